import { Link } from 'react-router';
import type { HeadingData } from '~/content/types.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { artworkSize } from '~/lib/artwork.ts';
import homeDescriptions from 'virtual:site-descriptions/home';
import { demosByCategory, hrefOf, type SiteLink } from '~/site-map/links.ts';

/** Every registered home demo as a thumbnail card linking to it, under its category. */
export function DemoGallery({
  routes,
  heading,
}: {
  routes: readonly SiteLink[];
  heading: HeadingData;
}) {
  return (
    <Section id="demos" tone="alt">
      <SectionHeading {...heading} />
      {demosByCategory(routes).map(({ category, routes: demos }) => (
        <div key={category} data-category={category} className="mt-14 first-of-type:mt-0">
          <h3 className="border-line mb-8 flex items-baseline gap-3 border-b pb-3 text-2xl font-bold">
            {category}
            <span className="text-muted text-sm font-medium">
              {demos.length} {demos.length === 1 ? 'demo' : 'demos'}
            </span>
          </h3>
          <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {demos.map((route) => {
              const thumbnail = route.thumbnail ?? '/artwork/demo-1-640x400.svg';
              return (
                <li key={route.path}>
                  <Link
                    to={hrefOf(route)}
                    className="group rounded-card bg-card block overflow-hidden shadow-sm transition-shadow hover:shadow-xl"
                  >
                    <span className="block overflow-hidden">
                      <ArtImage
                        src={thumbnail}
                        alt=""
                        {...artworkSize(thumbnail)}
                        className="w-full transition-transform duration-500 group-hover:scale-[1.03]"
                      />
                    </span>
                    <span className="block p-6">
                      <span className="font-display group-hover:text-brand block text-xl font-bold">
                        {route.title}
                      </span>
                      <span className="text-muted mt-2 block text-sm">
                        {homeDescriptions[route.path]}
                      </span>
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </div>
      ))}
    </Section>
  );
}
