import type { Page } from '@playwright/test';
import { venueRules } from '@contrail/contracts';
import { venueDate } from '../apps/api/test/bookings.ts';
import { expect, receivedMail, test, waitForHydration } from './support/fixtures.ts';

// Issue 37: the hotel's stay booking follows its rooms (a room listed for two takes two), and a stay reaches
// the hotel's own desk (the address in its rules) with an acknowledgement to the guest.

test.describe.configure({ timeout: 120_000 });

const hotel = venueRules['hotel-resort'];

async function openBooking(page: Page) {
  await page.goto('/home-hotel-resort');
  await waitForHydration(page);
  return page.getByRole('form', { name: 'Check availability and book a room' });
}

test('/home-hotel-resort: guests are limited to the room’s beds, and ten in a double is refused on the page', async ({
  page,
}) => {
  const form = await openBooking(page);
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/booking') && request.method() === 'POST') posted += 1;
  });
  const guests = form.getByLabel(/^Guests/);
  // The room cards say what the rules say.
  await expect(page.locator('#rooms')).toContainText('2 guests');

  await form.getByLabel(/^Check-in/).fill(venueDate(hotel, 40));
  await form.getByLabel(/^Check-out/).fill(venueDate(hotel, 43));
  await form.getByLabel(/^Room type/).selectOption('Orchard double');
  await expect(guests).toHaveAttribute('max', '2');
  await guests.fill('10');
  await guests.blur();
  await expect(guests).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('The Orchard double sleeps 2 at most.')).toBeVisible();
  await form.getByLabel(/^Your name/).fill('Joana Ferrer');
  await form.getByLabel(/^Email address/).fill('joana@example.com');
  await form.getByRole('button', { name: 'Check availability' }).click();
  expect(posted).toBe(0);

  // The family room takes four.
  await form.getByLabel(/^Room type/).selectOption('Garden family room');
  await expect(guests).toHaveAttribute('max', '4');
  await expect(form.getByText('The Garden family room sleeps 4 at most.')).toBeVisible();
});

test('/home-hotel-resort: a stay reaches the hotel’s desk, and the guest an acknowledgement without their words', async ({
  page,
  problems,
}) => {
  const form = await openBooking(page);
  const email = `rafael+${Date.now()}@example.com`;
  const checkIn = venueDate(hotel, 40);
  await form.getByLabel(/^Check-in/).fill(checkIn);
  await form.getByLabel(/^Check-out/).fill(venueDate(hotel, 43));
  await form.getByLabel(/^Room type/).selectOption('Garden family room');
  await form.getByLabel(/^Guests/).fill('4');
  await form.getByLabel(/^Your name/).fill('Rafael Domènech');
  await form.getByLabel(/^Email address/).fill(email);
  await form.getByRole('button', { name: 'Check availability' }).click();
  const status = form.locator('[aria-live="polite"]');
  await expect(status).toContainText('Your booking request has been sent');
  const reference = /B-[A-Z2-9]{10}/.exec((await status.textContent()) ?? '')?.[0] ?? 'none';

  await expect
    .poll(async () => (await receivedMail()).filter((m) => m.text.includes(reference)).length, {
      timeout: 20_000,
    })
    .toBe(2);
  const mails = (await receivedMail()).filter((m) => m.text.includes(reference));
  const desk = mails.find((m) => m.to.includes(hotel.deskEmail))?.text ?? '';
  expect(desk).toContain('Room: Garden family room');
  expect(desk).toContain('Guests: 4');
  expect(desk).toContain(`Check-in: ${checkIn}`);
  const ack = mails.find((m) => m.to.includes(email))?.text ?? '';
  expect(ack).toContain('Room: Garden family room');
  // (The capture reads the mail's bytes as Latin-1: "Sóller" arrives mangled, so only the ASCII part here.)
  expect(ack).toContain('will confirm your booking by e-mail.');
  expect(ack).toContain('Casa Almendra');
  expect(ack).not.toContain('Rafael');
  expect(problems.consoleErrors).toEqual([]);
});
