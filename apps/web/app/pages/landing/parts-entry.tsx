import { Link } from 'react-router';
import { partsHeading, partsLinks } from '~/content/landing.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { Section } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { isLiveHref } from '~/site-map/live.ts';

/** The entry to the aircraft-parts catalogue; lines link only once their pages are registered. */
export function PartsEntry() {
  const live = partsLinks.filter((link) => isLiveHref(link.href));
  return (
    <Section id="parts" tone="dark">
      <div className="grid items-center gap-12 lg:grid-cols-2">
        <div>
          <SectionHeading {...partsHeading} align="left" tone="inverse" className="mb-8" />
          {live.length > 0 ? (
            <ul className="grid gap-4 sm:grid-cols-2">
              {live.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    className="rounded-card block border border-white/20 p-5 hover:bg-white/10"
                  >
                    <span className="flex items-center gap-2 font-bold">
                      <Icon name="plane" size={20} />
                      {link.label}
                    </span>
                    <span className="mt-1 block text-sm text-white/80">{link.blurb}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-white/80">The catalogue opens here soon.</p>
          )}
        </div>
        <ArtImage
          src="/artwork/aircraft-3-720x480.svg"
          alt="A small aircraft climbing over rolling hills"
          width={720}
          height={480}
          className="rounded-card w-full"
        />
      </div>
    </Section>
  );
}
