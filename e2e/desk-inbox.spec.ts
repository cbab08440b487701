import type { Page } from '@playwright/test';
import { venueRules } from '@contrail/contracts';
import { nextWeekday } from '../apps/api/test/bookings.ts';
import { signedInStaff } from './support/desk-staff.ts';
import {
  expect,
  receivedMail,
  seriousAxeViolations,
  test,
  waitForHydration,
} from './support/fixtures.ts';
import { addFirstResult } from './support/parts.ts';
import { deskURL } from './support/ports.ts';

// Issue 42 §2, the desk's signed-in screens: an inquiry sent from /parts through the real UI is found in the
// inbox by its reference, quoted in the editor, and the customer's mail (real SMTP capture) carries the
// /quote/<token> link, which the customer opens and accepts (the inquiry is won); a booking is confirmed and the guest mailed. On localhost (the desk's cookie host).

test.describe.configure({ timeout: 240_000 });

const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

/** Nothing wider than the viewport (no sideways scrolling on a phone). */
async function expectNoOverflow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll, 'the page scrolls sideways').toBeLessThanOrEqual(width);
}

/** Sends an inquiry for AN3-5A from /parts as a customer would; answers its reference. */
async function sendInquiry(page: Page, email: string): Promise<string> {
  await page.goto(`${deskURL}/parts?q=an3 5a`);
  await waitForHydration(page);
  await expect(page.locator('[data-part-row]').first()).toHaveAttribute('data-part-row', 'AN3-5A');
  await addFirstResult(page);
  await expect(page.getByTestId('cart-lines').locator('[data-cart-line]')).toHaveCount(1);
  const form = page.getByRole('form', { name: 'Parts inquiry' });
  await form.getByLabel(/^Name/).fill('Ann Pilot');
  await form.getByLabel(/^E-mail/).fill(email);
  await form.getByLabel('Serial number / registration').fill('N123AP');
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  await expect(
    form.getByLabel('State / province').locator('option', { hasText: /^Alaska$/ }),
  ).toHaveCount(1, { timeout: 30_000 });
  await form.getByLabel('State / province').selectOption({ label: 'Alaska' });
  // The places come from the server's lookup: slow on a loaded machine.
  await expect(form.getByLabel('City').locator('option', { hasText: /^Anchorage$/ })).toHaveCount(
    1,
    { timeout: 30_000 },
  );
  await form.getByLabel('City').selectOption({ label: 'Anchorage' });
  await form.getByLabel('Message').fill('Need these before the annual.');
  await form.getByRole('button', { name: 'Send inquiry' }).click();
  await expect(page.getByTestId('inquiry-id')).not.toBeEmpty();
  return (await page.getByTestId('inquiry-id').textContent())!.trim();
}

test('an inquiry from /parts is found in the inbox, quoted, mailed, accepted by the customer on its link, and won', async ({
  page,
  problems,
}) => {
  await page.setViewportSize(desktop);
  const customer = `ann+${Date.now()}@example.com`;
  await signedInStaff(page, { name: 'Dana Desk' });
  const inquiryId = await sendInquiry(page, customer);

  // The inbox: search by the reference; the query is in the URL.
  await page.goto(`${deskURL}/desk`);
  await waitForHydration(page);
  const inbox = page.getByRole('table');
  await expect(inbox.getByRole('link', { name: inquiryId })).toBeVisible();
  await page.getByLabel('Search the inbox').fill(inquiryId);
  await page.getByLabel('Search the inbox').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/desk\\?q=${inquiryId}$`));
  await expect(page.getByTestId('inbox-summary')).toHaveText(
    `1–1 of 1 item: matching “${inquiryId}”`,
  );
  const row = inbox.getByRole('row', { name: new RegExp(inquiryId) });
  await expect(row).toContainText('Ann Pilot');
  await expect(row).toContainText('New');
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Filters: status in the URL, back returns to the search alone.
  await page.getByLabel('Status', { exact: true }).selectOption('won');
  await expect(page).toHaveURL(new RegExp(`/desk\\?status=won&q=${inquiryId}$`));
  await expect(page.getByText('No inquiry or booking matches these filters.')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/desk\\?q=${inquiryId}$`));
  await expect(inbox.getByRole('link', { name: inquiryId })).toBeVisible();

  // Assign it to me from its row.
  await inbox.getByLabel(`Assign ${inquiryId}`).selectOption({ label: 'Dana Desk (you)' });
  await expect(page.getByText(`${inquiryId} assigned to Dana Desk.`)).toBeVisible();

  // At 390 px: cards, no sideways scrolling, axe clean.
  await page.setViewportSize(phone);
  await expect(page.getByRole('table')).toBeHidden();
  await expect(page.getByRole('link', { name: new RegExp(`^${inquiryId}`) })).toBeVisible();
  await expectNoOverflow(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize(desktop);

  // The inquiry's page: the customer, the line against the live catalogue.
  await inbox.getByRole('link', { name: inquiryId }).click();
  await expect(page).toHaveURL(new RegExp(`/desk/inquiry\\?id=${inquiryId}$`));
  await expect(page.getByRole('heading', { name: `Inquiry ${inquiryId}` })).toBeVisible();
  await expect(page.getByText('Need these before the annual.')).toBeVisible();
  const lines = page.getByRole('table', { name: /The inquiry's lines/ });
  await expect(lines.getByRole('rowheader', { name: 'AN3-5A' })).toBeVisible();
  await waitForHydration(page);
  expect(await seriousAxeViolations(page)).toEqual([]);

  // A note, for the desk only.
  await page.getByLabel('Add a note').fill('Called Ann: wants overhauled if cheaper.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Called Ann: wants overhauled if cheaper.')).toBeVisible();

  // The quote editor: a message under the field, then a quote that goes.
  const quote = page.getByRole('form', { name: 'Quote' });
  const price = quote.getByLabel('Unit price (USD)');
  await price.fill('');
  await quote.getByRole('button', { name: 'Send the quote' }).click();
  await expect(price).toHaveAttribute('aria-invalid', 'true');
  await expect(quote.getByText('Set a price.')).toBeVisible();
  await expect(price).toBeFocused();
  await price.fill('12.50');
  await quote.getByLabel('Quantity').fill('4');
  await quote.getByLabel('Condition').selectOption({ label: 'Overhauled' });
  await quote.getByLabel('Availability').fill('In stock');
  await quote.getByLabel('Lead time').fill('Ships in 2 days');
  await quote.getByLabel('Message to the customer').fill('Thank you, Ann: four overhauled bolts.');
  await expect(quote.getByTestId('quote-total')).toHaveText('$50.00');
  await quote.getByRole('button', { name: 'Send the quote' }).click();
  await expect(
    page.getByText(
      new RegExp(`^Quote QT-[A-Z0-9]{10} sent to ${customer.replace('+', '\\+')}: \\$50\\.00\\.$`),
    ),
  ).toBeVisible();
  const sent = page.getByTestId('sent-quote');
  await expect(sent).toHaveCount(1);
  await expect(sent).toContainText('Sent, open');
  await expect(sent).toContainText('$50.00');
  await expect(page.locator('[data-status="quoted"]').first()).toBeVisible();

  // The customer's mail, through the real SMTP server: the summary and the quote's own link.
  await expect
    .poll(
      async () =>
        (await receivedMail()).find(
          (mail) => mail.to.includes(customer) && /Your quote QT-/.test(mail.text),
        )?.text ?? '',
      { timeout: 30_000 },
    )
    .toMatch(/\/quote\/[A-Za-z0-9_-]{43}/);
  const mail = (await receivedMail()).find(
    (m) => m.to.includes(customer) && /Your quote QT-/.test(m.text),
  )!;
  expect(mail.text).toMatch(/https?:\/\/[^\s/]+\/quote\/[A-Za-z0-9_-]{43}(\s|$)/);
  expect(mail.text).toContain('AN3-5A');
  expect(mail.text).toContain('Thank you, Ann: four overhauled bolts.');
  expect(mail.text).not.toContain('Called Ann');

  // At 390 px the inquiry's page fits and is axe clean too.
  await page.setViewportSize(phone);
  await expectNoOverflow(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.setViewportSize(desktop);

  // Revoke, after a confirm step.
  await sent.getByRole('button', { name: /^Revoke/ }).click();
  await page.getByRole('button', { name: 'Yes, revoke it' }).click();
  await expect(sent).toContainText('Revoked');
  await expect(sent.getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

  // The desk sends the quote again (the editor kept it); the customer opens the new link in their own
  // browser, accepts, and the desk sees the inquiry won.
  const firstLink = /https?:\/\/[^\s]+\/quote\/[A-Za-z0-9_-]{43}/.exec(mail.text)![0];
  await quote.getByRole('button', { name: 'Send the quote' }).click();
  await expect(page.getByTestId('sent-quote')).toHaveCount(2);
  const quoteMails = async () =>
    (await receivedMail()).filter((m) => m.to.includes(customer) && /Your quote QT-/.test(m.text));
  await expect.poll(async () => (await quoteMails()).length, { timeout: 30_000 }).toBe(2);
  const links = (await quoteMails()).map(
    (m) => /https?:\/\/[^\s]+\/quote\/[A-Za-z0-9_-]{43}/.exec(m.text)![0],
  );
  const secondLink = links.find((link) => link !== firstLink)!;
  expect(secondLink).toBeTruthy();

  const customerContext = await page.context().browser()!.newContext();
  const customerPage = await customerContext.newPage();
  await customerPage.goto(firstLink);
  await expect(customerPage.getByText(/withdrawn/i).first()).toBeVisible();
  await customerPage.goto(secondLink);
  await waitForHydration(customerPage);
  await expect(customerPage.getByText('AN3-5A').first()).toBeVisible();
  await customerPage.getByRole('button', { name: 'Accept quote' }).click();
  await customerPage.getByRole('button', { name: 'Yes, accept the quote' }).click();
  await expect(customerPage.getByText('Thank you: quote accepted')).toBeVisible();
  await customerContext.close();

  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('sent-quote').first()).toContainText('Accepted');
  await expect(page.locator('[data-status="won"]').first()).toBeVisible();

  expect(problems.consoleErrors).toEqual([]);
  expect(problems.failedRequests).toEqual([]);
});

test('a booking is confirmed from the inbox and the guest is mailed', async ({ page, request }) => {
  await page.setViewportSize(desktop);
  const guest = `gail+${Date.now()}@example.com`;
  const booked = await request.post(`${deskURL}/api/booking`, {
    data: {
      kind: 'table',
      venue: 'restaurant',
      name: 'Gail Guest',
      email: guest,
      date: nextWeekday(venueRules.restaurant, 'sat'),
      time: '19:30',
      partySize: 4,
    },
  });
  expect(booked.status()).toBe(200);
  const { bookingId } = (await booked.json()) as { bookingId: string };

  await signedInStaff(page, { name: 'Bo Booker' });
  await page.goto(`${deskURL}/desk?kind=booking&q=${encodeURIComponent('Gail Guest')}`);
  await waitForHydration(page);
  await expect(page.getByLabel('Kind')).toHaveValue('booking');
  await page.getByRole('table').getByRole('link', { name: bookingId }).click();
  await expect(page).toHaveURL(new RegExp(`/desk/booking\\?id=${bookingId}$`));
  await expect(page.getByRole('heading', { name: `Booking ${bookingId}` })).toBeVisible();
  await waitForHydration(page);
  expect(await seriousAxeViolations(page)).toEqual([]);

  await page.getByLabel('Message to the guest (optional)').fill('We look forward to seeing you.');
  await page.getByRole('button', { name: 'Confirm the booking' }).click();
  await expect(page.getByText(`Confirmed: ${guest} has been mailed.`)).toBeVisible();
  await expect(page.locator('[data-status="confirmed"]').first()).toBeVisible();

  await expect
    .poll(
      async () =>
        (await receivedMail()).find(
          (mail) =>
            mail.to.includes(guest) && mail.text.includes(`confirm your booking ${bookingId}`),
        )?.text ?? '',
      { timeout: 30_000 },
    )
    .toContain('We look forward to seeing you.');

  await page.setViewportSize(phone);
  await expectNoOverflow(page);
  expect(await seriousAxeViolations(page)).toEqual([]);
});
