import { useShopText } from '~/features/shop/use-shop-text.ts';
import type { ReactNode } from 'react';
import type { CartTotals } from '~/features/shop/cart-totals.ts';

/** Subtotal, coupon discount, shipping and total of an order (cents shown as dollars). */
export function OrderSummary({
  totals,
  title,
  shippingLabel,
  lines,
  children,
}: {
  totals: CartTotals;
  title?: string;
  shippingLabel?: string;
  /** Shown between the title and the totals (the order's lines). */
  lines?: ReactNode;
  children?: ReactNode;
}) {
  const row = 'flex justify-between gap-4 py-3';
  const text = useShopText();
  const price = text.price;
  return (
    <div className="rounded-card bg-surface-alt p-6 sm:p-8" data-order-summary>
      <h2 className="text-xl font-bold">{title ?? text.summary.title}</h2>
      {lines}
      <dl className="divide-line mt-4 divide-y">
        <div className={row} data-total="subtotal">
          <dt>{text.summary.subtotal}</dt>
          <dd className="font-semibold">{price(totals.subtotal)}</dd>
        </div>
        {totals.coupon && (
          <div className={row} data-total="discount">
            <dt>
              {text.summary.coupon(totals.coupon.code)}{' '}
              <span className="text-muted text-sm">({totals.coupon.label})</span>
            </dt>
            <dd className="font-semibold">−{price(totals.discount)}</dd>
          </div>
        )}
        <div className={row} data-total="shipping">
          <dt>{shippingLabel ?? text.summary.shipping}</dt>
          <dd className="font-semibold">
            {totals.shipping === 0 ? text.free : price(totals.shipping)}
          </dd>
        </div>
        <div className={`${row} text-lg`} data-total="total">
          <dt className="font-bold">{text.summary.total}</dt>
          <dd className="font-bold">{price(totals.total)}</dd>
        </div>
      </dl>
      {children}
    </div>
  );
}
