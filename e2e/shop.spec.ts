import type { Page } from '@playwright/test';
import { expect, seriousAxeViolations, test, waitForHydration } from './support/fixtures.ts';

const open = async (page: Page, path: string) => {
  await page.goto(path);
  await waitForHydration(page);
};
const badge = (page: Page) => page.locator('header [data-cart-badge]').first();
const cards = (page: Page) => page.locator('[data-product-grid] h3');
const total = (page: Page, name: string) => page.locator(`[data-total="${name}"] dd`);

test('add from a listing, see the badge and cart totals, survive a reload, check out a demo order', async ({
  page,
  problems,
}) => {
  await open(page, '/shop/shop-wide');
  await expect(badge(page)).toHaveAttribute('aria-label', 'Cart, 0 items');
  await page.getByRole('button', { name: /^Add to cart\s*: Pebble side table$/ }).click();
  await expect(page.getByText('Pebble side table was added to your cart.')).toBeVisible();
  await page.getByRole('button', { name: /^Add to cart\s*: Fells knitted throw$/ }).click();
  await expect(badge(page)).toHaveAttribute('aria-label', 'Cart, 2 items');

  await badge(page).click();
  await expect(page).toHaveURL(/\/shop\/shopping-cart$/);
  await expect(page.locator('[data-cart-line]')).toHaveCount(2);
  // $189.00 + $69.00 (sale price); standard shipping is free over $150.
  await expect(total(page, 'subtotal')).toHaveText('$258.00');
  await expect(total(page, 'shipping')).toHaveText('Free');
  await expect(total(page, 'total')).toHaveText('$258.00');
  await page.getByRole('button', { name: 'Increase quantity of fells knitted throw' }).click();
  await expect(total(page, 'total')).toHaveText('$327.00');
  await expect(badge(page)).toHaveAttribute('aria-label', 'Cart, 3 items');

  await page.getByLabel('Coupon code').fill('nothing');
  await page.getByRole('button', { name: 'Apply coupon' }).click();
  await expect(page.getByText('NOTHING is not a valid coupon code.')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The cart lives in localStorage: a reload keeps it.
  await page.reload();
  await waitForHydration(page);
  await expect(page.locator('[data-cart-line]')).toHaveCount(2);
  await expect(total(page, 'total')).toHaveText('$327.00');
  await expect(badge(page)).toHaveAttribute('aria-label', 'Cart, 3 items');

  await page.getByRole('link', { name: 'Proceed to checkout' }).click();
  await expect(page).toHaveURL(/\/shop\/checkout$/);
  await expect(total(page, 'total')).toHaveText('$327.00');
  await page.getByRole('button', { name: 'Place demo order' }).click();
  const form = page.getByRole('form', { name: 'Checkout' });
  await expect(form.getByText('Field is required.')).toHaveCount(6);
  await expect(form.getByText('Choose a country.')).toBeVisible();
  await expect(form.getByText('Please accept the terms to place the order.')).toBeVisible();
  await expect(page.getByLabel('First name *')).toHaveAttribute('aria-invalid', 'true');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel('First name *').fill('Ada');
  await page.getByLabel('Last name *').fill('Byron');
  await page.getByLabel('Email address *').fill('ada@example.com');
  await page.getByLabel('Street address *').fill('12 Hangar Road');
  await page.getByLabel('Town / city *').fill('Leeds');
  await page.getByLabel('Postcode / ZIP *').fill('LS1 4AP');
  await page.getByLabel('Country *').selectOption('United Kingdom');
  await page.getByRole('radio', { name: /Express delivery/ }).check();
  await expect(total(page, 'total')).toHaveText('$351.90');
  await page.getByLabel('I accept the terms of this demo store. *').check();
  await page.getByRole('button', { name: 'Place demo order' }).click();

  await expect(
    page.getByRole('heading', { name: 'Thank you, Ada: your demo order is complete' }),
  ).toBeFocused();
  await expect(page.getByText('No payment was taken')).toBeVisible();
  await expect(badge(page)).toHaveAttribute('aria-label', 'Cart, 0 items');
  await page.goto('/shop/shopping-cart');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('the sidebar listing sorts and filters in the browser', async ({ page, problems }) => {
  await open(page, '/shop/left-sidebar');
  await expect(page.getByText('Showing 6 of 22 products')).toBeVisible();
  await page.getByLabel('Sort by').selectOption('price-asc');
  await expect(cards(page).first()).toHaveText('Meadow cushion cover');
  await page.getByLabel('Sort by').selectOption('newest');
  await expect(cards(page).first()).toHaveText('Fells knitted throw');
  await page.getByRole('radio', { name: /Lighting/ }).check();
  await expect(cards(page)).toHaveText([
    'Ember table lamp',
    'Lantern floor lamp',
    'Halo pendant light',
  ]);
  await page.getByLabel('Max price').fill('150');
  await expect(cards(page)).toHaveText(['Ember table lamp']);
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(page.getByText('Showing 6 of 22 products')).toBeVisible();
  await page.getByRole('button', { name: 'Load more products' }).click();
  await expect(cards(page)).toHaveCount(12);
  expect(problems.consoleErrors).toEqual([]);
});

test('category tiles narrow the list; a card leads to its product, added with options', async ({
  page,
  problems,
}) => {
  await open(page, '/shop/only-categories');
  await page.getByRole('button', { name: /Kitchen & dining/ }).click();
  await expect(cards(page)).toHaveText([
    'Kiln stoneware dinner set',
    'Hearth serving board',
    'Greystone dining table',
  ]);
  await page.getByRole('link', { name: 'Greystone dining table' }).click();
  await expect(page).toHaveURL(/\/shop\/single-product\?product=greystone-dining-table$/);
  await expect(
    page.getByRole('heading', { level: 2, name: 'Greystone dining table' }),
  ).toBeVisible();
  await page.getByLabel('Size').selectOption('Eight seats');
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(badge(page)).toHaveAttribute('aria-label', 'Cart, 2 items');
  await page.getByRole('tab', { name: 'Reviews (2)' }).click();
  await expect(page.getByText('Ten at a squeeze')).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.getByRole('link', { name: 'View cart' }).click();
  await expect(page.getByText('Oak, Eight seats')).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});

test('the single product page opened directly shows the named product after hydration', async ({
  page,
  problems,
}) => {
  await open(page, '/shop/single-product?product=drift-vase');
  await expect(page.getByRole('heading', { level: 2, name: 'Drift vase' })).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});

test('the login and register forms validate and say no account is created', async ({ page }) => {
  await open(page, '/shop/login-register');
  await expect(page.getByText('create no account and sign nobody in')).toBeVisible();
  const register = page.getByRole('form', { name: 'Register' });
  await register.getByLabel('Your name *').fill('Amelia');
  await register.getByLabel('Email address *').fill('amelia@example.com');
  await register.getByLabel('Password *', { exact: true }).fill('short');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register.getByText('Use at least 8 characters.')).toBeVisible();
  await expect(register.getByText('Field is required.')).toBeVisible();
  await register.getByLabel('Password *', { exact: true }).fill('long-enough');
  await register.getByLabel('Confirm password *').fill('long-enough');
  await register.getByRole('button', { name: 'Register' }).click();
  await expect(register.getByText(/no account was created/)).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
