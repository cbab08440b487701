import {
  freeShippingFrom,
  shippingMethods,
  shopCoupons,
  shopProducts,
  type ShippingMethodId,
  type ShopCoupon,
  type ShopProduct,
} from '~/content/shop.ts';
import { lineKey, type CartLine, type CartState } from './cart-store.ts';

export interface PricedLine extends CartLine {
  key: string;
  product: ShopProduct;
  /** Cents, after any sale. */
  unitPrice: number;
  lineTotal: number;
}

export interface CartTotals {
  lines: PricedLine[];
  subtotal: number;
  coupon?: ShopCoupon;
  discount: number;
  shipping: number;
  total: number;
}

/** The coupon with this code (any letter case), if it exists. */
export const findCoupon = (code: string | undefined) =>
  code ? shopCoupons.find((c) => c.code === code.trim().toUpperCase()) : undefined;

export const unitPrice = (product: ShopProduct) => product.salePrice ?? product.price;

/** Shipping in cents for a method and a discounted subtotal (standard is free over the threshold). */
export function shippingCost(method: ShippingMethodId, afterDiscount: number): number {
  const found = shippingMethods.find((m) => m.id === method);
  if (!found) return 0;
  if (method === 'standard' && afterDiscount >= freeShippingFrom) return 0;
  return found.price;
}

/** Prices the cart's lines (lines of unknown products are dropped) and adds up the order. */
export function cartTotals(cart: CartState, method: ShippingMethodId = 'standard'): CartTotals {
  const lines = cart.lines.flatMap((line) => {
    const product = shopProducts.find((p) => p.id === line.productId);
    if (!product) return [];
    const price = unitPrice(product);
    return [
      { ...line, key: lineKey(line), product, unitPrice: price, lineTotal: price * line.quantity },
    ];
  });
  const subtotal = lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const coupon = findCoupon(cart.coupon);
  const raw = !coupon
    ? 0
    : coupon.kind === 'percent'
      ? Math.round((subtotal * coupon.value) / 100)
      : coupon.value;
  const discount = Math.min(subtotal, raw);
  const shipping = lines.length ? shippingCost(method, subtotal - discount) : 0;
  return { lines, subtotal, coupon, discount, shipping, total: subtotal - discount + shipping };
}

export type CouponCheck =
  | { ok: true; coupon: ShopCoupon }
  | { ok: false; reason: 'empty' | 'unknown'; code: string; message: string };

/**
 * Checks a typed coupon code; the form says why one is refused under the field in the page's language
 * (`reason`, the code as written); `message` is the English.
 */
export function checkCoupon(code: string): CouponCheck {
  const typed = code.trim().toUpperCase();
  if (!typed) return { ok: false, reason: 'empty', code: typed, message: 'Enter a coupon code.' };
  const coupon = findCoupon(code);
  if (!coupon)
    return {
      ok: false,
      reason: 'unknown',
      code: typed,
      message: `${typed} is not a valid coupon code.`,
    };
  return { ok: true, coupon };
}
