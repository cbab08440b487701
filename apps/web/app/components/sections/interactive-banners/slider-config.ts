/**
 * The interactive banner slider's Swiper settings (spec §9): 1 slide per view, 2 from 768 px, 4 from
 * 992 px, 30 px apart, looping, autoplay every 3 s that keeps going after interaction, keyboard only in view.
 */
export const bannerSliderConfig = {
  slidesPerView: 1,
  spaceBetween: 30,
  loop: true,
  autoplay: { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true },
  keyboard: { enabled: true, onlyInViewport: true },
  breakpoints: { 768: { slidesPerView: 2 }, 992: { slidesPerView: 4 } },
};

/** Load Swiper once the slider is this close to the viewport. */
export const sliderPreloadMargin = '400px 0px';
