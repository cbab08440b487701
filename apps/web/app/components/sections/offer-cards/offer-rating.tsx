import { cn } from '~/components/ui/cn.ts';
import type { Offer, OfferTexts } from './offer-cards.tsx';

function Stars({ value, className }: { value: number; className?: string }) {
  const full = Math.round(value);
  return (
    <span aria-hidden="true" className={cn('tracking-wider', className)}>
      <span className="text-brand">{'★'.repeat(full)}</span>
      <span className="opacity-30">{'★'.repeat(Math.max(0, 5 - full))}</span>
    </span>
  );
}

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
      <Stars value={rating.value} />
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
