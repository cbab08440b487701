import { useMessages } from '~/i18n/i18n-context.tsx';
import { cn } from './cn.ts';
import { Icon } from './icon.tsx';

/** "Rated 4 out of 5" in English; a translated page's messages say it in its language (messages.sections.*). */
const ratedInEnglish = (stars: number) => `Rated ${stars} out of 5`;

interface StarRatingProps {
  /** Out of 5; drawn to the nearest whole star. */
  rating: number;
  /** Each star's width and height in px. */
  size?: number;
  /** Amber (the shop's and the testimonials'), or the page's brand colour. */
  tone?: 'amber' | 'brand';
  /** Hidden from screen readers: the rating is said in words beside the stars. */
  decorative?: boolean;
  className?: string;
}

const tones = { amber: 'text-amber-600', brand: 'text-brand' } as const;

/**
 * Five stars, the first `rating` of them filled, the others outlined in the same colour; announced as one
 * image, "Rated 4 out of 5" (the page's language), unless `decorative`.
 */
export function StarRating({
  rating,
  size = 16,
  tone = 'amber',
  decorative = false,
  className,
}: StarRatingProps) {
  const rated = useMessages().rated ?? ratedInEnglish;
  const filled = Math.round(rating);
  return (
    <span
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : rated(rating)}
      aria-hidden={decorative || undefined}
      className={cn('inline-flex shrink-0 gap-0.5', tones[tone], className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon
          key={star}
          name="star"
          size={size}
          strokeWidth={1.6}
          className={star <= filled ? 'fill-current' : undefined}
        />
      ))}
    </span>
  );
}
