import { useMessages } from '~/i18n/i18n-context.tsx';
import type { CarouselTexts } from '~/i18n/messages.ts';

/** What a carousel's controls say in English (a translated demo's catalogue has its own: messages.sections.*). */
export const carouselTexts: CarouselTexts = {
  carousel: 'carousel',
  slide: 'slide',
  position: (index, count) => `${index} of ${count}`,
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: (index) => `Go to slide ${index}`,
  start: 'Start automatic sliding',
  stop: 'Stop automatic sliding',
};

/** The carousel controls' texts in the page's language. */
export const useCarouselTexts = (): CarouselTexts => useMessages().carousel ?? carouselTexts;
