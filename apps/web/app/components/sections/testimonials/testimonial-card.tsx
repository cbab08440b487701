import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { StarRating } from '~/components/ui/star-rating.tsx';

export interface Testimonial {
  id: number;
  quote: string;
  name: string;
  role: string;
  avatar: ArtImageData;
  /** 1–5 stars. */
  rating: number;
  /** A short headline, shown by the `headline` style. */
  title?: string;
}

export type TestimonialVariant =
  'classic' | 'bubble' | 'centered' | 'card' | 'minimal' | 'side' | 'dark' | 'outline' | 'headline';

interface Look {
  frame: string;
  quote: string;
  avatar: string;
  author: string;
  role: string;
  stars: boolean;
  mark: boolean;
}

const looks: Record<TestimonialVariant, Look> = {
  classic: {
    frame: 'flex flex-col gap-6',
    quote: 'text-lg text-ink',
    avatar: 'size-14 rounded-full',
    author: 'flex items-center gap-4',
    role: 'text-muted',
    stars: false,
    mark: true,
  },
  bubble: {
    frame: 'flex flex-col gap-8',
    quote:
      'relative rounded-card bg-surface-alt p-8 text-lg after:absolute after:-bottom-3 after:inset-s-10 after:size-6 after:rotate-45 after:bg-surface-alt',
    avatar: 'size-14 rounded-full',
    author: 'flex items-center gap-4 ps-6',
    role: 'text-muted',
    stars: false,
    mark: false,
  },
  centered: {
    frame: 'mx-auto flex max-w-3xl flex-col-reverse items-center gap-6 text-center',
    quote: 'text-xl leading-relaxed sm:text-2xl',
    avatar: 'size-24 rounded-full ring-4 ring-brand-soft',
    author: 'flex flex-col items-center gap-3',
    role: 'text-muted',
    stars: true,
    mark: false,
  },
  card: {
    frame: 'flex h-full flex-col gap-6 rounded-card bg-surface p-8 shadow-lg',
    quote: 'flex-1 text-ink',
    avatar: 'size-12 rounded-full',
    author: 'flex items-center gap-4 border-t border-line pt-6',
    role: 'text-muted',
    stars: true,
    mark: false,
  },
  minimal: {
    frame: 'flex flex-col gap-6',
    quote: 'font-display text-2xl font-semibold leading-snug sm:text-3xl',
    avatar: 'hidden',
    author: 'flex items-center gap-4 before:h-0.5 before:w-10 before:bg-brand',
    role: 'text-muted',
    stars: false,
    mark: false,
  },
  side: {
    frame: 'grid items-center gap-8 sm:grid-cols-[10rem_1fr]',
    quote: 'text-lg sm:col-start-2 sm:row-start-1',
    avatar: 'size-40 rounded-card',
    author: 'flex flex-col gap-2 sm:col-start-1 sm:row-start-1',
    role: 'text-muted',
    stars: true,
    mark: false,
  },
  dark: {
    frame: 'flex h-full flex-col gap-6 rounded-card bg-inverse p-8 text-white',
    quote: 'flex-1 text-white/90',
    avatar: 'size-12 rounded-full',
    author: 'flex items-center gap-4',
    role: 'text-white/75',
    stars: false,
    mark: true,
  },
  outline: {
    frame:
      'flex h-full flex-col gap-6 rounded-card border border-line border-s-4 border-s-brand p-8',
    quote: 'flex-1 text-ink',
    avatar: 'size-12 rounded-full',
    author: 'flex items-center gap-4',
    role: 'text-muted',
    stars: false,
    mark: true,
  },
  headline: {
    frame: 'flex h-full flex-col gap-4 rounded-card bg-brand-soft p-8',
    quote: 'flex-1 text-ink',
    avatar: 'size-12 rounded-full',
    author: 'flex items-center gap-4 pt-2',
    role: 'text-muted',
    stars: true,
    mark: false,
  },
};

/** One customer quote in one of nine styles. */
export function TestimonialCard({
  testimonial: t,
  variant = 'classic',
  className,
}: {
  testimonial: Testimonial;
  variant?: TestimonialVariant;
  className?: string;
}) {
  const look = looks[variant];
  return (
    <figure className={cn(look.frame, className)}>
      {look.mark && <Icon name="quote" size={40} className="text-brand" strokeWidth={1.4} />}
      {variant === 'headline' && t.title && <p className="text-xl font-bold">{t.title}</p>}
      {look.stars && variant !== 'centered' && variant !== 'side' && (
        <StarRating rating={t.rating} size={18} />
      )}
      <blockquote className={look.quote}>
        <p>{t.quote}</p>
      </blockquote>
      <figcaption className={look.author}>
        <ArtImage {...t.avatar} alt="" className={cn('object-cover', look.avatar)} />
        <span>
          <span className="block font-bold">{t.name}</span>
          <span className={cn('block text-sm', look.role)}>{t.role}</span>
        </span>
        {look.stars && (variant === 'centered' || variant === 'side') && (
          <StarRating rating={t.rating} size={18} />
        )}
      </figcaption>
    </figure>
  );
}
