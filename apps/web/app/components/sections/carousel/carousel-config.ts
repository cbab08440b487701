import type { SwiperOptions } from 'swiper/types';

/** Slides per view from each breakpoint up (px widths 576, 768, 992, 1200 — the template's 575/767/991/1199). */
export interface CarouselPerView {
  base: number;
  sm?: number;
  md?: number;
  lg?: number;
  xl?: number;
}

export interface CarouselOptions {
  perView?: CarouselPerView;
  /** Gap between slides in px (spec §9: 30). */
  gap?: number;
  autoplay?: boolean;
  /** Autoplay delay in ms (spec §9: 3000). */
  delay?: number;
}

export const defaultPerView: CarouselPerView = { base: 1 };
export const defaultGap = 30;
export const defaultDelay = 3000;

/** Fills the breakpoints a caller left out with the one below, so every width has a value. */
export function resolvePerView(perView: CarouselPerView): Required<CarouselPerView> {
  const sm = perView.sm ?? perView.base;
  const md = perView.md ?? sm;
  const lg = perView.lg ?? md;
  return { base: perView.base, sm, md, lg, xl: perView.xl ?? lg };
}

/**
 * Swiper options shared by every carousel: loop, autoplay that keeps going after interaction and pauses
 * on hover (focus pauses it from the wrapper), keyboard arrows only while the carousel is in view.
 */
export function carouselConfig({
  perView = defaultPerView,
  gap = defaultGap,
  autoplay = true,
  delay = defaultDelay,
}: CarouselOptions = {}): SwiperOptions {
  const pv = resolvePerView(perView);
  return {
    loop: true,
    slidesPerView: pv.base,
    spaceBetween: gap,
    grabCursor: true,
    // Marks the slides in view (`swiper-slide-visible`), so focus can bring hidden ones in.
    watchSlidesProgress: true,
    autoplay: autoplay ? { delay, disableOnInteraction: false, pauseOnMouseEnter: true } : false,
    keyboard: { enabled: true, onlyInViewport: true },
    breakpoints: {
      576: { slidesPerView: pv.sm },
      768: { slidesPerView: pv.md },
      992: { slidesPerView: pv.lg },
      1200: { slidesPerView: pv.xl },
    },
  };
}
