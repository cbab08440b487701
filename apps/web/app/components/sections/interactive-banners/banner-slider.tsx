import { useEffect, useRef, useState } from 'react';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { BannerCard, type BannerVariant, type SlideItem } from './banner-card.tsx';
import type { BannerSwiper } from './swiper-mount.ts';
import { sliderPreloadMargin } from './slider-config.ts';
import { useMessages } from '~/i18n/i18n-context.tsx';
import { useCarouselTexts } from '~/components/sections/carousel/carousel-texts.ts';

const reducedMotion = '(prefers-reduced-motion: reduce)';
const control =
  'border-line hover:bg-brand hover:text-on-brand hover:border-brand grid size-11 place-items-center rounded-full border transition-colors';

/**
 * The banner slider. The slides are plain HTML laid out 1/2/4 per view (so the prerender shows them and
 * nothing shifts); Swiper is imported only when the slider nears the viewport and takes over the same DOM.
 */
export function BannerSlider({
  slides,
  variant,
  label,
}: {
  slides: readonly SlideItem[];
  variant: BannerVariant;
  label: string;
}) {
  const el = useRef<HTMLDivElement>(null);
  const swiper = useRef<BannerSwiper | null>(null);
  const [active, setActive] = useState(0);
  const [playing, setPlaying] = useState(true);
  const { sections } = useMessages();
  const carousel = useCarouselTexts();

  useEffect(() => {
    const node = el.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    let cancelled = false;
    const startPlaying = !window.matchMedia(reducedMotion).matches;
    setPlaying(startPlaying);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        void import('./swiper-mount.ts').then(({ mountBannerSwiper }) => {
          if (cancelled) return;
          swiper.current = mountBannerSwiper(node, { playing: startPlaying, onChange: setActive });
        });
      },
      { rootMargin: sliderPreloadMargin },
    );
    observer.observe(node);
    return () => {
      cancelled = true;
      observer.disconnect();
      swiper.current?.destroy();
      swiper.current = null;
    };
  }, []);

  const togglePlaying = () => {
    swiper.current?.setPlaying(!playing);
    setPlaying(!playing);
  };

  return (
    <div role="region" aria-roledescription="carousel" aria-label={label}>
      <div
        ref={el}
        className="swiper not-[.swiper-initialized]:snap-x not-[.swiper-initialized]:[scrollbar-width:none] not-[.swiper-initialized]:overflow-x-auto"
      >
        <div className="swiper-wrapper flex gap-[30px] [.swiper-initialized>&]:gap-0">
          {slides.map((slide, index) => (
            <div
              key={slide.title}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${slides.length}`}
              className="swiper-slide w-full shrink-0 snap-start md:w-[calc((100%-30px)/2)] lg:w-[calc((100%-90px)/4)]"
            >
              <BannerCard slide={slide} variant={variant} />
            </div>
          ))}
        </div>
      </div>
      <div className="mt-8 flex flex-wrap items-center justify-center gap-4">
        <button
          type="button"
          className={control}
          aria-label={carousel.previous}
          onClick={() => swiper.current?.prev()}
        >
          <Icon name="arrow-left" size={20} />
        </button>
        <div className="hidden items-center gap-1 sm:flex">
          {slides.map((slide, index) => (
            <button
              key={slide.title}
              type="button"
              aria-label={carousel.goTo(index + 1)}
              aria-current={index === active ? 'true' : undefined}
              onClick={() => swiper.current?.goTo(index)}
              className="group grid size-7 place-items-center"
            >
              <span
                className={cn(
                  'block h-2.5 rounded-full transition-all',
                  index === active ? 'bg-brand w-7' : 'bg-muted/45 group-hover:bg-muted w-2.5',
                )}
              />
            </button>
          ))}
        </div>
        <button
          type="button"
          className={control}
          aria-label={carousel.next}
          onClick={() => swiper.current?.next()}
        >
          <Icon name="arrow-right" size={20} />
        </button>
        <button
          type="button"
          className={control}
          aria-label={
            playing
              ? (sections?.slideshow.pause ?? 'Pause slideshow')
              : (sections?.slideshow.play ?? 'Play slideshow')
          }
          onClick={togglePlaying}
        >
          <Icon name={playing ? 'pause' : 'play'} size={18} />
        </button>
      </div>
    </div>
  );
}
