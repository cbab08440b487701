import type {
  AnimationKind,
  AnimationEffect,
  AnimationDemo,
} from '~/components/sections/animation-gallery/animation-gallery.tsx';

export type { AnimationKind, AnimationEffect, AnimationDemo };

export const animationDemos: readonly AnimationDemo[] = [
  {
    id: 'fade-up',
    name: 'Fade up',
    kind: 'entrance',
    description: 'Rises a short way while it fades in: the quiet default for blocks of text.',
  },
  {
    id: 'fade-down',
    name: 'Fade down',
    kind: 'entrance',
    description: 'Drops into place from above, for banners that arrive with the page.',
  },
  {
    id: 'slide-left',
    name: 'Slide from the left',
    kind: 'entrance',
    description: 'Travels in from the start of the line, suited to the first column of a row.',
  },
  {
    id: 'slide-right',
    name: 'Slide from the right',
    kind: 'entrance',
    description: 'The mirror image, for the last column or a picture beside text.',
  },
  {
    id: 'zoom-in',
    name: 'Zoom in',
    kind: 'entrance',
    description:
      'Grows from slightly smaller than its size, drawing the eye to a figure or a price.',
  },
  {
    id: 'flip-up',
    name: 'Flip up',
    kind: 'entrance',
    description: 'Turns on its lower edge like a card being stood up on a table.',
  },
  {
    id: 'bounce-in',
    name: 'Bounce in',
    kind: 'entrance',
    description: 'Overshoots a little and settles, for a badge or a call to action.',
  },
  {
    id: 'blur-in',
    name: 'Blur in',
    kind: 'entrance',
    description: 'Comes into focus as it appears, like a lens finding its subject.',
  },
  {
    id: 'lift',
    name: 'Lift',
    kind: 'hover',
    description: 'Rises and casts a deeper shadow under the pointer or keyboard focus.',
  },
  {
    id: 'tilt',
    name: 'Tilt',
    kind: 'hover',
    description: 'Leans a few degrees, a light touch for thumbnails in a grid.',
  },
  {
    id: 'pulse',
    name: 'Pulse',
    kind: 'hover',
    description: 'Swells once and returns, to confirm that the item reacts.',
  },
  {
    id: 'shine',
    name: 'Shine',
    kind: 'hover',
    description: 'A band of light sweeps across the surface, as over polished metal.',
  },
];
