/** Loads Swiper and the modules the carousel uses in their own chunk (kept apart so tests can replace it). */
export function loadSwiper() {
  return import('./swiper-runtime.ts');
}
