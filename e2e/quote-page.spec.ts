import type { Page } from '@playwright/test';
import {
  inquiryOf,
  mailWhere,
  quoteLinkFor,
  revokeQuote,
  sendInquiry,
  sendQuote,
  signedInDesk,
  type QuoteLineInput,
} from './support/desk-api.ts';
import { expect, seriousAxeViolations, test, waitForHydration } from './support/fixtures.ts';
import { recordShifts, shiftSoFar } from './support/layout-shift.ts';
import { deskURL } from './support/ports.ts';

// The customer's side of a quote (issue 42 §2): the desk sends a quote through its API, the customer's
// mail arrives at the real SMTP capture, its link opens /quote/<token>, the customer asks and accepts;
// the inquiry is won and the desk is mailed.

const deskAddress = 'parts-desk@contrail.test';
const desktop = { width: 1366, height: 900 };
const phone = { width: 390, height: 844 };

const lines = (partNumber: string): QuoteLineInput[] => [
  {
    partNumber,
    description: 'As asked, from the shelf',
    qty: 2,
    unitPriceCents: 12_345,
    condition: 'new',
    availability: 'In stock',
    leadTime: '2 days',
    alternatePart: 'NAS6603-5',
  },
  {
    partNumber: '3250-001-/1',
    description: 'Tailwheel spring assembly, fresh from overhaul with its release certificate',
    qty: 1,
    unitPriceCents: 150_000,
    condition: 'overhauled',
    availability: 'Limited',
    leadTime: '',
    alternatePart: '',
  },
];

/** Each part number sits on one line: its box is one line high. */
async function partNumbersOnOneLine(page: Page) {
  const heights = await page
    .locator('[data-part-number]:visible')
    .evaluateAll((nodes) =>
      nodes.map((node) => node.getClientRects().length + ':' + node.textContent),
    );
  expect(heights.length).toBeGreaterThan(0);
  for (const entry of heights) expect(entry).toMatch(/^1:/);
}

test('the customer opens the mailed link, asks a question and accepts; the inquiry is won and the desk is told', async ({
  page,
  problems,
}) => {
  // An invitation, an inquiry, a quote and three mails through the outbox before the page opens.
  test.slow();
  const desk = await signedInDesk();
  try {
    const { inquiryId, email, partNumber } = await sendInquiry('Ann Owner');
    const quoteId = await sendQuote(desk, inquiryId, lines(partNumber), {
      message: 'Thank you for asking. The spring ships from Post Falls.',
    });
    const link = await quoteLinkFor(email, quoteId);

    await page.setViewportSize(desktop);
    const response = await page.goto(link);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-store');
    expect(response?.headers()['referrer-policy']).toBe('no-referrer');
    expect(response?.headers()['x-robots-tag']).toContain('noindex');
    await waitForHydration(page);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    await expect(page.getByRole('heading', { level: 2, name: `Quote ${quoteId}` })).toBeVisible();
    await expect(page.getByText('Prepared for')).toBeVisible();
    await expect(page.getByText(inquiryId)).toBeVisible();
    const table = page.getByRole('table', { name: 'Quoted parts' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('row')).toHaveCount(4);
    await expect(table.getByRole('row').nth(1)).toContainText(
      `${partNumber}As asked, from the shelfAlternate part: NAS6603-5NewIn stock2 days2$123.45$246.90`,
    );
    await expect(table.getByRole('row').nth(2)).toContainText('3250-001-/1');
    await expect(table.getByRole('row').nth(3)).toHaveText('Total (USD)$1,746.90');
    await partNumbersOnOneLine(page);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A question: nothing typed says so under the field; then it goes to the desk.
    await page.getByRole('button', { name: 'Send the question' }).click();
    await expect(page.getByText('Write your question first.')).toBeVisible();
    await expect(page.getByLabel('Your question')).toBeFocused();
    await page.getByLabel('Your question').fill('Can the spring ship by Friday?');
    await page.getByRole('button', { name: 'Send the question' }).click();
    await expect(page.getByText('Question sent')).toBeVisible();
    const question = await mailWhere(
      (m) => m.to.includes(deskAddress) && m.text.includes(`Question about quote ${quoteId}`),
      'the question to the desk',
    );
    expect(question.text).toContain('Can the spring ship by Friday?');

    // Accept, with a confirm step.
    await page.getByRole('button', { name: 'Accept quote' }).click();
    await expect(page.getByText(`Accept quote ${quoteId} for $1,746.90?`)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Yes, accept the quote' })).toBeFocused();
    expect((await inquiryOf(desk, inquiryId)).item.status).toBe('quoted');
    await page.getByRole('button', { name: 'Yes, accept the quote' }).click();
    await expect(page.getByText('Thank you: quote accepted')).toBeVisible();
    await expect(page.getByRole('button', { name: /accept/i })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    const inquiry = await inquiryOf(desk, inquiryId);
    expect(inquiry.item.status).toBe('won');
    expect(inquiry.quotes.find((q) => q.id === quoteId)?.status).toBe('accepted');
    const accepted = await mailWhere(
      (m) => m.to.includes(deskAddress) && m.text.includes(`Quote ${quoteId} accepted`),
      'the acceptance to the desk',
    );
    expect(accepted.text).toContain('The inquiry is now won.');

    // Opened again later, it says it was accepted.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByText(/You accepted this quote on/)).toBeVisible();
    expect(problems.consoleErrors).toEqual([]);
  } finally {
    await desk.dispose();
  }
});

test('on a phone the lines are cards; a replaced or a withdrawn quote says so and cannot be accepted', async ({
  page,
}) => {
  test.slow();
  const desk = await signedInDesk();
  try {
    const { inquiryId, email, partNumber } = await sendInquiry('Pat Pilot');
    const first = await sendQuote(desk, inquiryId, lines(partNumber));
    const firstLink = await quoteLinkFor(email, first);
    const second = await sendQuote(desk, inquiryId, lines(partNumber).slice(1));
    const secondLink = await quoteLinkFor(email, second);

    await page.setViewportSize(phone);
    await recordShifts(page);
    await page.goto(secondLink);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 2, name: `Quote ${second}` })).toBeVisible();
    // The quote takes the loading line's place without moving anything on screen.
    expect(await shiftSoFar(page), 'layout shift as the quote arrives').toBeLessThanOrEqual(0.01);
    await expect(page.getByRole('table', { name: 'Quoted parts' })).toBeHidden();
    const cards = page.getByRole('list', { name: 'Quoted parts' });
    await expect(cards.getByRole('listitem')).toHaveCount(1);
    await expect(cards.getByRole('listitem').first()).toContainText('3250-001-/1');
    await expect(cards.getByRole('listitem').first()).toContainText('$1,500.00');
    await partNumbersOnOneLine(page);
    // Nothing wider than the phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The first link now shows a replaced quote, with no way to accept it.
    await page.goto(firstLink);
    await waitForHydration(page);
    await expect(page.getByText('A newer quote replaces this one')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);

    // The desk withdraws the second: its link says so.
    await revokeQuote(desk, inquiryId, second);
    await page.goto(secondLink);
    await waitForHydration(page);
    await expect(page.getByText('The parts desk withdrew this quote')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Accept quote' })).toHaveCount(0);
    await expect(page.getByLabel('Your question')).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect((await inquiryOf(desk, inquiryId)).item.status).toBe('quoted');
  } finally {
    await desk.dispose();
  }
});

test('a link that opens no quote says it is not valid and who to turn to, at 1366 and 390 px', async ({
  page,
}) => {
  // Well formed but unknown, and cut short. The loading line gives way to the message without moving
  // anything on screen.
  await recordShifts(page);
  for (const size of [desktop, phone]) {
    await page.setViewportSize(size);
    for (const token of ['A'.repeat(43), 'cut-short']) {
      const response = await page.goto(`${deskURL}/quote/${token}`);
      expect(response?.status()).toBe(200);
      await waitForHydration(page);
      await expect(page.getByText('This quote link is not valid')).toBeVisible();
      await expect(page.getByText(/could not load/)).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Write to the parts desk' })).toBeVisible();
      expect(await shiftSoFar(page), `layout shift on /quote/${token}`).toBeLessThanOrEqual(0.01);
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
  }
  // Deeper paths are no quote page at all.
  expect((await page.goto(`${deskURL}/quote/a/b`))?.status()).toBe(404);
});
