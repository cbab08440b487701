import { Link } from 'react-router';
import type { HeadingData } from '~/content/types.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { hrefOf, type SiteRoute } from '~/site-map/index.ts';

/** Intrinsic size from an artwork path (`…-640x400.svg`), so thumbnails never shift. */
export function artworkSize(src: string): { width: number; height: number } {
  const match = /-(\d+)x(\d+)\.\w+$/.exec(src);
  return match
    ? { width: Number(match[1]), height: Number(match[2]) }
    : { width: 640, height: 400 };
}

/** Every registered home demo as a thumbnail card linking to it. */
export function DemoGallery({
  routes,
  heading,
}: {
  routes: readonly SiteRoute[];
  heading: HeadingData;
}) {
  return (
    <Section id="demos" tone="alt">
      <SectionHeading {...heading} />
      <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {routes.map((route) => {
          const thumbnail = route.thumbnail ?? '/artwork/demo-1-640x400.svg';
          return (
            <li key={route.path}>
              <Link
                to={hrefOf(route)}
                className="group rounded-card bg-surface block overflow-hidden shadow-sm transition-shadow hover:shadow-xl"
              >
                <ArtImage src={thumbnail} alt="" {...artworkSize(thumbnail)} className="w-full" />
                <span className="block p-6">
                  <span className="font-display group-hover:text-brand block text-xl font-bold">
                    {route.title}
                  </span>
                  <span className="text-muted mt-2 block text-sm">{route.description}</span>
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
