import type {
  ParallaxData,
  ParallaxLook,
  ParallaxMode,
} from '~/components/sections/parallax/parallax-banner.tsx';

export interface ParallaxDemo {
  label: string;
  mode: ParallaxMode;
  look: ParallaxLook;
  speed?: number;
  data: ParallaxData;
}

export const parallaxDemos: readonly ParallaxDemo[] = [
  {
    label: 'Scrolling image, dark scrim',
    mode: 'scroll',
    look: 'dark',
    speed: 0.3,
    data: {
      eyebrow: 'Above the clouds',
      title: 'Depth that follows your scroll',
      text: 'The background drifts slower than the page, adding depth without getting in the way of the words.',
      image: { src: '/artwork/landscape-101-1600x1000.svg', alt: '', width: 1600, height: 1000 },
      cta: { label: 'See all elements', to: '/elements/buttons' },
    },
  },
  {
    label: 'Fixed background, brand scrim',
    mode: 'fixed',
    look: 'brand',
    data: {
      eyebrow: 'Pure CSS',
      title: 'A fixed backdrop, no script at all',
      text: 'The image stays still while the section scrolls over it. Phones and reduced-motion settings get a normal image.',
      image: { src: '/artwork/city-102-1600x1000.svg', alt: '', width: 1600, height: 1000 },
    },
  },
  {
    label: 'Card over a moving image',
    mode: 'scroll',
    look: 'card',
    speed: 0.45,
    data: {
      eyebrow: 'Get in touch',
      title: 'Let us plan your next flight',
      text: 'Tell us where you want to go and we will draw the route, from the first sketch to launch day.',
      image: { src: '/artwork/aircraft-103-1600x1000.svg', alt: '', width: 1600, height: 1000 },
      cta: { label: 'Start a project', to: '/elements/buttons' },
    },
  },
  {
    label: 'Left-aligned, gradient scrim',
    mode: 'scroll',
    look: 'left',
    speed: 0.2,
    data: {
      eyebrow: 'Workspace',
      title: 'Quiet rooms for loud ideas',
      text: 'A gentle drift and a gradient scrim keep the text crisp on the left while the picture breathes on the right.',
      image: { src: '/artwork/interior-104-1600x1000.svg', alt: '', width: 1600, height: 1000 },
      cta: { label: 'Book a visit', to: '/elements/buttons' },
    },
  },
];
