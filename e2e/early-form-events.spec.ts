import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';

// Issue 38: a visitor's first click, key or tap on a form is never lost, whatever the network. The page's
// scripts are held back here (every JS chunk answered late), so each move below lands on the prerendered
// form before React runs: the inline script of shell/early-events.ts keeps it, and the live form makes it
// once the page has hydrated.

test.describe.configure({ timeout: 90_000 });

/** How long each script of the site is held back. */
const scriptDelayMs = 1_500;

/** Answers every JS chunk of the site `scriptDelayMs` late. */
async function slowScripts(page: Page) {
  await page.route(/\/assets\/[^/]+\.js$/, async (route: Route) => {
    await new Promise((resolve) => setTimeout(resolve, scriptDelayMs));
    await route.continue();
  });
}

/** Opens `path` with its scripts late and returns as soon as the page's load event has fired. */
async function openBeforeScripts(page: Page, path: string) {
  await slowScripts(page);
  await page.goto(path, { waitUntil: 'load' });
  const hydrated = await page.evaluate(() => document.documentElement.dataset.hydrated ?? null);
  expect(hydrated, 'the page had not hydrated yet').toBeNull();
}

test('/home-startup: "Subscribe Now" pressed on an empty field right after load says the field is required', async ({
  page,
}) => {
  await openBeforeScripts(page, '/home-startup');
  const cta = page.locator('[data-section="cta"]');
  await cta.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(cta.getByText('Field is required.')).toBeVisible({ timeout: 20_000 });
  // The press did not reload the page with the form's fields in its address.
  expect(new URL(page.url()).search).toBe('');
});

test('/page/contact-simple: fields typed and left right after load are checked once the page runs', async ({
  page,
}) => {
  await openBeforeScripts(page, '/page/contact-simple');
  const form = page.getByRole('form', { name: 'Contact form' });
  const email = form.getByLabel('Email address *');
  await email.fill('not-an-address');
  await email.blur();
  await form.getByLabel('Your name *').focus();
  await form.getByLabel('Your name *').blur();
  await expect(form.getByText('Invalid email.')).toBeVisible({ timeout: 20_000 });
  await expect(form.getByLabel('Your name *')).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveValue('not-an-address');
});

test('/page/contact-simple: a message sent right after load is sent once, as typed', async ({
  page,
}) => {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/send') && request.method() === 'POST')
      posts.push(request.postData() ?? '');
  });
  await openBeforeScripts(page, '/page/contact-simple');
  const form = page.getByRole('form', { name: 'Contact form' });
  const email = `early+${Date.now()}@example.com`;
  await form.getByLabel('Your name *').fill('Early Bird');
  await form.getByLabel('Email address *').fill(email);
  await form.getByLabel('Your message *').fill('Pressed before the code came.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Send message' }).click();
  await form.getByRole('button', { name: 'Send message' }).click();
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

test('/home-restaurant: a booking submitted right after load shows its messages under the fields, the rest kept', async ({
  page,
}) => {
  await openBeforeScripts(page, '/home-restaurant');
  const form = page.getByRole('form', { name: 'Book a table at Aurelia' });
  await form.getByLabel(/^Time/).selectOption('19:30');
  await form.getByLabel(/^Party size/).fill('40');
  await form.getByLabel(/^Your name/).fill('Ewan Murray');
  await form.getByRole('button', { name: 'Book a table' }).click();
  await expect(form.getByLabel(/^Party size/)).toHaveAttribute('aria-invalid', 'true', {
    timeout: 20_000,
  });
  await expect(form.getByText('From 1 to 8.')).toBeVisible();
  await expect(form.getByLabel(/^Date/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel(/^Time/)).toHaveValue('19:30');
  await expect(form.getByLabel(/^Your name/)).toHaveValue('Ewan Murray');
  await expect(form.getByLabel(/^Your name/)).not.toHaveAttribute('aria-invalid', 'true');
});

test('/shop/login-register: a log-in typed, ticked and pressed right after load is confirmed as typed', async ({
  page,
}) => {
  await openBeforeScripts(page, '/shop/login-register');
  const login = page.locator('form[data-login-form]');
  await login.getByLabel('Email address *').fill('pilot@example.com');
  await login.getByLabel('Password *').fill('secret');
  await login.getByRole('checkbox', { name: 'Remember me' }).check();
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login.getByRole('status')).toContainText('nobody was signed in', {
    timeout: 20_000,
  });
  await expect(login.getByLabel('Email address *')).toHaveValue('pilot@example.com');
  await expect(login.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
});
