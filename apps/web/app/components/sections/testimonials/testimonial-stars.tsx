import { Icon } from '~/components/ui/icon.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';

/** A testimonial's stars for screen readers, in English (messages.sections.* for a translated demo). */
const ratedInEnglish = (stars: number) => `Rated ${stars} out of 5`;

export function Stars({ rating }: { rating: number }) {
  const rated = useMessages().rated ?? ratedInEnglish;
  return (
    <div role="img" aria-label={rated(rating)} className="flex gap-0.5 text-amber-500">
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon
          key={star}
          name="star"
          size={18}
          className={star <= rating ? 'fill-current' : 'text-line'}
        />
      ))}
    </div>
  );
}
