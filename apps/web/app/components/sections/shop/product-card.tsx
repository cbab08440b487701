import { Link } from 'react-router';
import type { ShopProduct } from '~/content/shop.ts';
import { cartStore } from '~/features/shop/cart-store.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { Button } from '~/components/ui/button.tsx';
import { PriceTag } from './price-tag.tsx';
import { productHref } from './product-link.ts';
import { StarRating } from './star-rating.tsx';

/** A product in a listing: picture, name (links to the product), rating, price and an add-to-cart button. */
export function ProductCard({ product, onAdded }: { product: ShopProduct; onAdded?: () => void }) {
  const [image] = product.images;
  const add = () => {
    // From a card: the first colour and size; the product page lets the shopper choose.
    cartStore.add({
      productId: product.id,
      colour: product.colours[0] ?? '',
      size: product.sizes?.[0],
      quantity: 1,
    });
    onAdded?.();
  };
  return (
    <article className="group flex flex-col" data-product={product.id}>
      <div className="rounded-card bg-surface-alt relative overflow-hidden">
        {image && (
          <ArtImage {...image} className="aspect-square w-full object-cover" loading="lazy" />
        )}
        {product.salePrice !== undefined && (
          <span className="absolute top-3 left-3 rounded-full bg-red-700 px-3 py-1 text-xs font-bold text-white uppercase">
            Sale
          </span>
        )}
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-1.5">
        <h3 className="text-lg font-semibold">
          <Link to={productHref(product.id)} className="hover:text-brand">
            {product.name}
          </Link>
        </h3>
        <StarRating rating={product.rating} />
        <PriceTag product={product} />
        <Button variant="outline" size="sm" className="mt-auto self-start" onClick={add}>
          Add to cart<span className="sr-only">: {product.name}</span>
        </Button>
      </div>
    </article>
  );
}
