import { cn } from '~/components/ui/cn.ts';
import { formatPrice } from '~/lib/format-price.ts';

/** Cents as US dollars: 36900 → "$369.00" (the demo shop's currency). */
const dollars = (cents: number) => formatPrice(cents, 'USD', 'en-US');

/** A price in integer cents, and the sale price when it is on sale. */
export interface PriceTagData {
  price: number;
  salePrice?: number;
}

/** The price; on sale, the old price struck through before the sale price. */
export function PriceTag({ product, className }: { product: PriceTagData; className?: string }) {
  if (product.salePrice === undefined)
    return <p className={cn('text-ink font-semibold', className)}>{dollars(product.price)}</p>;
  return (
    <p className={cn('flex items-baseline gap-2 font-semibold', className)}>
      <del className="text-muted text-[0.9em] font-normal">
        <span className="sr-only">Was </span>
        {dollars(product.price)}
      </del>
      <ins className="text-red-700 no-underline dark:text-red-300">
        <span className="sr-only">now </span>
        {dollars(product.salePrice)}
      </ins>
    </p>
  );
}
