/**
 * Class tables of the showpieces. Plain classes are the stacked list every variant is without JavaScript and
 * under reduced motion; `enhanced:` classes (app.css: scripts run and motion is welcome) lay out the showpiece
 * from the first paint, before hydration, so turning it on shifts nothing.
 */
export const stack = {
  section: 'bg-surface text-ink relative isolate',
  container: 'mx-auto w-full max-w-7xl px-4 py-24 sm:px-6 lg:px-8',
  list: 'mt-12 grid gap-12',
  item: 'grid gap-5 md:grid-cols-[2fr_3fr] md:items-center md:gap-10',
  media: 'overflow-hidden rounded-card',
  image: 'aspect-[16/10] h-auto w-full object-cover',
  title: 'font-display text-2xl leading-tight font-bold sm:text-3xl',
  summary: 'text-muted mt-3 max-w-prose',
  number: 'text-brand font-display text-sm font-bold tracking-widest',
} as const;

/** The two sliders: the whole slide travels (vertical) or its picture and text halves travel apart (split). */
export type SliderMode = 'vertical' | 'split';

interface SliderLook {
  section: string;
  intro: string;
  slide: string;
  media: string;
  text: string;
  title: string;
  nav: string;
  /** While slides remain ahead, a vertical swipe is the slider's, not the page's. */
  touch: string;
}

const travel =
  'enhanced:transition-[translate] enhanced:duration-700 enhanced:ease-[cubic-bezier(0.7,0,0.2,1)]';

export const sliderLooks: Record<SliderMode, SliderLook> = {
  vertical: {
    section: 'enhanced:h-svh enhanced:min-h-[34rem] enhanced:overflow-hidden enhanced:bg-black',
    intro:
      'enhanced:pointer-events-none enhanced:absolute enhanced:top-24 enhanced:inset-s-4 enhanced:z-10 enhanced:text-white sm:enhanced:inset-s-8 enhanced:[&_h1]:text-lg enhanced:[&>p:last-child]:hidden',
    slide: `enhanced:absolute enhanced:inset-0 enhanced:block enhanced:translate-y-[calc(var(--offset)*100%)] ${travel}`,
    media:
      'enhanced:absolute enhanced:inset-0 enhanced:rounded-none enhanced:after:absolute enhanced:after:inset-0 enhanced:after:bg-[linear-gradient(to_bottom,rgb(0_0_0/0.7),rgb(0_0_0/0.3)_30%,rgb(0_0_0/0.55)_55%,rgb(0_0_0/0.92))]',
    text: 'enhanced:absolute enhanced:inset-x-0 enhanced:bottom-0 enhanced:z-10 enhanced:px-4 enhanced:pb-28 enhanced:text-white sm:enhanced:px-8 lg:enhanced:px-16 lg:enhanced:pe-40 lg:enhanced:pb-20 enhanced:[&_.text-muted]:text-white/80',
    title: 'enhanced:text-5xl sm:enhanced:text-6xl lg:enhanced:text-8xl',
    nav: 'max-lg:enhanced:inset-e-4 max-lg:enhanced:bottom-6 lg:enhanced:top-1/2 lg:enhanced:inset-e-10 lg:enhanced:-translate-y-1/2 lg:enhanced:flex-col',
    touch: 'touch-none',
  },
  split: {
    section: 'enhanced:h-svh enhanced:min-h-[40rem] enhanced:overflow-hidden',
    intro:
      'enhanced:absolute enhanced:z-10 enhanced:[&_h1]:text-base enhanced:[&>p:last-child]:hidden max-md:enhanced:top-[46%] max-md:enhanced:inset-s-4 max-md:enhanced:mt-5 md:enhanced:top-24 md:enhanced:inset-s-[calc(50%+3rem)] lg:enhanced:inset-s-[calc(50%+5rem)]',
    slide: 'enhanced:absolute enhanced:inset-0 enhanced:block',
    media: `enhanced:absolute enhanced:top-0 enhanced:inset-s-0 enhanced:rounded-none enhanced:after:absolute enhanced:after:inset-x-0 enhanced:after:top-0 enhanced:after:h-32 enhanced:after:bg-linear-to-b enhanced:after:from-black/60 max-md:enhanced:h-[46%] max-md:enhanced:w-full max-md:enhanced:translate-x-[calc(var(--offset)*100%)] max-md:enhanced:rtl:translate-x-[calc(var(--offset)*-100%)] md:enhanced:h-full md:enhanced:w-1/2 md:enhanced:translate-y-[calc(var(--offset)*100%)] ${travel}`,
    text: `enhanced:bg-surface enhanced:absolute enhanced:inset-e-0 enhanced:bottom-0 enhanced:flex enhanced:flex-col enhanced:justify-center max-md:enhanced:h-[54%] max-md:enhanced:w-full max-md:enhanced:translate-x-[calc(var(--offset)*-100%)] max-md:enhanced:rtl:translate-x-[calc(var(--offset)*100%)] max-md:enhanced:px-4 max-md:enhanced:pt-14 max-md:enhanced:pb-20 md:enhanced:h-full md:enhanced:w-1/2 md:enhanced:translate-y-[calc(var(--offset)*-100%)] md:enhanced:px-12 lg:enhanced:px-20 ${travel}`,
    title: 'enhanced:text-3xl md:enhanced:text-5xl lg:enhanced:text-6xl',
    nav: 'max-md:enhanced:inset-e-4 max-md:enhanced:bottom-5 md:enhanced:inset-e-10 md:enhanced:bottom-10',
    touch: 'touch-pan-y',
  },
};
