import type { ShopProduct } from '~/content/shop.ts';
import { productTexts, shopReviews, type ProductText } from '~/content/shop/product-texts.ts';
import { StarRating } from '~/components/ui/star-rating.tsx';
import { Tabs } from '~/components/sections/tabs/tabs.tsx';

function Description({ text }: { text: ProductText }) {
  return (
    <>
      <h2 className="sr-only">Description</h2>
      <p className="max-w-3xl text-lg leading-relaxed">{text.description}</p>
      <dl className="mt-8 grid max-w-3xl gap-x-8 gap-y-3 sm:grid-cols-[10rem_1fr]">
        {text.details.map((detail) => (
          <div key={detail.label} className="contents">
            <dt className="font-semibold">{detail.label}</dt>
            <dd className="text-muted">{detail.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

function Reviews({ reviews }: { reviews: typeof shopReviews }) {
  return (
    <>
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
    </>
  );
}

/**
 * Description and reviews in the shared tabs section (WAI-ARIA tabs; the panels hold lists). A part of the
 * product page of its own (product-detail.tsx), with the texts it reads.
 */
export function ProductTabs({ product }: { product: ShopProduct }) {
  const text = productTexts[product.id] ?? { description: product.summary, details: [] };
  const reviews = shopReviews.filter((r) => r.productId === product.id);
  return (
    <Tabs
      label="Product information"
      align="start"
      className="mt-16"
      items={[
        { id: 'description', label: 'Description', panel: <Description text={text} /> },
        {
          id: 'reviews',
          label: `Reviews (${reviews.length})`,
          panel: <Reviews reviews={reviews} />,
        },
      ]}
    />
  );
}
