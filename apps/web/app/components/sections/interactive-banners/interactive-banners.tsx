import { cn } from '~/components/ui/cn.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';
import { Carousel } from '../carousel/carousel.tsx';
import { BannerCard, type BannerVariant, type SlideItem } from './banner-card.tsx';

export type { BannerVariant };
export type BannerLayout = 'slider' | 'grid';

const gridColumns = {
  2: 'sm:grid-cols-2',
  3: 'sm:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** The slider's slides per view (spec §9). */
export const bannerPerView = { base: 1, md: 2, lg: 4 } as const;

interface InteractiveBannersProps extends SectionProps {
  slides: readonly SlideItem[];
  variant?: BannerVariant;
  layout?: BannerLayout;
  /** Columns of the grid layout (the slider shows 1/2/4 per view). */
  columns?: 2 | 3 | 4;
  heading?: HeadingData;
  /** Intro paragraphs beside the heading (the startup page's intro text). */
  intro?: readonly string[];
}

/**
 * Interactive banners (picture, subtitle, title, info button) as a grid, or as the site's carousel (spec §9):
 * 1 per view, 2 from 768 px, 4 from 992 px, 30 px apart, looping, autoplay every 3 s with its stop button.
 */
export function InteractiveBanners({
  slides,
  variant = 'overlay',
  layout = 'slider',
  columns = 4,
  heading,
  intro,
  width = 'wide',
  label,
  ...section
}: InteractiveBannersProps) {
  // A slider names its carousel region; a grid names the section.
  return (
    <Section width={width} label={layout === 'grid' ? label : undefined} {...section}>
      {(heading || intro) && (
        <div className={cn(intro && 'mb-12 grid gap-6 lg:grid-cols-2 lg:items-end lg:gap-16')}>
          {heading && (
            <SectionHeading
              {...heading}
              align={intro ? 'left' : 'center'}
              className={cn(intro && 'mb-0')}
            />
          )}
          {intro && (
            <div className="text-muted grid gap-4 text-lg">
              {intro.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          )}
        </div>
      )}
      {layout === 'slider' ? (
        <Carousel
          items={slides}
          getKey={(slide) => slide.title}
          renderSlide={(slide) => <BannerCard slide={slide} variant={variant} />}
          label={label ?? heading?.title ?? 'Banners'}
          perView={bannerPerView}
          controls="both"
          dotsOnPhone={false}
        />
      ) : (
        <ul data-variant={variant} className={cn('grid gap-[30px]', gridColumns[columns])}>
          {slides.map((slide) => (
            <li key={slide.title}>
              <BannerCard slide={slide} variant={variant} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
