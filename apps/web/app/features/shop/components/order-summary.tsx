import type { ReactNode } from 'react';
import type { CartTotals } from '~/features/shop/cart-totals.ts';
import { formatPrice } from '~/components/sections/shop/format-price.ts';

/** Subtotal, coupon discount, shipping and total of an order (cents shown as dollars). */
export function OrderSummary({
  totals,
  title = 'Cart totals',
  shippingLabel = 'Shipping',
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
  return (
    <div className="rounded-card bg-surface-alt p-6 sm:p-8" data-order-summary>
      <h2 className="text-xl font-bold">{title}</h2>
      {lines}
      <dl className="divide-line mt-4 divide-y">
        <div className={row} data-total="subtotal">
          <dt>Subtotal</dt>
          <dd className="font-semibold">{formatPrice(totals.subtotal)}</dd>
        </div>
        {totals.coupon && (
          <div className={row} data-total="discount">
            <dt>
              Coupon {totals.coupon.code}{' '}
              <span className="text-muted text-sm">({totals.coupon.label})</span>
            </dt>
            <dd className="font-semibold">−{formatPrice(totals.discount)}</dd>
          </div>
        )}
        <div className={row} data-total="shipping">
          <dt>{shippingLabel}</dt>
          <dd className="font-semibold">
            {totals.shipping === 0 ? 'Free' : formatPrice(totals.shipping)}
          </dd>
        </div>
        <div className={`${row} text-lg`} data-total="total">
          <dt className="font-bold">Total</dt>
          <dd className="font-bold">{formatPrice(totals.total)}</dd>
        </div>
      </dl>
      {children}
    </div>
  );
}
