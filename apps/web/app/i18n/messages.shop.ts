import { formatPrice } from '~/lib/format-price.ts';

// The shop's cart and checkout in English: the shape every other language's module follows
// (messages.shop.de.ts, messages.shop.ar.ts). The shop's components read them with useShopText(): a translated
// shop page's route module adds its language's as `shop` to the catalogue it hands to I18nProvider; the
// English pages provide none and get these (the shop's own defaults). Product data stays as the shop has it.

export interface ShopMessages {
  /** US dollars written the language's way. */
  price: (cents: number) => string;
  free: string;
  each: (price: string) => string;
  cart: {
    label: string;
    empty: string;
    emptyText: string;
    continueShopping: string;
    items: string;
    quantityOf: (product: string) => string;
    remove: string;
    /** After "Remove", for screen readers. */
    removeWhat: (product: string) => string;
    standardShipping: string;
    freeOver: string;
    checkout: string;
  };
  summary: {
    title: string;
    subtotal: string;
    coupon: (code: string) => string;
    shipping: string;
    total: string;
  };
  coupon: {
    form: string;
    label: string;
    apply: string;
    empty: string;
    unknown: (code: string) => string;
    applied: (code: string) => string;
    remove: string;
    hint: (code: string, label: string) => string;
  };
  added: { viewCart: string };
  checkout: {
    label: string;
    yourOrder: string;
    thanks: (name: string) => string;
    demoNote: (email: string) => string;
    demoSummary: string;
    backToShop: string;
    emptyText: string;
  };
}

export const shopEn: ShopMessages = {
  price: (cents) => formatPrice(cents, 'USD', 'en-US'),
  free: 'Free',
  each: (price) => `${price} each`,
  cart: {
    label: 'Shopping cart',
    empty: 'Your cart is empty',
    emptyText: 'Nothing here yet. Browse the shop and add something you like.',
    continueShopping: 'Continue shopping',
    items: 'Items in your cart',
    quantityOf: (product) => `Quantity of ${product}`,
    remove: 'Remove',
    removeWhat: (product) => ` ${product} from cart`,
    standardShipping: 'Standard shipping',
    freeOver: 'Standard delivery is free over $150.',
    checkout: 'Proceed to checkout',
  },
  summary: {
    title: 'Cart totals',
    subtotal: 'Subtotal',
    coupon: (code) => `Coupon ${code}`,
    shipping: 'Shipping',
    total: 'Total',
  },
  coupon: {
    form: 'Coupon',
    label: 'Coupon code',
    apply: 'Apply coupon',
    empty: 'Enter a coupon code.',
    unknown: (code) => `${code} is not a valid coupon code.`,
    applied: (code) => `Coupon ${code} applied.`,
    remove: 'Remove coupon',
    hint: (code, label) => `Demo store: try the code ${code} (${label}).`,
  },
  added: { viewCart: 'View cart' },
  checkout: {
    label: 'Checkout',
    yourOrder: 'Your order',
    thanks: (name) => `Thank you, ${name}: your demo order is complete`,
    demoNote: (email) =>
      `This is a demo store. No payment was taken, no order was sent anywhere and nothing will be delivered; no e-mail goes to ${email}. Your cart has been emptied.`,
    demoSummary: 'Demo order summary',
    backToShop: 'Back to the shop',
    emptyText: 'Add something to your cart before checking out.',
  },
};
