import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { shopReviews, type ShopProduct } from '~/content/shop.ts';
import { cn } from '~/components/ui/cn.ts';
import { StarRating } from '~/components/sections/shop/star-rating.tsx';

type TabId = 'description' | 'reviews';

/** Description and reviews as WAI-ARIA tabs (the Tabs section holds text only; these hold lists). */
export function ProductTabs({ product }: { product: ShopProduct }) {
  const id = useId();
  const [tab, setTab] = useState<TabId>('description');
  const reviews = shopReviews.filter((r) => r.productId === product.id);
  const refs = useRef<Record<TabId, HTMLButtonElement | null>>({
    description: null,
    reviews: null,
  });
  const tabs: { id: TabId; label: string }[] = [
    { id: 'description', label: 'Description' },
    { id: 'reviews', label: `Reviews (${reviews.length})` },
  ];
  const onKeyDown = (event: KeyboardEvent) => {
    if (!['ArrowLeft', 'ArrowRight', 'Home', 'End'].includes(event.key)) return;
    event.preventDefault();
    const next: TabId =
      event.key === 'Home'
        ? 'description'
        : event.key === 'End'
          ? 'reviews'
          : tab === 'description'
            ? 'reviews'
            : 'description';
    setTab(next);
    refs.current[next]?.focus();
  };
  return (
    <div className="mt-16">
      <div
        role="tablist"
        aria-label="Product information"
        className="border-line flex gap-8 border-b"
      >
        {tabs.map((t) => (
          <button
            key={t.id}
            ref={(node) => {
              refs.current[t.id] = node;
            }}
            type="button"
            role="tab"
            id={`${id}-${t.id}-tab`}
            aria-selected={tab === t.id}
            aria-controls={`${id}-${t.id}-panel`}
            tabIndex={tab === t.id ? 0 : -1}
            onClick={() => setTab(t.id)}
            onKeyDown={onKeyDown}
            className={cn(
              '-mb-px border-b-2 py-4 font-semibold',
              tab === t.id
                ? 'border-brand text-ink'
                : 'text-muted hover:text-ink border-transparent',
            )}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${id}-description-panel`}
        aria-labelledby={`${id}-description-tab`}
        hidden={tab !== 'description'}
        tabIndex={0}
        className="pt-8"
      >
        <h2 className="sr-only">Description</h2>
        <p className="max-w-3xl text-lg leading-relaxed">{product.description}</p>
        <dl className="mt-8 grid max-w-3xl gap-x-8 gap-y-3 sm:grid-cols-[10rem_1fr]">
          {product.details.map((detail) => (
            <div key={detail.label} className="contents">
              <dt className="font-semibold">{detail.label}</dt>
              <dd className="text-muted">{detail.value}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div
        role="tabpanel"
        id={`${id}-reviews-panel`}
        aria-labelledby={`${id}-reviews-tab`}
        hidden={tab !== 'reviews'}
        tabIndex={0}
        className="pt-8"
      >
        <h2 className="sr-only">Reviews</h2>
        {reviews.length === 0 ? (
          <p className="text-muted">No reviews of this product yet.</p>
        ) : (
          <ul className="flex max-w-3xl flex-col gap-8">
            {reviews.map((review) => (
              <li key={review.author} className="border-line border-b pb-8 last:border-0">
                <h3 className="font-semibold">{review.title}</h3>
                <StarRating rating={review.rating} className="mt-1" />
                <p className="mt-3">{review.body}</p>
                <p className="text-muted mt-2 text-sm">
                  {review.author}, {review.date}
                </p>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
