import type {
  TextSlide,
  TextSliderVariant,
} from '~/components/sections/text-slider/text-slider.tsx';
import type { SectionTone } from '~/components/ui/section.tsx';

/** Sample slides: six short statements about a studio. */
export const textSlides: readonly TextSlide[] = [
  {
    id: 1,
    eyebrow: 'Strategy',
    title: 'Start with the problem, not the pixels',
    text: 'Every project opens with a week of listening: to your team, your customers and your numbers.',
    image: {
      src: '/artwork/workspace-101-720x480.svg',
      alt: 'Sticky notes on a wall',
      width: 720,
      height: 480,
    },
    link: { label: 'Our process', href: '/page/our-process' },
  },
  {
    id: 2,
    eyebrow: 'Design',
    title: 'Clarity beats cleverness',
    text: 'Interfaces that explain themselves need fewer tooltips, fewer tickets and fewer apologies.',
    image: {
      src: '/artwork/abstract-102-720x480.svg',
      alt: 'Bright geometric shapes',
      width: 720,
      height: 480,
    },
    link: { label: 'What we offer', href: '/page/what-we-offer' },
  },
  {
    id: 3,
    eyebrow: 'Engineering',
    title: 'Fast is a feature',
    text: 'Pages that load in a blink keep visitors reading. We measure speed on every release.',
    image: {
      src: '/artwork/city-103-720x480.svg',
      alt: 'City lights at night',
      width: 720,
      height: 480,
    },
    link: { label: 'Our services', href: '/page/our-services' },
  },
  {
    id: 4,
    eyebrow: 'Accessibility',
    title: 'Built for every visitor',
    text: 'Keyboard paths, readable contrast and honest labels are part of the work, not an extra.',
    image: {
      src: '/artwork/landscape-104-720x480.svg',
      alt: 'Open landscape with a path',
      width: 720,
      height: 480,
    },
  },
  {
    id: 5,
    eyebrow: 'Partnership',
    title: 'Small team, short lines',
    text: 'You talk to the people doing the work. Decisions take hours, not weeks.',
    image: {
      src: '/artwork/interior-105-720x480.svg',
      alt: 'A calm meeting room',
      width: 720,
      height: 480,
    },
  },
  {
    id: 6,
    eyebrow: 'Results',
    title: 'Measured, then improved',
    text: 'We agree on the numbers that matter up front and report on them every month.',
    image: {
      src: '/artwork/aircraft-106-720x480.svg',
      alt: 'A plane climbing over hills',
      width: 720,
      height: 480,
    },
  },
];

/** The text-slider element page: five styles. */
export const textSliderDemos: ReadonlyArray<{
  label: string;
  variant: TextSliderVariant;
  tone?: SectionTone;
}> = [
  { label: 'Centered', variant: 'centered', tone: 'alt' },
  { label: 'Image and text', variant: 'split' },
  { label: 'Cards', variant: 'cards', tone: 'alt' },
  { label: 'Display type on dark', variant: 'display', tone: 'dark' },
  { label: 'Numbered', variant: 'numbered' },
];
