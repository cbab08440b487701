import type { ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Container } from '~/components/ui/container.tsx';
import { Icon } from '~/components/ui/icon.tsx';
import { Section, type SectionProps, SectionRoot } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';
import { PhoneFrame } from './phone-frame.tsx';
import type { StoreBadgeData, StoreBadgeTone } from './store-badge.tsx';
import { StoreBadges } from './store-badges.tsx';

export type { StoreBadgeData };

/** One app screen: the picture (its alt says what the screen shows) and an optional caption. */
export interface AppScreen {
  image: ArtImageData;
  title?: string;
  caption?: string;
}

export interface AppShowcaseData extends HeadingData {
  /** The app's name, in each store badge's accessible name ("Download Tempo on the App Store"). */
  appName: string;
  screens: readonly AppScreen[];
  badges?: readonly StoreBadgeData[];
  /** Short facts beside the badges (a rating, a download count). */
  points?: readonly string[];
}

export type AppShowcaseVariant = 'hero' | 'screens';
export type AppShowcaseColumns = 3 | 4;

interface AppShowcaseProps extends SectionProps {
  data: AppShowcaseData;
  /** `hero`: the page's opening, text and badges beside two phones; `screens`: a row of phones with captions. */
  variant?: AppShowcaseVariant;
  /** Phones per row from 1024 px up (screens). */
  columns?: AppShowcaseColumns;
  badgeTone?: StoreBadgeTone;
}

const columnClasses: Record<AppShowcaseColumns, string> = {
  3: 'lg:grid-cols-3',
  4: 'lg:grid-cols-4',
};

/** Phone frames with app screens and store badges: a page's hero, or a section of screens. */
export function AppShowcase({
  data,
  variant = 'screens',
  columns = 4,
  badgeTone = 'dark',
  id = variant === 'hero' ? 'hero' : 'screens',
  tone,
  spacing,
  width,
  className,
  label,
}: AppShowcaseProps) {
  if (variant === 'hero') {
    const [front, back] = data.screens;
    return (
      <SectionRoot
        id={id}
        data-variant="app-hero"
        label={label}
        className={cn('bg-surface text-ink relative isolate overflow-hidden', className)}
      >
        <div
          aria-hidden="true"
          className="bg-brand/30 absolute -inset-e-32 top-10 -z-10 size-[30rem] rounded-full blur-3xl"
        />
        <div
          aria-hidden="true"
          className="bg-accent/25 absolute -inset-s-24 -bottom-40 -z-10 size-[26rem] rounded-full blur-3xl"
        />
        <Container width={width}>
          <div className="grid items-center gap-14 py-14 md:py-20 lg:grid-cols-[1.05fr_1fr] lg:py-24">
            <div>
              {data.eyebrow && (
                <p className="text-brand mb-5 text-sm font-bold tracking-[0.2em] uppercase">
                  {data.eyebrow}
                </p>
              )}
              <h1 className="font-display text-4xl leading-[1.05] font-bold text-balance sm:text-5xl xl:text-6xl">
                {data.title}
              </h1>
              {data.lead && <p className="text-muted mt-6 max-w-xl text-lg">{data.lead}</p>}
              <div className="mt-9">
                <StoreBadges data={data} tone={badgeTone} />
              </div>
              {data.points && (
                <ul className="text-muted mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm">
                  {data.points.map((point) => (
                    <li key={point} className="flex items-center gap-2">
                      <Icon name="check" size={16} className="text-brand" />
                      {point}
                    </li>
                  ))}
                </ul>
              )}
            </div>
            <div className="flex items-end justify-center">
              {front && <PhoneFrame screen={front.image} priority className="z-10 max-w-[15rem]" />}
              {back && (
                <PhoneFrame
                  screen={back.image}
                  className="-ms-14 mb-12 hidden max-w-[13.5rem] rotate-6 opacity-95 sm:block"
                />
              )}
            </div>
          </div>
        </Container>
      </SectionRoot>
    );
  }
  return (
    <Section
      id={id}
      tone={tone}
      spacing={spacing}
      width={width}
      className={className}
      label={label}
    >
      <SectionHeading eyebrow={data.eyebrow} title={data.title} lead={data.lead} />
      <ul
        data-variant="app-screens"
        className={cn('grid grid-cols-2 gap-x-5 gap-y-12 lg:gap-x-8', columnClasses[columns])}
      >
        {data.screens.map((screen, index) => (
          <li key={screen.image.src} className={cn(index % 2 === 1 && 'lg:translate-y-10')}>
            <figure>
              <PhoneFrame screen={screen.image} />
              {(screen.title || screen.caption) && (
                <figcaption className="mx-auto mt-6 max-w-[16rem] text-center">
                  {screen.title && <strong className="block text-lg">{screen.title}</strong>}
                  {screen.caption && (
                    <span className="text-muted mt-1 block text-sm">{screen.caption}</span>
                  )}
                </figcaption>
              )}
            </figure>
          </li>
        ))}
      </ul>
      {data.badges && (
        <div className="mt-20 flex justify-center">
          <StoreBadges data={data} tone={badgeTone} />
        </div>
      )}
    </Section>
  );
}
