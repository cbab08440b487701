import type { Page } from '@playwright/test';
import {
  expect,
  receivedMail,
  seriousAxeViolations,
  test,
  waitForHydration,
} from './support/fixtures.ts';
import { tabTo } from './support/keyboard.ts';
import { addFirstResult } from './support/parts.ts';

// The parts catalogue against the real server, its seeded catalogue and a real SMTP server.

// Long flows on a busy 2-core machine: give them room.
test.describe.configure({ timeout: 180_000 });

const rows = (page: Page) => page.locator('[data-part-row]');
const cartLines = (page: Page) => page.getByTestId('cart-lines').locator('[data-cart-line]');

async function openParts(page: Page, search = '') {
  await page.goto(`/parts${search}`);
  await waitForHydration(page);
}

/** /parts with one part in the cart: the first that a search for an960 finds. */
async function cartWithOnePart(page: Page) {
  await openParts(page, '?q=an960');
  await addFirstResult(page);
  await expect(cartLines(page)).toHaveCount(1);
}

/** Opens the first assembly of a model through the page and waits for its parts. */
async function drillDown(page: Page, modelName: string) {
  await page.getByRole('link', { name: new RegExp(`^${modelName}`) }).click();
  const assembly = page.locator('[data-assembly]').first();
  await expect(assembly).toBeVisible();
  await assembly.click();
  await expect(rows(page).first()).toBeVisible();
}

test('drill down line → model → assembly → parts, and back/forward keep the state', async ({
  page,
}) => {
  await openParts(page);
  await page
    .getByRole('navigation', { name: 'Aircraft line' })
    .getByRole('link', { name: 'Pitts' })
    .click();
  await expect(page).toHaveURL(/line=pitts/);
  await expect(page.getByRole('heading', { name: 'Pitts models' })).toBeVisible();
  await drillDown(page, 'Pitts S-2B');
  await expect(page).toHaveURL(/line=pitts&model=S-2B&assembly=/);
  await expect(page.getByRole('heading', { name: /^Parts of .+\(Pitts S-2B\)$/ })).toBeVisible();
  // IPC columns and a price or "Quote" on every row.
  const header = page.getByTestId('parts-table').locator('thead');
  for (const column of [
    'Fig./item',
    'Part number',
    'Description',
    'Units/assy',
    'Effectivity',
    'Availability',
    'Price',
  ])
    await expect(header).toContainText(column);
  await expect(rows(page).first().locator('td').nth(7)).toHaveText(/^(\$[\d,.]+|Quote)$/);

  await page.goBack();
  await expect(page).toHaveURL(/model=S-2B$/);
  await expect(rows(page)).toHaveCount(0);
  await page.goForward();
  await expect(rows(page).first()).toBeVisible();
});

test('search "an3 5a" finds AN3-5A first, highlighted, with where it is used', async ({ page }) => {
  await openParts(page);
  await page.getByTestId('parts-search').fill('an3 5a');
  await expect(rows(page).first()).toHaveAttribute('data-part-row', 'AN3-5A');
  await expect(rows(page).first().locator('mark')).toHaveText('AN3-5A');
  await expect(rows(page).first().locator('td').nth(2)).toContainText(
    /^Used in \d+ assembl(y|ies) on \d+ models?$/,
  );
  await expect(page).toHaveURL(/q=an3\+5a/);
  // A deep link with the query shows the same results.
  await openParts(page, '?q=MS20995-C32');
  await expect(rows(page).first()).toHaveAttribute('data-part-row', 'MS20995C32');
});

test('a deep link to a model and assembly opens it', async ({ page, request }) => {
  const assemblies = (await (await request.get('/api/models/A-1C-180/assemblies')).json()) as {
    id: string;
    name: string;
  }[];
  const assembly = assemblies[1] ?? assemblies[0];
  if (!assembly) throw new Error('no assemblies');
  await openParts(page, `?line=husky&model=A-1C-180&assembly=${encodeURIComponent(assembly.id)}`);
  await expect(
    page.getByRole('heading', { name: `Parts of ${assembly.name} (Husky A-1C-180)` }),
  ).toBeVisible();
  await expect(page.locator(`[data-assembly="${assembly.id}"]`)).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expect(rows(page).first()).toBeVisible();
});

test('cart: add, change a quantity, step one to 0, remove one; it survives a reload', async ({
  page,
}) => {
  await openParts(page, '?line=husky&model=A-1');
  await page.locator('[data-assembly]').first().click();
  await expect(rows(page).nth(2)).toBeVisible();
  const [a, b, c] = await Promise.all(
    [0, 1, 2].map((i) => rows(page).nth(i).getAttribute('data-part-row')),
  );
  // Two by selection, one on its own.
  await rows(page).nth(0).getByRole('checkbox').check();
  await rows(page).nth(1).getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Add selected (2)' }).click();
  await expect(cartLines(page)).toHaveCount(2);
  await rows(page)
    .nth(2)
    .getByRole('button', { name: /^Add .* to cart$/ })
    .click();
  await expect(cartLines(page)).toHaveCount(3);
  await expect(page.getByRole('link', { name: 'Cart, 3 items' })).toBeVisible();

  const line = (pn: string | null | undefined) =>
    cartLines(page).filter({ has: page.getByText(pn ?? '', { exact: true }) });
  await line(a)
    .getByRole('button', { name: /^Increase/ })
    .click();
  await line(a)
    .getByRole('button', { name: /^Increase/ })
    .click();
  await expect(line(a).getByRole('spinbutton')).toHaveValue('3');
  await line(b)
    .getByRole('button', { name: /^Decrease/ })
    .click();
  await expect(line(b)).toHaveCount(0);
  await line(c)
    .getByRole('button', { name: /^Remove/ })
    .click();
  await expect(cartLines(page)).toHaveCount(1);
  await expect(page.getByTestId('parts-last-updated')).not.toHaveText('not yet');

  // The cart comes back from the server (GET /api/cart): the browser keeps no copy of it.
  const restored = page.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/cart' && response.request().method() === 'GET',
  );
  await page.reload();
  await waitForHydration(page);
  expect((await restored).status()).toBe(200);
  expect(
    await page.evaluate(() => Object.keys(localStorage).filter((key) => /cart/i.test(key))),
  ).toEqual([]);
  await expect(cartLines(page)).toHaveCount(1);
  await expect(line(a).getByRole('spinbutton')).toHaveValue('3');
  // The session lives only in the httpOnly cookie: no page script can read its id.
  const [session] = (await page.context().cookies()).filter((c) =>
    /contrail_session$/.test(c.name),
  );
  expect(session).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain(session!.value);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(
    session!.value,
  );
  // The drawer shows the same cart.
  await page.getByRole('button', { name: /^Cart/ }).click();
  await expect(page.getByTestId('cart-drawer-lines').locator('[data-cart-line]')).toHaveCount(1);
});

test('a failed cart load after a reload says so, logs it and offers Retry', async ({ page }) => {
  await cartWithOnePart(page);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await page.route('**/api/cart', (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"internal","message":"Down"}}',
        })
      : route.fallback(),
  );
  await page.reload();
  await waitForHydration(page);
  const cart = page.getByTestId('cart-lines');
  await expect(cart.getByRole('alert')).toContainText('could not load your cart');
  await expect(cartLines(page)).toHaveCount(0);
  expect(errors.some((text) => text.includes('loadCart failed'))).toBe(true);

  await page.unroute('**/api/cart');
  await cart.getByRole('button', { name: 'Retry' }).click();
  await expect(cartLines(page)).toHaveCount(1);
  await expect(cart.getByRole('alert')).toHaveCount(0);
});

async function fillInquiry(page: Page, email: string) {
  const form = page.getByRole('form', { name: 'Parts inquiry' });
  await form.getByLabel(/^Name/).fill('Ann Pilot');
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel('Phone').fill('+1 907 555 0100');
  await form.getByLabel('Serial number / registration').fill('N123AP');
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  await expect(
    form.getByLabel('State / province').locator('option', { hasText: /^Alaska$/ }),
  ).toHaveCount(1);
  await form.getByLabel('State / province').selectOption({ label: 'Alaska' });
  await expect(form.getByLabel('City').locator('option', { hasText: /^Anchorage$/ })).toHaveCount(
    1,
  );
  await form.getByLabel('City').selectOption({ label: 'Anchorage' });
  await form.getByLabel('Message').fill('Need these before the annual.');
  return form;
}

test('an inquiry reaches the parts desk with the parts and quantities', async ({ page }) => {
  await openParts(page, '?q=an3 5a');
  await expect(rows(page).first()).toHaveAttribute('data-part-row', 'AN3-5A');
  await addFirstResult(page);
  await expect(cartLines(page)).toHaveCount(1);
  const an3 = cartLines(page).first();
  for (let i = 0; i < 3; i++) await an3.getByRole('button', { name: /^Increase/ }).click();
  await expect(an3.getByRole('spinbutton')).toHaveValue('4');

  const email = `ann+${Date.now()}@example.com`;
  const form = await fillInquiry(page, email);
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  const inquiryId = (await page.getByTestId('inquiry-id').textContent())?.trim() ?? '';
  expect(inquiryId).not.toBe('');
  await expect(cartLines(page)).toHaveCount(0);

  await expect
    .poll(
      async () =>
        (await receivedMail()).find(
          (mail) => mail.to.includes('parts-desk@contrail.test') && mail.text.includes(email),
        )?.text ?? '',
      { timeout: 20_000 },
    )
    .toContain('AN3-5A');
  const mail = (await receivedMail()).find(
    (m) => m.to.includes('parts-desk@contrail.test') && m.text.includes(email),
  );
  expect(mail?.text).toContain(inquiryId);
  expect(mail?.text).toMatch(/Qty 4/);
  expect(mail?.text).toContain('Alaska');
  expect(mail?.text).toContain('Need these before the annual.');

  // The customer's copy: the reference and the parts, nothing the sender typed.
  await expect
    .poll(async () => (await receivedMail()).some((m) => m.to.includes(email)), { timeout: 20_000 })
    .toBe(true);
  const copy = (await receivedMail()).find((m) => m.to.includes(email))!;
  expect(copy.text).toContain(inquiryId);
  expect(copy.text).toContain('AN3-5A');
  expect(copy.text).toContain('qty 4');
  for (const typed of ['Need these before the annual.', 'Ann Pilot', 'N123AP', '555 0100']) {
    expect(copy.text).not.toContain(typed);
  }
});

test('a server failure during the inquiry keeps the cart and the form', async ({ page }) => {
  await cartWithOnePart(page);
  const form = await fillInquiry(page, 'fail@example.com');
  const answerInquiry = (status: number, body: string) =>
    page.route('**/api/cart/inquiry', (route) =>
      route.fulfill({ status, contentType: 'application/json', body }),
    );
  /** Sends with `button`; the inquiry fails and the cart stays as it was. */
  const sendFails = async (button: string) => {
    await form.getByRole('button', { name: button }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'could not be sent' })).toBeVisible();
    await expect(cartLines(page)).toHaveCount(1);
  };
  await answerInquiry(500, '{"error":{"code":"internal","message":"Down"}}');
  await sendFails('Send inquiry');
  await expect(form.getByLabel(/^Name/)).toHaveValue('Ann Pilot');
  await expect(form.getByLabel('State / province')).toHaveValue('AK');

  await answerInquiry(400, '{"success":false,"error":"Bad"}');
  await sendFails('Retry sending');

  await page.unroute('**/api/cart/inquiry');
  await form.getByRole('button', { name: 'Retry sending' }).click();
  await expect(page.getByTestId('inquiry-id')).not.toBeEmpty();
});

test('keyboard only: drill down, select, add, change a quantity and send the inquiry', async ({
  page,
}) => {
  await openParts(page);
  await tabTo(page, page.getByRole('link', { name: /^Husky A-1B/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/model=A-1B/);
  const assembly = page.locator('[data-assembly]').first();
  await expect(assembly).toBeVisible();
  await tabTo(page, assembly);
  await page.keyboard.press('Enter');
  await expect(rows(page).first()).toBeVisible();

  await tabTo(page, rows(page).first().getByRole('checkbox'));
  await page.keyboard.press('Space');
  await expect(page.getByRole('button', { name: 'Add selected (1)' })).toBeEnabled();
  await tabTo(page, rows(page).nth(1).getByRole('button', { name: /^Add/ }));
  await page.keyboard.press('Enter');
  await expect(cartLines(page)).toHaveCount(1);
  await page.keyboard.down('Shift');
  await tabTo(page, page.getByRole('button', { name: 'Add selected (1)' }));
  await page.keyboard.up('Shift');
  await page.keyboard.press('Enter');
  await expect(cartLines(page)).toHaveCount(2);

  const increase = cartLines(page)
    .first()
    .getByRole('button', { name: /^Increase/ });
  // Past the exploded view's callouts (one button per item) and every part row.
  await tabTo(page, increase, 400);
  await page.keyboard.press('Enter');
  await expect(cartLines(page).first().getByRole('spinbutton')).toHaveValue('2');

  const form = page.getByRole('form', { name: 'Parts inquiry' });
  await tabTo(page, form.getByLabel(/^Name/));
  await page.keyboard.type('Kay Board');
  await page.keyboard.press('Tab');
  await page.keyboard.type('kay@example.com');
  await tabTo(page, form.getByLabel('Country'));
  await page.keyboard.type('United States');
  await expect(form.getByLabel('Country')).toHaveValue('US');
  await expect(form.getByLabel('State / province')).toBeEnabled();
  await page.keyboard.press('Tab');
  await expect(
    form.getByLabel('State / province').locator('option', { hasText: /^Texas$/ }),
  ).toHaveCount(1);
  await page.keyboard.type('Texas');
  await expect(form.getByLabel('State / province')).toHaveValue('TX');
  await tabTo(page, form.getByRole('button', { name: 'Send inquiry' }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('inquiry-id')).not.toBeEmpty();
  await expect(page.getByRole('status').filter({ hasText: 'Inquiry sent' })).toBeFocused();
});

test('axe: no serious or critical violations on /parts with data, and on the line pages', async ({
  page,
}) => {
  await openParts(page, '?line=husky&model=A-1C-180');
  await page.locator('[data-assembly]').first().click();
  await expect(rows(page).first()).toBeVisible();
  await rows(page).first().getByRole('button', { name: /^Add/ }).click();
  await expect(cartLines(page)).toHaveCount(1);
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByText('Field is required.').first()).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  for (const line of ['husky', 'pitts', 'eagle']) {
    await page.goto(`/${line}`);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(
      page.getByRole('link', { name: /^Open the .* catalogue$/ }).first(),
    ).toHaveAttribute('href', `/parts?line=${line}`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
});

test('a line page shows the session’s cart in its header badge, which leads to the cart', async ({
  page,
}) => {
  await cartWithOnePart(page);
  await page.goto('/eagle');
  await waitForHydration(page);
  // The badge and the parts store it reads are a part of their own; the cart arrives once the page has hydrated.
  const badge = page.getByRole('link', { name: 'Cart, 1 item' });
  await expect(badge).toBeVisible();
  await badge.click();
  await expect(page).toHaveURL(/\/parts#cart$/);
  await expect(cartLines(page)).toHaveCount(1);
});

test('a line page sets the catalogue: /parts then opens on that line', async ({ page }) => {
  await page.goto('/pitts');
  await waitForHydration(page);
  await expect(page.getByRole('link', { name: /^Pitts S-2C/ })).toHaveAttribute(
    'href',
    '/parts?line=pitts&model=S-2C',
  );
  await openParts(page);
  await expect(page.getByRole('heading', { name: 'Pitts models' })).toBeVisible();
});

test('a failed catalogue call shows Retry instead of a blank list', async ({ page }) => {
  let fail = true;
  await page.route('**/api/models/', (route) =>
    fail
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"internal","message":"Down"}}',
        })
      : route.fallback(),
  );
  await openParts(page);
  await expect(
    page.getByRole('alert').filter({ hasText: 'could not load the models' }),
  ).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('link', { name: /^Husky A-1C-180/ })).toBeVisible();
});

test('at a phone width the cart e-mail box keeps room to type in, its buttons below it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openParts(page, '#cart');
  const box = page.getByLabel('Your e-mail for this cart');
  await expect(box).toBeVisible();
  const field = await box.boundingBox();
  const save = await page.getByRole('button', { name: 'Save cart' }).boundingBox();
  // Before: the field shrank to a sliver beside the two buttons.
  expect(field?.width ?? 0).toBeGreaterThan(250);
  expect(save?.y ?? 0).toBeGreaterThan((field?.y ?? 0) + (field?.height ?? 0) - 1);
});

test('the cart drawer, loaded on its first opening, opens from the keyboard and gives the focus back', async ({
  page,
}) => {
  await openParts(page);
  const trigger = page.getByRole('button', { name: /^Cart/ });
  await trigger.focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Parts cart' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByText('Your parts cart is empty.', { exact: false })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(trigger).toBeFocused();
  // Opened again, it is the same drawer (kept mounted).
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('button', { name: 'Close' }).click();
  await expect(drawer).toBeHidden();
});
