import { describe, expect, it } from 'vitest';
import type { CartState } from './cart-store.ts';
import { cartTotals, checkCoupon, shippingCost } from './cart-totals.ts';

// Sample prices (content/shop.ts): the Drift vase is on sale at 3900, the serving board 5900, the
// Ashford chair 36900 on sale; standard shipping 990, free from 15000 after discount.
const line = (productId: string, quantity: number) => ({ productId, colour: 'sand', quantity });

describe('cart totals (integer cents)', () => {
  it('adds sale prices times quantities and charges standard shipping under the threshold', () => {
    const cart: CartState = { lines: [line('drift-vase', 2), line('hearth-serving-board', 1)] };
    const totals = cartTotals(cart);
    expect(totals.lines.map((l) => l.lineTotal)).toEqual([7800, 5900]);
    expect(totals.subtotal).toBe(13700);
    expect(totals.shipping).toBe(990);
    expect(totals.total).toBe(14690);
    expect(Number.isInteger(totals.total)).toBe(true);
  });

  it('ships free from $150 after the discount, and charges express or nothing for pickup', () => {
    const cart: CartState = { lines: [line('ashford-lounge-chair', 1)] };
    expect(cartTotals(cart).shipping).toBe(0);
    expect(cartTotals(cart, 'express').shipping).toBe(2490);
    expect(cartTotals(cart, 'pickup').total).toBe(36900);
    expect(shippingCost('standard', 14999)).toBe(990);
    expect(shippingCost('standard', 15000)).toBe(0);
  });

  it('applies a percent coupon rounded to the cent, before the shipping threshold', () => {
    // 3 × 5900 = 17700; 10% = 1770 → 15930, still free shipping.
    const totals = cartTotals({ lines: [line('hearth-serving-board', 3)], coupon: 'flight10' });
    expect(totals.discount).toBe(1770);
    expect(totals.shipping).toBe(0);
    expect(totals.total).toBe(15930);
    // 1 × 3900 with 10%: 390 off, 3510 + 990 shipping.
    const small = cartTotals({ lines: [line('drift-vase', 1)], coupon: 'FLIGHT10' });
    expect([small.discount, small.shipping, small.total]).toEqual([390, 990, 4500]);
  });

  it('never discounts more than the subtotal and ignores unknown products and codes', () => {
    const totals = cartTotals({
      lines: [line('meadow-cushion-cover', 1), line('no-such-thing', 4)],
      coupon: 'WELCOME15',
    });
    expect(totals.lines).toHaveLength(1);
    expect(totals.discount).toBe(1500);
    expect(cartTotals({ lines: [line('drift-vase', 1)], coupon: 'NOPE' }).discount).toBe(0);
    expect(cartTotals({ lines: [] })).toMatchObject({ subtotal: 0, shipping: 0, total: 0 });
  });

  it('explains an empty or unknown coupon code', () => {
    expect(checkCoupon('  ')).toMatchObject({
      ok: false,
      reason: 'empty',
      message: 'Enter a coupon code.',
    });
    expect(checkCoupon('save50')).toMatchObject({
      ok: false,
      code: 'SAVE50',
      message: 'SAVE50 is not a valid coupon code.',
    });
    expect(checkCoupon(' flight10 ')).toMatchObject({ ok: true, coupon: { code: 'FLIGHT10' } });
  });
});
