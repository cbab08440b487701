import { cn } from '~/components/ui/cn.ts';
import { formatPrice } from './format-price.ts';

/** A price in integer cents, and the sale price when it is on sale. */
export interface PriceTagData {
  price: number;
  salePrice?: number;
}

/** The price; on sale, the old price struck through before the sale price. */
export function PriceTag({ product, className }: { product: PriceTagData; className?: string }) {
  if (product.salePrice === undefined)
    return <p className={cn('text-ink font-semibold', className)}>{formatPrice(product.price)}</p>;
  return (
    <p className={cn('flex items-baseline gap-2 font-semibold', className)}>
      <del className="text-muted text-[0.9em] font-normal">
        <span className="sr-only">Was </span>
        {formatPrice(product.price)}
      </del>
      <ins className="text-red-700 no-underline dark:text-red-300">
        <span className="sr-only">now </span>
        {formatPrice(product.salePrice)}
      </ins>
    </p>
  );
}
