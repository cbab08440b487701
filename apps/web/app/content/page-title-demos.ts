import type { PageTitleProps } from '~/components/sections/page-title/page-title.tsx';
import type { ArtImageData } from '~/components/ui/art-image.tsx';

export interface PageTitleDemo {
  eyebrow?: string;
  /** Not shown by the mini version, which is the h1 and the breadcrumbs only. */
  lead?: string;
  /** How this demo sets the title: PageTitle's look props (the h1 is the registry row's title). */
  look: Pick<
    PageTitleProps,
    'align' | 'tone' | 'variant' | 'size' | 'breadcrumbsPlacement' | 'background'
  >;
}

const art = (src: string, width: number, height: number): ArtImageData => ({
  src,
  alt: '',
  width,
  height,
});

const eyebrow = 'Page titles';

/** Every `/page-title/*` demo, by path: the PageTitle props it chooses and its lead. */
export const pageTitleDemos: Record<string, PageTitleDemo> = {
  '/page-title/left-alignment': {
    eyebrow,
    lead: 'Heading, lead and breadcrumb trail line up with the left edge of the content below, the way long reading pages are usually set.',
    look: { align: 'left', tone: 'alt' },
  },
  '/page-title/right-alignment': {
    eyebrow,
    lead: 'Everything sits against the right edge: a quieter opening for pages whose picture or side menu leads at the left.',
    look: { align: 'right', tone: 'alt' },
  },
  '/page-title/center-alignment': {
    eyebrow,
    lead: 'Eyebrow, heading, lead and breadcrumbs share one middle axis, for short landing pages and announcements.',
    look: { align: 'center', tone: 'light' },
  },
  '/page-title/colorful-style': {
    eyebrow,
    lead: 'A band in the brand gradient with white text: it re-colours with the theme, so every demo keeps its own palette.',
    look: { align: 'center', tone: 'gradient' },
  },
  '/page-title/big-typography': {
    eyebrow,
    lead: 'A display-size heading that fills the width on large screens and steps down on phones without breaking words.',
    look: { align: 'left', tone: 'light', size: 'display' },
  },
  '/page-title/parallax-background': {
    eyebrow,
    lead: 'The picture behind the title moves slower than the page as you scroll. With reduced motion, or below 768 px, it stays still.',
    look: {
      align: 'center',
      background: {
        kind: 'parallax',
        image: art('/artwork/aircraft-311-1920x1200.svg', 1920, 1200),
        speed: 0.4,
      },
    },
  },
  '/page-title/separate-breadcrumbs': {
    eyebrow,
    lead: 'The title band keeps only the heading and lead; the breadcrumb trail gets a light bar of its own underneath.',
    look: { align: 'left', tone: 'dark', breadcrumbsPlacement: 'bar' },
  },
  '/page-title/gallery-background': {
    eyebrow,
    lead: 'Six pieces of artwork tiled behind a dark overlay: a hint of the gallery that follows, with the text still easy to read.',
    look: {
      align: 'center',
      background: {
        kind: 'gallery',
        images: [
          art('/artwork/landscape-321-480x480.svg', 480, 480),
          art('/artwork/city-322-480x480.svg', 480, 480),
          art('/artwork/aircraft-323-480x480.svg', 480, 480),
          art('/artwork/interior-324-480x480.svg', 480, 480),
          art('/artwork/abstract-325-480x480.svg', 480, 480),
          art('/artwork/workspace-326-480x480.svg', 480, 480),
        ],
      },
    },
  },
  '/page-title/background-video': {
    eyebrow,
    lead: 'A short silent film loops behind the title; the button at the bottom right pauses and plays it. With reduced motion, or below 768 px, it stays still until you press play.',
    look: {
      align: 'left',
      background: {
        kind: 'video',
        src: '/media/contrail-loop.webm',
        poster: '/artwork/aircraft-331-1920x1080.svg',
        label: 'background video',
      },
    },
  },
  '/page-title/mini-version': {
    look: { variant: 'mini', tone: 'alt' },
  },
};
