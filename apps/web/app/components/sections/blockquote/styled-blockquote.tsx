import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';

export type BlockquoteVariant =
  'classic' | 'centered' | 'card' | 'brand' | 'dark' | 'avatar' | 'large';

export interface QuoteData {
  quote: string;
  author: string;
  role?: string;
  avatar?: ArtImageData;
}

const looks: Record<
  BlockquoteVariant,
  { figure: string; text: string; caption: string; mark: string | null }
> = {
  classic: {
    figure: 'border-brand border-s-4 ps-6',
    text: 'text-xl italic',
    caption: 'text-muted',
    mark: null,
  },
  centered: {
    figure: 'mx-auto max-w-3xl text-center',
    text: 'text-2xl font-medium',
    caption: 'text-muted',
    mark: 'text-brand mx-auto mb-4',
  },
  card: {
    figure: 'bg-surface border-line rounded-card border p-8 shadow-lg',
    text: 'text-lg',
    caption: 'text-muted',
    mark: 'text-brand mb-4',
  },
  brand: {
    figure: 'bg-brand rounded-card p-8 text-on-brand',
    text: 'text-xl font-medium',
    caption: 'text-on-brand/90',
    mark: 'mb-4 text-on-brand/80',
  },
  dark: {
    figure: 'bg-inverse rounded-card p-8 text-white',
    text: 'text-xl',
    caption: 'text-white/80',
    mark: 'text-accent mb-4',
  },
  avatar: {
    figure: 'bg-surface-alt rounded-card p-8',
    text: 'text-lg italic',
    caption: 'text-muted',
    mark: null,
  },
  large: {
    figure: 'border-line border-y py-10',
    text: 'font-display text-3xl leading-snug font-semibold sm:text-4xl',
    caption: 'text-muted',
    mark: null,
  },
};

/** A pull quote with its author, in seven styles. */
export function StyledBlockquote({
  data,
  variant = 'classic',
  className,
}: {
  data: QuoteData;
  variant?: BlockquoteVariant;
  className?: string;
}) {
  const look = looks[variant];
  return (
    <figure data-variant={variant} className={cn(look.figure, className)}>
      {look.mark && <Icon name="quote" size={40} className={look.mark} />}
      <blockquote className={look.text}>
        <p>{data.quote}</p>
      </blockquote>
      <figcaption
        className={cn(
          'mt-6 flex items-center gap-3',
          variant === 'centered' && 'justify-center',
          look.caption,
        )}
      >
        {variant === 'avatar' && data.avatar && (
          <ArtImage {...data.avatar} className="size-12 rounded-full object-cover" />
        )}
        <span>
          <span className="font-semibold">{data.author}</span>
          {data.role && <span>{`, ${data.role}`}</span>}
        </span>
      </figcaption>
    </figure>
  );
}
