import { useEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import {
  carouselConfig,
  defaultGap,
  defaultPerView,
  resolvePerView,
  type CarouselPerView,
} from './carousel-config.ts';
import { loadSwiper } from './load-swiper.ts';

export type CarouselControls = 'pagination' | 'arrows' | 'both' | 'none';
export type CarouselTone = 'default' | 'inverse';

export interface CarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderSlide: (item: T, index: number) => ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
  perView?: CarouselPerView;
  gap?: number;
  controls?: CarouselControls;
  tone?: CarouselTone;
  autoplay?: boolean;
  delay?: number;
  className?: string;
}

const arrowTones: Record<CarouselTone, string> = {
  default: 'border-line bg-surface text-ink hover:bg-brand hover:text-on-brand hover:border-brand',
  inverse: 'border-white/40 bg-transparent text-white hover:bg-white hover:text-ink',
};
const dotTones: Record<CarouselTone, { idle: string; active: string }> = {
  default: { idle: 'bg-ink/25', active: 'bg-brand w-7' },
  inverse: { idle: 'bg-white/45', active: 'bg-white w-7' },
};
const reducedMotion = '(prefers-reduced-motion: reduce)';

/**
 * One carousel for every family: the slides are plain HTML (prerendered, readable without JavaScript);
 * Swiper is imported only when the carousel nears the viewport and then takes over the same markup.
 */
export function Carousel<T>({
  items,
  getKey,
  renderSlide,
  label,
  perView = defaultPerView,
  gap = defaultGap,
  controls = 'pagination',
  tone = 'default',
  autoplay = true,
  delay,
  className,
}: CarouselProps<T>) {
  const rootRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [ready, setReady] = useState(false);
  // Autoplay runs (no reduced motion) and whether the visitor stopped it with the toggle.
  const [autoplaying, setAutoplaying] = useState(false);
  const [stopped, setStopped] = useState(false);
  const pv = resolvePerView(perView);
  const { base, sm, md, lg, xl } = pv;

  useEffect(() => {
    const root = rootRef.current;
    const container = root?.querySelector<HTMLElement>('.swiper');
    if (!root || !container) return;
    let cancelled = false;
    let observer: IntersectionObserver | undefined;
    const start = () => {
      loadSwiper()
        .then(({ Swiper, modules }) => {
          if (cancelled) return;
          const motion = !window.matchMedia(reducedMotion).matches;
          swiperRef.current = new Swiper(container, {
            ...carouselConfig({
              perView: { base, sm, md, lg, xl },
              gap,
              autoplay: autoplay && motion,
              delay,
            }),
            modules,
            on: { slideChange: (swiper) => setActive(swiper.realIndex) },
          });
          setAutoplaying(autoplay && motion);
          setReady(true);
        })
        .catch((error: unknown) => console.warn('carousel: Swiper failed to load', error));
    };
    if (typeof IntersectionObserver === 'undefined') start();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin: '200px' },
      );
      observer.observe(root);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      swiperRef.current?.destroy(true, true);
      swiperRef.current = null;
    };
  }, [base, sm, md, lg, xl, gap, autoplay, delay]);

  const vars = {
    '--carousel-gap': `${gap}px`,
    '--pv-base': base,
    '--pv-sm': sm,
    '--pv-md': md,
    '--pv-lg': lg,
    '--pv-xl': xl,
  } as CSSProperties;
  const pause = () => {
    const swiper = swiperRef.current;
    if (swiper?.autoplay?.running) swiper.autoplay.pause();
  };
  const resume = () => {
    const swiper = swiperRef.current;
    if (swiper?.autoplay?.running) swiper.autoplay.resume();
  };
  const showArrows = controls === 'arrows' || controls === 'both';
  const showDots = controls === 'pagination' || controls === 'both';

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="carousel"
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
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${items.length}`}
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
      {(showArrows || showDots || autoplaying) && (
        <div className="mt-8 flex items-center justify-center gap-4">
          {showArrows && (
            <ArrowButton
              direction="prev"
              tone={tone}
              onClick={() => swiperRef.current?.slidePrev()}
            />
          )}
          {showDots && (
            <div className="flex flex-wrap items-center justify-center">
              {items.map((item, index) => (
                <button
                  key={getKey(item)}
                  type="button"
                  aria-label={`Go to slide ${index + 1}`}
                  aria-current={index === active ? 'true' : undefined}
                  onClick={() => swiperRef.current?.slideToLoop(index)}
                  className="grid h-6 min-w-6 place-items-center px-0.5"
                >
                  <span
                    className={cn(
                      'block h-2 w-2 rounded-full transition-all',
                      index === active ? dotTones[tone].active : dotTones[tone].idle,
                    )}
                  />
                </button>
              ))}
            </div>
          )}
          {showArrows && (
            <ArrowButton
              direction="next"
              tone={tone}
              onClick={() => swiperRef.current?.slideNext()}
            />
          )}
          {autoplaying && (
            <button
              type="button"
              aria-label={stopped ? 'Start automatic sliding' : 'Stop automatic sliding'}
              onClick={() => {
                const swiper = swiperRef.current;
                if (stopped) swiper?.autoplay?.start();
                else swiper?.autoplay?.stop();
                setStopped(!stopped);
              }}
              className={cn(
                'grid size-10 place-items-center rounded-full border transition-colors',
                arrowTones[tone],
              )}
            >
              {stopped ? (
                <Icon name="play" size={16} className="fill-current" />
              ) : (
                <svg
                  viewBox="0 0 24 24"
                  width="16"
                  height="16"
                  aria-hidden="true"
                  focusable="false"
                >
                  <path d="M7 5h3.5v14H7zM13.5 5H17v14h-3.5z" fill="currentColor" />
                </svg>
              )}
            </button>
          )}
        </div>
      )}
    </div>
  );
}

function ArrowButton({
  direction,
  tone,
  onClick,
}: {
  direction: 'prev' | 'next';
  tone: CarouselTone;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-label={direction === 'prev' ? 'Previous slide' : 'Next slide'}
      onClick={onClick}
      className={cn(
        'grid size-12 place-items-center rounded-full border transition-colors',
        arrowTones[tone],
      )}
    >
      <Icon name={direction === 'prev' ? 'arrow-left' : 'arrow-right'} size={20} />
    </button>
  );
}
