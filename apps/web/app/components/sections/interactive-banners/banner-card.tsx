import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';

/** Slide item (spec §3). */
export interface SlideItem {
  subtitle: string;
  title: string;
  img: ArtImageData;
  btnTitle: string;
  btnLink: string;
}

export type BannerVariant =
  'overlay' | 'reveal' | 'caption' | 'zoom' | 'gradient' | 'bordered' | 'split' | 'minimal';

interface Look {
  root: string;
  image: string;
  body: string;
  subtitle: string;
  title: string;
  button: string;
}

const overlayBody =
  'from-inverse/95 via-inverse/60 absolute inset-x-0 bottom-0 bg-gradient-to-t to-transparent p-7 pt-24 text-white';

const looks: Record<BannerVariant, Look> = {
  overlay: {
    root: 'rounded-card relative overflow-hidden',
    image: 'w-full',
    body: overlayBody,
    subtitle: 'text-sm font-semibold tracking-[0.15em] text-white/85 uppercase',
    title: 'mt-2 text-2xl font-bold',
    button: 'mt-5',
  },
  reveal: {
    root: 'group rounded-card relative overflow-hidden',
    image: 'w-full',
    body: cn(
      overlayBody,
      'lg:translate-y-12 lg:transition-transform lg:duration-500 lg:group-focus-within:translate-y-0 lg:group-hover:translate-y-0',
    ),
    subtitle: 'text-sm font-semibold tracking-[0.15em] text-white/85 uppercase',
    title: 'mt-2 text-2xl font-bold',
    button:
      'mt-5 lg:opacity-0 lg:transition-opacity lg:group-focus-within:opacity-100 lg:group-hover:opacity-100',
  },
  caption: {
    root: 'rounded-card bg-surface overflow-hidden shadow-[0_10px_40px_-15px_rgb(0_0_0/0.25)]',
    image: 'w-full',
    body: 'text-ink p-7',
    subtitle: 'text-brand text-sm font-semibold tracking-[0.15em] uppercase',
    title: 'mt-2 text-xl font-bold',
    button: 'mt-4',
  },
  zoom: {
    root: 'group rounded-card relative overflow-hidden',
    image: 'w-full transition-transform duration-700 group-hover:scale-110',
    body: 'bg-inverse/65 absolute inset-0 grid content-center justify-items-center p-7 text-center text-white',
    subtitle: 'text-sm font-semibold tracking-[0.15em] text-white/90 uppercase',
    title: 'mt-2 text-2xl font-bold',
    button: 'mt-5',
  },
  gradient: {
    root: 'rounded-card relative overflow-hidden',
    image: 'w-full',
    body: 'from-brand-strong/95 to-brand/40 absolute inset-0 grid content-end bg-gradient-to-t p-7 text-white',
    subtitle: 'text-sm font-semibold tracking-[0.15em] text-white/90 uppercase',
    title: 'mt-2 text-2xl font-bold',
    button: 'mt-5',
  },
  bordered: {
    root: 'group rounded-card relative overflow-hidden',
    image: 'w-full',
    body: 'bg-inverse/70 absolute inset-4 grid content-end border border-white/60 p-6 text-white transition-[inset] group-focus-within:inset-2 group-hover:inset-2',
    subtitle: 'text-sm font-semibold tracking-[0.15em] text-white/90 uppercase',
    title: 'mt-2 text-xl font-bold',
    button: 'mt-4',
  },
  split: {
    root: 'rounded-card bg-brand text-on-brand overflow-hidden',
    image: 'w-full',
    body: 'p-7',
    subtitle: 'text-sm font-semibold tracking-[0.15em] uppercase opacity-90',
    title: 'mt-2 text-xl font-bold',
    button: 'mt-4',
  },
  minimal: {
    root: '',
    image: 'rounded-card w-full',
    body: 'pt-5',
    subtitle: 'text-muted text-sm font-semibold tracking-[0.15em] uppercase',
    title: 'mt-1 text-xl font-bold',
    button: 'mt-3',
  },
};

const buttons: Record<BannerVariant, 'light' | 'solid' | 'link'> = {
  overlay: 'light',
  reveal: 'light',
  caption: 'link',
  zoom: 'light',
  gradient: 'light',
  bordered: 'light',
  split: 'light',
  minimal: 'link',
};

/** One interactive banner: picture, subtitle, title and an info button, in eight looks. */
export function BannerCard({
  slide,
  variant,
  headingLevel: Heading = 'h3',
}: {
  slide: SlideItem;
  variant: BannerVariant;
  headingLevel?: 'h2' | 'h3';
}) {
  const look = looks[variant];
  return (
    <article className={cn('h-full', look.root)} data-variant={variant}>
      <ArtImage {...slide.img} className={cn('block object-cover', look.image)} />
      <div className={look.body}>
        <p className={look.subtitle}>{slide.subtitle}</p>
        <Heading className={look.title}>{slide.title}</Heading>
        <ButtonLink
          to={slide.btnLink}
          size="sm"
          shape="pill"
          variant={buttons[variant]}
          className={look.button}
          aria-label={`${slide.btnTitle}: ${slide.title}`}
        >
          {slide.btnTitle}
        </ButtonLink>
      </div>
    </article>
  );
}
