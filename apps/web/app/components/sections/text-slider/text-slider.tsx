import { isLiveHref } from '~/site-map/live.ts';
import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { isInverseTone, Section, type SectionProps } from '~/components/ui/section.tsx';
import { Carousel } from '~/components/sections/carousel/carousel.tsx';
import type { CarouselPerView } from '~/components/sections/carousel/carousel-config.ts';

export interface TextSlide {
  id: number;
  eyebrow?: string;
  title: string;
  text: string;
  image?: ArtImageData;
  link?: { label: string; href: string };
}

export type TextSliderVariant = 'centered' | 'split' | 'cards' | 'display' | 'numbered';

interface Look {
  perView: CarouselPerView;
  controls: 'pagination' | 'arrows' | 'both';
  slide: string;
  title: string;
  text: string;
}

const looks: Record<TextSliderVariant, Look> = {
  centered: {
    perView: { base: 1 },
    controls: 'pagination',
    slide: 'mx-auto max-w-3xl px-2 text-center',
    title: 'text-3xl font-bold sm:text-4xl',
    text: 'mt-5 text-lg text-muted',
  },
  split: {
    perView: { base: 1 },
    controls: 'arrows',
    slide: 'grid items-center gap-8 md:grid-cols-2 md:gap-12',
    title: 'text-3xl font-bold',
    text: 'mt-4 text-lg text-muted',
  },
  cards: {
    perView: { base: 1, md: 2, lg: 3 },
    controls: 'pagination',
    slide: 'h-full rounded-card border border-line bg-surface p-8',
    title: 'text-xl font-bold',
    text: 'mt-3 text-muted',
  },
  display: {
    perView: { base: 1 },
    controls: 'both',
    slide: 'px-2',
    title: 'font-display text-4xl font-extrabold leading-tight sm:text-6xl',
    text: 'mt-6 max-w-2xl text-lg text-white/80',
  },
  numbered: {
    perView: { base: 1, md: 2 },
    controls: 'arrows',
    slide: 'h-full border-s-4 border-brand ps-6',
    title: 'text-2xl font-bold',
    text: 'mt-3 text-muted',
  },
};

export interface TextSliderProps extends SectionProps {
  slides: readonly TextSlide[];
  variant?: TextSliderVariant;
}

/** Headlines and short texts that slide by (shared Carousel: loop, autoplay, swipe, keyboard in view). */
export function TextSlider({ slides, variant = 'centered', label, ...section }: TextSliderProps) {
  const look = looks[variant];
  const inverse = isInverseTone(section.tone);
  return (
    <Section {...section}>
      <Carousel
        items={slides}
        getKey={(slide) => slide.id}
        label={label ?? 'Highlights'}
        perView={look.perView}
        controls={look.controls}
        tone={inverse ? 'inverse' : 'default'}
        renderSlide={(slide, index) => (
          <article className={look.slide}>
            {variant === 'split' && slide.image && (
              <ArtImage {...slide.image} className="rounded-card w-full" />
            )}
            <div>
              {variant === 'numbered' && (
                <p
                  className="text-brand font-display mb-3 text-5xl font-extrabold"
                  aria-hidden="true"
                >
                  {String(index + 1).padStart(2, '0')}
                </p>
              )}
              {slide.eyebrow && (
                <p
                  className={cn(
                    'mb-3 text-sm font-semibold tracking-[0.2em] uppercase',
                    inverse ? 'text-white/80' : 'text-brand',
                  )}
                >
                  {slide.eyebrow}
                </p>
              )}
              <h3 className={look.title}>{slide.title}</h3>
              <p className={look.text}>{slide.text}</p>
              {slide.link &&
                isLiveHref(slide.link.href) &&
                (variant === 'split' || variant === 'centered') && (
                  <ButtonLink to={slide.link.href} variant="link" className="mt-5">
                    {slide.link.label}
                  </ButtonLink>
                )}
            </div>
          </article>
        )}
      />
    </Section>
  );
}
