import { rowsOf } from './rows.ts';
import type { SiteRoute } from './types.ts';

const listing = rowsOf('shop', '/shop/', 'pages/shop/shop-listing.tsx');

/** /shop/* pages: the demo store (its cart lives in the browser, see features/shop). */
export const shopRoutes: readonly SiteRoute[] = [
  listing(
    'shop-wide',
    'Shop wide',
    'The full product range in a wide grid, with sorting, a category filter and load more.',
  ),
  listing(
    'left-sidebar',
    'Shop left sidebar',
    'Products beside a filter sidebar on the left: category, price range and colour.',
  ),
  listing(
    'right-sidebar',
    'Shop right sidebar',
    'Products beside a filter sidebar on the right: category, price range and colour.',
  ),
  listing(
    'only-categories',
    'Shop only categories',
    'Category tiles above the product grid: pick one to narrow the list.',
  ),
  {
    path: '/shop/single-product',
    title: 'Single product',
    group: 'shop',
    module: 'pages/shop/single-product.tsx',
    description:
      'One product with a picture gallery, colour and size options, quantity and reviews.',
  },
  {
    path: '/shop/shopping-cart',
    title: 'Shopping cart',
    group: 'shop',
    module: 'pages/shop/shopping-cart.tsx',
    description:
      'The demo cart: change quantities, remove items, apply a coupon and see the totals.',
  },
  {
    path: '/shop/checkout',
    title: 'Checkout',
    group: 'shop',
    module: 'pages/shop/checkout.tsx',
    description:
      'Billing details, shipping method and order summary; places a demo order, no payment.',
  },
  {
    path: '/shop/login-register',
    title: 'Login / register',
    group: 'shop',
    module: 'pages/shop/login-register.tsx',
    description:
      'Log-in and registration forms checked in the browser; demo forms that create no account.',
  },
];
