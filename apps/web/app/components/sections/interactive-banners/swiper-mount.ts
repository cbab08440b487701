import Swiper from 'swiper';
import { A11y, Autoplay, Keyboard } from 'swiper/modules';
import 'swiper/css';
import { bannerSliderConfig } from './slider-config.ts';

/** What the React slider can ask of the running Swiper. */
export interface BannerSwiper {
  next(): void;
  prev(): void;
  goTo(index: number): void;
  setPlaying(playing: boolean): void;
  destroy(): void;
}

/**
 * Turns the prerendered slide list into a Swiper. Loaded with a dynamic import when the slider nears the
 * viewport, so Swiper stays out of the first-load bundle. Autoplay pauses on hover and while focus is inside.
 */
export function mountBannerSwiper(
  el: HTMLElement,
  { playing, onChange }: { playing: boolean; onChange: (index: number) => void },
): BannerSwiper {
  const swiper = new Swiper(el, {
    ...bannerSliderConfig,
    modules: [A11y, Autoplay, Keyboard],
    a11y: { enabled: true, slideLabelMessage: '{{index}} / {{slidesLength}}' },
    on: { realIndexChange: (s) => onChange(s.realIndex) },
  });
  if (!playing) swiper.autoplay.stop();
  const onFocusIn = () => swiper.autoplay.pause();
  const onFocusOut = (event: FocusEvent) => {
    if (!el.contains(event.relatedTarget as Node | null)) swiper.autoplay.resume();
  };
  el.addEventListener('focusin', onFocusIn);
  el.addEventListener('focusout', onFocusOut);
  return {
    next: () => swiper.slideNext(),
    prev: () => swiper.slidePrev(),
    goTo: (index) => swiper.slideToLoop(index),
    setPlaying: (on) => (on ? swiper.autoplay.start() : swiper.autoplay.stop()),
    destroy: () => {
      el.removeEventListener('focusin', onFocusIn);
      el.removeEventListener('focusout', onFocusOut);
      swiper.destroy(true, false);
    },
  };
}
