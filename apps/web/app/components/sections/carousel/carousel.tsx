import type { CSSProperties, ReactNode } from 'react';
import { cn } from '~/components/ui/cn.ts';
import {
  defaultGap,
  defaultPerView,
  resolvePerView,
  type CarouselPerView,
} from './carousel-config.ts';
import { CarouselNav, type CarouselControls, type CarouselTone } from './carousel-nav.tsx';
import { useSwiper } from './use-swiper.ts';
import { useCarouselTexts } from './carousel-texts.ts';

export type { CarouselControls, CarouselTone };

export interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
  perView?: CarouselPerView;
  gap?: number;
  controls?: CarouselControls;
  /** false: with many slides, the dots show from 640 px only (the arrows remain on a phone). */
  dotsOnPhone?: boolean;
  tone?: CarouselTone;
  autoplay?: boolean;
  delay?: number;
  className?: string;
}

/**
 * One carousel for every family: the slides are plain HTML (prerendered, readable without JavaScript);
 * Swiper is imported only when the carousel nears the viewport and then takes over the same markup
 * (`useSwiper`); the buttons are `CarouselNav`.
 */
export function Carousel<T>({
  items,
  getKey,
  renderSlide,
  label,
  perView = defaultPerView,
  gap = defaultGap,
  controls = 'pagination',
  dotsOnPhone,
  tone = 'default',
  autoplay = true,
  delay,
  className,
}: CarouselProps<T>) {
  const texts = useCarouselTexts();
  const pv = resolvePerView(perView);
  const { rootRef, swiperRef, active, ready, autoplaying } = useSwiper({
    perView: pv,
    gap,
    autoplay,
    delay,
  });

  const vars = {
    '--carousel-gap': `${gap}px`,
    '--pv-base': pv.base,
    '--pv-sm': pv.sm,
    '--pv-md': pv.md,
    '--pv-lg': pv.lg,
    '--pv-xl': pv.xl,
  } as CSSProperties;
  const pause = () => {
    const swiper = swiperRef.current;
    if (swiper?.autoplay?.running) swiper.autoplay.pause();
  };
  const resume = () => {
    const swiper = swiperRef.current;
    if (swiper?.autoplay?.running) swiper.autoplay.resume();
  };

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription={texts.carousel}
      aria-label={label}
      data-ready={ready || undefined}
      style={vars}
      onFocus={(event) => {
        pause();
        // Tabbing into a slide that is out of view brings it into view (instead of the browser scrolling the clip).
        const swiper = swiperRef.current;
        const slide = (event.target as HTMLElement).closest<HTMLElement>('[data-slide]');
        if (!swiper || !slide) return;
        const clip = slide.closest('.swiper');
        if (clip) clip.scrollLeft = 0;
        if (!slide.classList.contains('swiper-slide-visible'))
          swiper.slideToLoop(Number(slide.dataset.slide));
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) resume();
      }}
      className={cn(
        'group/carousel [--pv:var(--pv-base)] sm:[--pv:var(--pv-sm)] md:[--pv:var(--pv-md)] lg:[--pv:var(--pv-lg)] xl:[--pv:var(--pv-xl)]',
        className,
      )}
    >
      <div className="swiper relative z-[1] touch-pan-y overflow-hidden">
        <div
          className={cn(
            'swiper-wrapper relative z-[1] box-content flex w-full transition-transform',
            // Static classes only: React must not rewrite classes Swiper adds after it takes over.
            'gap-[var(--carousel-gap)] group-data-ready/carousel:gap-0',
          )}
        >
          {items.map((item, index) => (
            <div
              key={getKey(item)}
              role="group"
              aria-roledescription={texts.slide}
              aria-label={texts.position(index + 1, items.length)}
              data-slide={index}
              className={cn(
                'swiper-slide relative h-auto shrink-0',
                'w-[calc((100%-(var(--pv)-1)*var(--carousel-gap))/var(--pv))]',
              )}
            >
              {renderSlide(item, index)}
            </div>
          ))}
        </div>
      </div>
      <CarouselNav
        swiperRef={swiperRef}
        keys={items.map(getKey)}
        active={active}
        controls={controls}
        dotsOnPhone={dotsOnPhone}
        tone={tone}
        autoplaying={autoplaying}
        autoplay={autoplay}
      />
    </div>
  );
}
