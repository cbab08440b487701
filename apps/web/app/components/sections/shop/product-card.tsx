import { Link } from 'react-router';
import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { Button } from '~/components/ui/button.tsx';
import { PriceTag, type PriceTagData } from './price-tag.tsx';
import { StarRating } from '~/components/ui/star-rating.tsx';

/** What a product card shows (prices in integer cents). */
export interface ProductCardData extends PriceTagData {
  id: string;
  name: string;
  /** 0 to 5 stars. */
  rating: number;
  /** The first one is the card's picture. */
  images: readonly ArtImageData[];
}

export interface ProductCardProps {
  product: ProductCardData;
  /** Where the product's name leads (its product page). */
  href: string;
  /** Called by the add-to-cart button. */
  onAdd: () => void;
}

/** A product in a listing: picture, name (links to the product), rating, price and an add-to-cart button. */
export function ProductCard({ product, href, onAdd }: ProductCardProps) {
  const [image] = product.images;
  return (
    <article className="group flex flex-col" data-product={product.id}>
      <div className="rounded-card bg-surface-alt relative overflow-hidden">
        {image && (
          <ArtImage {...image} className="aspect-square w-full object-cover" loading="lazy" />
        )}
        {product.salePrice !== undefined && (
          <span className="absolute inset-s-3 top-3 rounded-full bg-red-700 px-3 py-1 text-xs font-bold text-white uppercase">
            Sale
          </span>
        )}
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-1.5">
        <h3 className="text-lg font-semibold">
          <Link to={href} className="hover:text-brand">
            {product.name}
          </Link>
        </h3>
        <StarRating rating={product.rating} />
        <PriceTag product={product} />
        <Button variant="outline" size="sm" className="mt-auto self-start" onClick={onAdd}>
          Add to cart<span className="sr-only">: {product.name}</span>
        </Button>
      </div>
    </article>
  );
}
