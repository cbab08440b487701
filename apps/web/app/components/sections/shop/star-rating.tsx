import { cn } from '~/components/ui/cn.ts';

/** Five stars, announced as "Rated 4 out of 5". */
export function StarRating({ rating, className }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`Rated ${rating} out of 5`}
      className={cn('inline-flex gap-0.5 text-amber-600', className)}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <svg key={star} viewBox="0 0 24 24" width={16} height={16} aria-hidden="true">
          <path
            d="M12 3l2.8 5.7 6.2.9-4.5 4.4 1.1 6.2L12 17.3 6.4 20.2l1.1-6.2L3 9.6l6.2-.9L12 3z"
            fill={star <= rating ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth={1.6}
          />
        </svg>
      ))}
    </span>
  );
}
