import type { ShopProduct } from '~/content/shop.ts';
import { cartStore } from './cart-store.ts';

/**
 * Adds one of a product from its card (listing, home demo rail): its first colour and size, the product page
 * letting the shopper choose. Returns the line that confirms it.
 */
export function addFromCard(product: ShopProduct): string {
  cartStore.add({
    productId: product.id,
    colour: product.colours[0] ?? '',
    size: product.sizes?.[0],
    quantity: 1,
  });
  return `${product.name} was added to your cart.`;
}
