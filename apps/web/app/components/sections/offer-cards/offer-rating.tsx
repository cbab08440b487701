import { StarRating } from '~/components/ui/star-rating.tsx';
import type { Offer, OfferTexts } from './offer-cards.tsx';

/** The stars (decorative), the rating as read aloud and shown, and the review count. */
export function OfferRating({
  rating,
  texts,
  decimal,
  overlay,
}: {
  rating: NonNullable<Offer['rating']>;
  texts: OfferTexts;
  decimal: Intl.NumberFormat;
  overlay: boolean;
}) {
  return (
    <p className="flex items-center gap-2 text-sm">
      <StarRating rating={rating.value} size={14} tone="brand" decorative />
      <span className="sr-only">{texts.rated(decimal.format(rating.value), 5)}</span>
      <span aria-hidden="true" className="font-semibold">
        {decimal.format(rating.value)}
      </span>
      {rating.count !== undefined && (
        <span className={overlay ? 'text-white/80' : 'text-muted'}>
          ({texts.reviews(rating.count)})
        </span>
      )}
    </p>
  );
}
