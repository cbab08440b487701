import type { Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// Issue 20: a form's code (react-hook-form, its state, zod) is not part of the page's first load; it loads
// on the form's first interaction and takes over the same markup, keeping what was typed, moving nothing,
// and making a submit pressed before it arrived.

test.describe.configure({ timeout: 90_000 });

const contactCode = /\/assets\/contact-form-logic-[\w-]+\.js$/;

/** Holds the requests matching `url` until `release()` is called. */
async function holdRequests(page: Page, url: RegExp) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route: Route) => {
    await gate;
    await route.continue();
  });
  return release;
}

/** Records every layout shift from now on (input or not). */
async function recordShifts(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __shifts: number[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        w.__shifts.push(entry.value);
    }).observe({ type: 'layout-shift' });
  });
}
const shifts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shifts: number[] }).__shifts);

test('/page/contact-simple: the form’s code loads on its first focus, takes over what was typed, keeps the focus and moves nothing', async ({
  page,
  problems,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (contactCode.test(request.url())) requested.push(request.url());
  });
  await page.goto('/page/contact-simple');
  await waitForHydration(page);
  expect(requested, 'not part of the first load').toEqual([]);

  const form = page.getByRole('form', { name: 'Contact form' });
  const box = await form.boundingBox();
  await recordShifts(page);
  const release = await holdRequests(page, contactCode);
  const name = form.getByLabel('Your name *');
  await name.click();
  await page.keyboard.type('Ada Love');
  expect(requested).toHaveLength(1);
  // The code arrives while the visitor is in the field: nothing typed is lost, typing goes on.
  const arrived = page.waitForResponse(contactCode);
  release();
  await arrived;
  await expect
    .poll(() => name.evaluate((input) => input === document.activeElement && input.isConnected))
    .toBe(true);
  await page.keyboard.type('lace');
  await expect(name).toHaveValue('Ada Lovelace');
  expect(await form.boundingBox()).toEqual(box);
  expect(await shifts(page), 'layout shifts while the code took over').toEqual([]);
  await name.blur();
  await form.getByLabel('Email address *').fill('not-an-address');
  await form.getByLabel('Email address *').blur();
  await expect(form.getByText('Invalid email.')).toBeVisible();
  expect(problems.consoleErrors).toEqual([]);
});

test('/page/contact-simple: a submit pressed before the code arrived is sent once it is in, as typed', async ({
  page,
}) => {
  await page.goto('/page/contact-simple');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Contact form' });
  const release = await holdRequests(page, contactCode);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/send') && request.method() === 'POST')
      posts.push(request.postData() ?? '');
  });
  const email = `early+${Date.now()}@example.com`;
  await form.getByLabel('Your name *').fill('Early Bird');
  await form.getByLabel('Email address *').fill(email);
  await form.getByLabel('Your message *').fill('Pressed before the code came.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send message' }).click();
  await page.waitForTimeout(300);
  expect(posts).toEqual([]);
  release();
  await expect(form.locator('[aria-live="polite"]')).toContainText('your message has been sent', {
    timeout: 20_000,
  });
  expect(posts).toHaveLength(1);
  expect(JSON.parse(posts[0] ?? '{}')).toEqual({
    kind: 'contact',
    name: 'Early Bird',
    email,
    phone: '',
    message: 'Pressed before the code came.',
    consent: true,
  });
});

test('/home-restaurant: a booking submitted before the code arrived shows its messages under the fields, the rest kept', async ({
  page,
}) => {
  await page.goto('/home-restaurant');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Book a table at Aurelia' });
  await form.scrollIntoViewIfNeeded();
  const release = await holdRequests(page, /\/assets\/booking-form-logic-[\w-]+\.js$/);
  await form.getByLabel(/^Time/).selectOption('19:30');
  await form.getByLabel(/^Party size/).fill('40');
  await form.getByLabel(/^Your name/).fill('Ewan Murray');
  await form.getByRole('button', { name: 'Book a table' }).click();
  release();
  await expect(form.getByLabel(/^Party size/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('From 1 to 8.')).toBeVisible();
  await expect(form.getByLabel(/^Date/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(/^Time/)).toHaveValue('19:30');
  await expect(form.getByLabel(/^Your name/)).toHaveValue('Ewan Murray');
  await expect(form.getByLabel(/^Your name/)).not.toHaveAttribute('aria-invalid', 'true');
});

test('/shop/login-register: neither form’s code is in the first load; what was typed before it arrived stays', async ({
  page,
}) => {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/account-forms-logic-[\w-]+\.js$/.test(request.url()))
      requested.push(request.url());
  });
  await page.goto('/shop/login-register');
  await waitForHydration(page);
  expect(requested).toEqual([]);
  const login = page.locator('form[data-login-form]');
  await login.getByLabel('Email address *').fill('pilot@example.com');
  await login.getByLabel('Password *').fill('secret');
  await login.getByRole('checkbox', { name: 'Remember me' }).check();
  await expect.poll(() => requested.length).toBe(1);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('status')).toContainText('nobody was signed in');
  await expect(login.getByLabel('Email address *')).toHaveValue('pilot@example.com');
  await expect(login.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
});
