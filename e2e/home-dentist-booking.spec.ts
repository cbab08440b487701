import { venueRules } from '@contrail/contracts';
import { nextWeekday } from '../apps/api/test/bookings.ts';
import { expect, receivedMail, test, waitForHydration } from './support/fixtures.ts';

// Issue 23: the wellness demos' own behaviour, end to end against the real server and its SMTP peer.
// Issue 37: the dentist's form follows its rules (closed on Sundays, a treatment ends by closing time), and
// its bookings go to the desk the environment names (the e2e server sets BOOKING_DESK_EMAIL_DENTIST).

const dentist = venueRules.dentist;

test('/home-dentist: an appointment is booked, confirmed on the page and mailed to the desk with its details', async ({
  page,
  problems,
}) => {
  await page.goto('/home-dentist');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Book an appointment at Clearbrook Dental' });
  const email = `ishbel+${Date.now()}@example.com`;
  const date = nextWeekday(dentist, 'wed', 10);

  // Sending an empty form books nothing: the required fields say so.
  await form.getByRole('button', { name: 'Request this appointment' }).click();
  await expect(form.getByLabel(/^Treatment/)).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Field is required.').first()).toBeVisible();

  await form.getByLabel(/^Treatment/).selectOption('Implant consultation');
  await form.getByLabel(/^Date/).fill(date);
  await form.getByLabel(/^Time slot/).selectOption('14:00');
  await form.getByLabel(/^Your name/).fill('Ishbel Crawford');
  await form.getByLabel(/^Email address/).fill(email);
  await form.getByLabel(/^Phone number/).fill('0131 496 0811');
  await form.getByLabel(/^Notes for us/).fill('A lower molar, left side.');
  await form.getByRole('button', { name: 'Request this appointment' }).click();

  const success = form.getByText(
    /Your booking request has been sent \(reference (B-[A-Z2-9]{10})\)/,
  );
  await expect(success).toBeVisible();
  const reference = /B-[A-Z2-9]{10}/.exec((await success.textContent()) ?? '')?.[0] ?? '';
  expect(reference).not.toBe('');
  // Success resets the form.
  await expect(form.getByLabel(/^Your name/)).toHaveValue('');

  const deskMail = async () =>
    (await receivedMail()).find(
      (mail) => mail.to.includes('dentist-desk@contrail.test') && mail.text.includes(email),
    );
  await expect
    .poll(async () => (await deskMail())?.text ?? '', { timeout: 20_000 })
    .toContain(reference);
  const text = (await deskMail())?.text ?? '';
  for (const line of [
    'Venue: Clearbrook Dental, Leith',
    'Service: Implant consultation',
    `Date: ${date}`,
    'Time: 14:00',
    'Name: Ishbel Crawford',
    `E-mail: ${email}`,
    'Phone: 0131 496 0811',
    'Notes: A lower molar, left side.',
  ])
    expect(text, line).toContain(line);
  // The acknowledgement is a mail of its own in the outbox: wait for it as for the desk's.
  await expect
    .poll(async () => (await receivedMail()).some((mail) => mail.to.includes(email)), {
      timeout: 20_000,
    })
    .toBe(true);
  const ack = (await receivedMail()).find((mail) => mail.to.includes(email))?.text ?? '';
  expect(ack).toContain('Service: Implant consultation');
  expect(ack).toContain('Clearbrook Dental, Leith will confirm your booking by e-mail.');
  expect(ack).not.toContain('Ishbel');
  expect(ack).not.toContain('molar');
  expect(problems.consoleErrors).toEqual([]);
});

test('/home-dentist: Sunday is closed and a treatment’s last time ends by closing, as the hours say', async ({
  page,
}) => {
  // Thursday 3 December 2026, 09:00 in Leith.
  await page.clock.setFixedTime(new Date('2026-12-03T09:00:00Z'));
  await page.goto('/home-dentist');
  await waitForHydration(page);
  const form = page.getByRole('form', { name: 'Book an appointment at Clearbrook Dental' });
  await form.scrollIntoViewIfNeeded();
  const date = form.getByLabel(/^Date/);
  const time = form.getByLabel(/^Time slot/);
  // The hours section reads the same rules.
  const hours = page.locator('#hours');
  await expect(hours.getByRole('listitem').filter({ hasText: 'Sunday' })).toContainText('Closed');
  await expect(hours).toContainText('Closed on 25 December, 26 December, 1 January and 2 January.');

  // Two hours' notice: today from 11:00.
  await expect(date).toHaveAttribute('min', '2026-12-03');
  // (Again if the first blur fell before the form's code took over: a field is marked once touched.)
  await expect(async () => {
    await date.fill('2026-12-06');
    await date.blur();
    await expect(date).toHaveAttribute('aria-invalid', 'true', { timeout: 1_000 });
  }).toPass();
  await expect(form.getByText('Closed on Sundays: choose another day.')).toBeVisible();
  await expect(time.locator('option').first()).toHaveText('No times on this day');

  // Friday closes at 16:00: a 45-minute implant consultation starts at 15:00 at the latest.
  await form.getByLabel(/^Treatment/).selectOption('Implant consultation');
  await date.fill('2026-12-04');
  await date.blur();
  await expect(date).not.toHaveAttribute('aria-invalid', 'true');
  await expect(time.locator('option').last()).toHaveText('15:00');
  await date.fill('2026-12-03');
  await date.blur();
  await expect(time.locator('option').nth(1)).toHaveText('11:00');
});

test('/home-yoga-meditation: the timetable filters by teacher with the keyboard alone', async ({
  page,
}) => {
  await page.goto('/home-yoga-meditation');
  await waitForHydration(page);
  const timetable = page.locator('#timetable');
  const filter = timetable.getByLabel('Teacher');
  const panel = timetable.getByRole('tabpanel');
  const teachers = () => panel.locator('tbody td:nth-child(3)').allTextContents();
  await expect(filter).toHaveValue('');
  expect(new Set(await teachers()).size).toBeGreaterThan(1);

  // Options are sorted: All teachers, Lena Hartmann, Maya Okonjo, Ravi Desai, Tess Morrow.
  await filter.focus();
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  await expect(filter).toHaveValue('Ravi Desai');
  await expect.poll(teachers).toEqual(['Ravi Desai']);
  await expect(panel.locator('caption')).toHaveText('Monday: Ravi Desai');

  // On to the day tabs: Tab reaches the selected day, the arrow keys move through the week.
  await page.keyboard.press('Tab');
  await expect(timetable.getByRole('tab', { name: 'Monday' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(timetable.getByRole('tab', { name: 'Tuesday' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect.poll(teachers).toEqual(['Ravi Desai']);
  await expect(panel.getByRole('cell', { name: 'Yoga nidra' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(panel).toContainText('This teacher has no class on this day.');
  await page.keyboard.press('ArrowRight');
  await expect.poll(teachers).toEqual(['Ravi Desai', 'Ravi Desai']);

  // Back to everyone.
  await filter.focus();
  await page.keyboard.press('Home');
  await expect(filter).toHaveValue('');
  expect(new Set(await teachers()).size).toBeGreaterThan(1);
});
