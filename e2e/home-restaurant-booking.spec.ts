import type { Locator, Page } from '@playwright/test';
import { venueRules } from '@contrail/contracts';
import { nextWeekday, recentWeekday } from '../apps/api/test/bookings.ts';
import {
  expect,
  receivedMail,
  seriousAxeViolations,
  test,
  waitForHydration,
} from './support/fixtures.ts';

// Issue 23: a table booked on /home-restaurant reaches the restaurant's own desk (the address in its rules:
// the e2e server sets no BOOKING_DESK_EMAIL) as a mail through the real SMTP server, the guest gets an
// acknowledgement, and a failure keeps what was typed. Issue 37: the form offers only what the restaurant's
// rules allow (Monday closed, lunch at weekends, the last table 90 minutes before closing, an hour's notice),
// in Edinburgh's time, and the server refuses what the browser let through.

test.describe.configure({ timeout: 120_000 });

const restaurant = venueRules.restaurant;
const desk = restaurant.deskEmail;

/** A date `days` from today in the browser's calendar, as the date input wants it (YYYY-MM-DD). */
async function dateFromToday(page: Page, days: number): Promise<string> {
  return page.evaluate((offset) => {
    const date = new Date();
    date.setDate(date.getDate() + offset);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())}`;
  }, days);
}

/** The message under a control (its aria-describedby), once it is marked invalid. */
async function errorOf(page: Page, field: Locator) {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
  return page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent();
}

const options = (select: Locator) =>
  select.locator('option').evaluateAll((list) => list.map((o) => o.textContent ?? ''));

async function openBooking(page: Page) {
  await page.goto('/home-restaurant');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Book a table at Aurelia' });
  await form.scrollIntoViewIfNeeded();
  return form;
}

test('a table booked on /home-restaurant reaches the restaurant’s desk with every detail, and the guest an acknowledgement', async ({
  page,
  problems,
}) => {
  const form = await openBooking(page);
  const date = nextWeekday(restaurant, 'sat');
  const email = `fiona+${Date.now()}@example.com`;

  await form.getByLabel(/^Date/).fill(date);
  await form.getByLabel(/^Time/).selectOption('19:30');
  await form.getByLabel(/^Party size/).fill('5');
  await form.getByLabel(/^Your name/).fill('Fiona Lindsay');
  await form.getByLabel(/^Email address/).fill(email);
  await form.getByLabel(/^Phone number/).fill('0131 496 0777');
  await form.getByLabel(/^Notes for us/).fill('A birthday: a quiet table by the window, please.');
  await form.getByRole('button', { name: 'Book a table' }).click();

  // The form's polite live region carries the outcome.
  const status = form.locator('[aria-live="polite"]');
  await expect(status).toContainText('Your booking request has been sent');
  const reference = /reference (B-[A-Z0-9]{10})/.exec((await status.textContent()) ?? '')?.[1];
  expect(reference, 'the success message names the booking').toBeDefined();
  // Success clears the form for the next guest.
  await expect(form.getByLabel(/^Your name/)).toHaveValue('');
  await expect(form.getByLabel(/^Date/)).toHaveValue('');

  await expect
    .poll(
      async () =>
        (await receivedMail()).find((m) => m.to.includes(desk) && m.text.includes(email))?.text ??
        '',
      { timeout: 20_000 },
    )
    .toContain(reference ?? 'no reference');
  const mail = (await receivedMail()).find((m) => m.to.includes(desk) && m.text.includes(email));
  const text = mail?.text ?? '';
  expect(text).toMatch(/Subject: Table booking: Fiona Lindsay/);
  expect(text).toContain(`Date: ${date}`);
  expect(text).toContain('Time: 19:30');
  expect(text).toContain('Party: 5 guests');
  expect(text).toContain('Name: Fiona Lindsay');
  expect(text).toContain('Venue: Aurelia, Edinburgh');
  expect(text).toContain('Phone: 0131 496 0777');
  expect(text).toContain('A birthday: a quiet table by the window, please.');

  // The guest's copy: the reference and the choices, and that Aurelia confirms; nothing typed in the form.
  // The acknowledgement is a mail of its own in the outbox: wait for it as for the desk's.
  await expect
    .poll(async () => (await receivedMail()).some((m) => m.to.includes(email)), { timeout: 20_000 })
    .toBe(true);
  const ack = (await receivedMail()).find((m) => m.to.includes(email));
  const ackText = ack?.text ?? '';
  expect(ackText).toContain(`Reference: ${reference}`);
  expect(ackText).toContain('Time: 19:30');
  expect(ackText).toContain('Party: 5 guests');
  expect(ackText).toContain('Aurelia, Edinburgh will confirm your booking by e-mail.');
  for (const typed of ['Fiona', 'Lindsay', 'birthday', '0131 496 0777'])
    expect(ackText, typed).not.toContain(typed);

  expect(problems.consoleErrors).toEqual([]);
});

test('the form offers only the days and times the restaurant takes, in Edinburgh’s time', async ({
  page,
}) => {
  // Tuesday 8 December 2026, 22:18 in Edinburgh: tonight's last table (21:00) has gone.
  await page.clock.setFixedTime(new Date('2026-12-08T22:18:00Z'));
  const form = await openBooking(page);
  const date = form.getByLabel(/^Date/);
  const time = form.getByLabel(/^Time/);
  await expect(date).toHaveAttribute('min', '2026-12-09');
  await expect(date).toHaveAttribute('max', '2027-03-08');
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/booking') && request.method() === 'POST') posted += 1;
  });

  // Today at 17:30, sent at 22:18: nothing is left today.
  await time.selectOption('17:30');
  await date.fill('2026-12-08');
  await date.blur();
  expect(await errorOf(page, date)).toBe('No more bookings today: choose another day.');

  // Monday: closed.
  await date.fill('2026-12-14');
  await date.blur();
  expect(await errorOf(page, date)).toBe('Closed on Mondays: choose another day.');
  await expect(time.locator('option').first()).toHaveText('No times on this day');

  // Wednesday: dinner only; 12:00 is not offered, and a 12:00 already picked is named.
  await time.selectOption('');
  await date.fill('2026-12-09');
  await date.blur();
  await expect(date).not.toHaveAttribute('aria-invalid', 'true');
  expect(await options(time)).toEqual([
    'Choose…',
    '17:30',
    '18:00',
    '18:30',
    '19:00',
    '19:30',
    '20:00',
    '20:30',
    '21:00',
  ]);

  // Sunday closes at 20:00: the last table is 18:30, and 21:00 is refused if picked before the day.
  await date.fill('');
  await time.focus();
  await time.selectOption('21:00');
  await date.fill('2026-12-13');
  await date.blur();
  expect(await errorOf(page, time)).toBe('On Sundays we take bookings from 12:00 to 18:30.');
  expect((await options(time)).filter((o) => o !== '21:00').at(-1)).toBe('18:30');

  // Saturday: lunch and dinner.
  await date.fill('2026-12-12');
  await date.blur();
  expect(await options(time)).toEqual(expect.arrayContaining(['12:00', '13:30', '17:30', '22:00']));

  // Nothing the rules refuse was sent.
  await form.getByLabel(/^Your name/).fill('Ewan Murray');
  await form.getByLabel(/^Email address/).fill('ewan@example.com');
  await date.fill('2026-12-14');
  await form.getByRole('button', { name: 'Book a table' }).click();
  await expect(form.locator('[aria-live="polite"]')).toBeEmpty();
  expect(posted).toBe(0);
});

test('the server refuses a day the browser’s wrong clock let through, and says so under the field', async ({
  page,
}) => {
  // The visitor's computer is a week behind: the browser offers a Tuesday that has passed in Edinburgh.
  const tuesday = recentWeekday(restaurant, 'tue');
  await page.clock.setFixedTime(new Date(`${tuesday}T09:00:00Z`).getTime() - 86_400_000);
  const form = await openBooking(page);
  await form.getByLabel(/^Date/).fill(tuesday);
  await form.getByLabel(/^Time/).selectOption('19:00');
  await form.getByLabel(/^Your name/).fill('Ailsa Grant');
  await form.getByLabel(/^Email address/).fill(`ailsa+${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Book a table' }).click();
  await expect(form.locator('[aria-live="polite"]')).toContainText(
    'please check the marked fields',
  );
  expect(await errorOf(page, form.getByLabel(/^Date/))).toBe('Choose a date from today on.');
});

test('a booking the server cannot take keeps what the visitor typed, and sends once it can', async ({
  page,
}) => {
  const form = await openBooking(page);
  const date = nextWeekday(restaurant, 'sun');
  const email = `retry+${Date.now()}@example.com`;
  await page.route('**/api/booking', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: '{"error":{"code":"internal","message":"Down"}}',
    }),
  );

  await form.getByLabel(/^Date/).fill(date);
  await form.getByLabel(/^Time/).selectOption('13:00');
  await form.getByLabel(/^Party size/).fill('3');
  await form.getByLabel(/^Your name/).fill('Callum Reid');
  await form.getByLabel(/^Email address/).fill(email);
  await form.getByRole('button', { name: 'Book a table' }).click();

  await expect(form.locator('[aria-live="polite"]')).toContainText('could not be sent');
  await expect(form.getByLabel(/^Date/)).toHaveValue(date);
  await expect(form.getByLabel(/^Time/)).toHaveValue('13:00');
  await expect(form.getByLabel(/^Party size/)).toHaveValue('3');
  await expect(form.getByLabel(/^Your name/)).toHaveValue('Callum Reid');
  await expect(form.getByLabel(/^Email address/)).toHaveValue(email);
  expect((await receivedMail()).some((m) => m.text.includes(email))).toBe(false);

  // The server is back: the same input goes through as typed.
  await page.unroute('**/api/booking');
  await form.getByRole('button', { name: 'Book a table' }).click();
  await expect(form.locator('[aria-live="polite"]')).toContainText(
    'Your booking request has been sent',
  );
  await expect
    .poll(async () => (await receivedMail()).find((m) => m.text.includes(email))?.text ?? '', {
      timeout: 20_000,
    })
    .toContain('Name: Callum Reid');
});

test('wrong or missing fields are named under them, nothing is sent, and the rest stays', async ({
  page,
}) => {
  const form = await openBooking(page);
  let posted = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/booking') && request.method() === 'POST') posted += 1;
  });

  await form.getByLabel(/^Date/).fill(await dateFromToday(page, -2));
  await form.getByLabel(/^Party size/).fill('40');
  await form.getByLabel(/^Your name/).fill('Ewan Murray');
  await form.getByLabel(/^Email address/).fill('ewan.murray');
  await form.getByRole('button', { name: 'Book a table' }).click();

  const errorOf = async (label: RegExp) => {
    const field = form.getByLabel(label);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
    return page.locator(`[id="${describedBy.split(' ')[0]}"]`).textContent();
  };
  expect(await errorOf(/^Date/)).toBe('Choose a date from today on.');
  expect(await errorOf(/^Time/)).toBe('Field is required.');
  expect(await errorOf(/^Party size/)).toBe('From 1 to 8.');
  expect(await errorOf(/^Email address/)).toBe('Invalid email.');
  await expect(form.getByLabel(/^Your name/)).toHaveValue('Ewan Murray');
  await expect(form.getByLabel(/^Your name/)).not.toHaveAttribute('aria-invalid', 'true');
  expect(posted).toBe(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('the booking form’s code (react-hook-form, zod and the schemas) is not in the page’s first load; it arrives as the page boots', async ({
  page,
  problems,
}) => {
  // The prerendered page names its first-load scripts; the form is a part of its own (decision 0022).
  const html = await (await page.request.get('/home-restaurant')).text();
  expect(html).toMatch(/\/assets\/entry\.client-[\w-]+\.js/);
  expect(html).not.toMatch(/\/assets\/booking-form-(live|schema)-[\w-]+\.js/);

  const arrived = page.waitForRequest(/\/assets\/booking-form-live-[\w-]+\.js$/);
  const form = await openBooking(page);
  await arrived;
  await form.getByLabel(/^Email address/).fill('not-an-address');
  await form.getByLabel(/^Email address/).blur();
  await expect(form.getByLabel(/^Email address/)).toHaveAttribute('aria-invalid', 'true');
  expect(problems.consoleErrors).toEqual([]);
});
