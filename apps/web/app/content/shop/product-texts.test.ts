import { describe, expect, it } from 'vitest';
import { shopProducts } from '../shop.ts';
import { productTexts, shopReviews } from './product-texts.ts';

describe('the shop products’ long texts', () => {
  it('gives every product a description and its details, and names no other product', () => {
    const ids = shopProducts.map((product) => product.id);
    expect(Object.keys(productTexts).sort()).toEqual([...ids].sort());
    for (const id of ids) {
      expect(productTexts[id]?.description.length, id).toBeGreaterThan(40);
      expect(productTexts[id]?.details.length, id).toBeGreaterThan(0);
    }
  });

  it('files every review under a product of the shop', () => {
    const ids = new Set(shopProducts.map((product) => product.id));
    expect(shopReviews.filter((review) => !ids.has(review.productId))).toEqual([]);
  });
});
