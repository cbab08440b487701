import type { Page } from '@playwright/test';
import { expect, receivedMail, test, waitForHydration } from './support/fixtures.ts';

const success = 'Your message has been sent successfully subscribed to our email list!';
const linkPattern = /\/subscribe\/confirm\?token=([A-Za-z0-9_-]{43})/;

/** The confirmation link's path from the mail that reached `address` (waits for it). */
async function confirmationPath(address: string): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        text = (await receivedMail()).find((m) => m.to.includes(address))?.text ?? '';
        return linkPattern.test(text);
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  return `/subscribe/confirm?token=${linkPattern.exec(text)![1]}`;
}

const status = (page: Page) => page.getByRole('region', { name: 'Subscription status' });

test('double opt-in: subscribing mails a link, and following it confirms the subscription', async ({
  page,
}) => {
  await page.goto('/subscribe/confirm');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
  await expect(status(page)).toContainText('Open the link from your e-mail');

  const address = `optin-${Date.now()}@example.com`;
  const form = page.getByRole('form', { name: 'Subscribe to the newsletter' });
  await form.getByRole('textbox').fill(address);
  await form.getByRole('button').click();
  await expect(form.getByText(success)).toBeVisible();

  const path = await confirmationPath(address);
  const mail = (await receivedMail()).find((m) => m.to.includes(address))!;
  expect(mail.text).toContain('Confirm your subscription to the Contrail newsletter');

  // Asking again the same day answers the same and sends no second mail.
  await form.getByRole('textbox').fill(address.toUpperCase());
  await form.getByRole('button').click();
  await expect(form.getByText(success)).toBeVisible();

  await page.goto(path);
  await waitForHydration(page);
  await expect(status(page)).toContainText('Subscription confirmed');
  await expect(page.getByRole('link', { name: 'Back to the home page' })).toBeVisible();
  // The link still says confirmed when followed again.
  await page.reload();
  await waitForHydration(page);
  await expect(status(page)).toContainText('Subscription confirmed');
  expect((await receivedMail()).filter((m) => m.to.includes(address))).toHaveLength(1);
});

test('an unknown or cut-off link says it is not valid and offers a new one', async ({ page }) => {
  for (const token of ['A'.repeat(43), 'abc']) {
    await page.goto(`/subscribe/confirm?token=${token}`);
    await waitForHydration(page);
    await expect(status(page)).toContainText('This link is not valid');
    await expect(page.getByRole('form', { name: 'Subscribe to the newsletter' })).toBeVisible();
  }
});
