import { useEffect, useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { carouselConfig, type CarouselPerView } from './carousel-config.ts';
import { loadSwiper } from './load-swiper.ts';

const reducedMotion = '(prefers-reduced-motion: reduce)';

interface SwiperOptions {
  perView: Required<CarouselPerView>;
  gap: number;
  autoplay: boolean;
  delay?: number;
}

/**
 * Hands the `.swiper` inside `rootRef` to Swiper once the root nears the viewport (Swiper is imported
 * then, in its own chunk). `active` is the current slide; `ready` once Swiper runs; `autoplaying` when
 * autoplay was asked for and motion is not reduced.
 */
export function useSwiper({ perView, gap, autoplay, delay }: SwiperOptions) {
  const rootRef = useRef<HTMLDivElement>(null);
  const swiperRef = useRef<SwiperInstance | null>(null);
  const [active, setActive] = useState(0);
  const [ready, setReady] = useState(false);
  const [autoplaying, setAutoplaying] = useState(false);
  const { base, sm, md, lg, xl } = perView;

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

  return { rootRef, swiperRef, active, ready, autoplaying };
}
