import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// Issues 23/24: /home-events-conference, its countdown, its schedule by day and track, and its one-page menu.

/** The countdown's target, as in content/home/events-conference.ts (its content file uses the app's ~ alias). */
const conferenceStart = '2027-05-12T09:00:00+02:00';

async function open(page: Page, width = 1366) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto('/home-events-conference');
  await waitForHydration(page);
}

const timer = (page: Page) => page.getByRole('timer', { name: /Wavelength 27/ });

/** The four numbers of the countdown (days, hours, minutes, seconds). */
const units = (page: Page) =>
  timer(page)
    .locator(':scope > div > span:first-child')
    .evaluateAll((spans) => spans.map((span) => span.textContent ?? ''));

test('the countdown shows the time left to the first morning and ticks every second', async ({
  page,
}) => {
  await open(page);
  await expect.poll(async () => (await units(page)).every((u) => /^\d+$/.test(u))).toBe(true);
  const [days] = await units(page);
  const expectedDays = Math.floor((Date.parse(conferenceStart) - Date.now()) / 86_400_000);
  expect(Math.abs(Number(days) - expectedDays)).toBeLessThanOrEqual(2);
  const first = (await units(page)).join(':');
  await expect.poll(async () => (await units(page)).join(':'), { timeout: 4000 }).not.toBe(first);
  await expect(timer(page)).not.toHaveAttribute('data-finished');
});

test('under reduced motion the countdown still tells the time, with nothing animated', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await open(page);
  await expect.poll(async () => (await units(page)).every((u) => /^\d+$/.test(u))).toBe(true);
  // The numbers change in place: no transition or animation runs on the timer.
  const animations = await timer(page).evaluate((el) => el.getAnimations({ subtree: true }).length);
  expect(animations).toBe(0);
});

test('the schedule: day tabs and the track filter work from the keyboard', async ({ page }) => {
  await open(page);
  const schedule = page.locator('#schedule');
  const tabs = schedule.getByRole('tablist', { name: 'Conference days' });
  const wednesday = tabs.getByRole('tab', { name: 'Wed 12 May' });
  const thursday = tabs.getByRole('tab', { name: 'Thu 13 May' });
  const friday = tabs.getByRole('tab', { name: 'Fri 14 May' });
  const panel = schedule.getByRole('tabpanel');
  await expect(wednesday).toHaveAttribute('aria-selected', 'true');

  await wednesday.focus();
  await page.keyboard.press('ArrowRight');
  await expect(thursday).toBeFocused();
  await expect(thursday).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('table')).toContainText('LED walls that do not fight the camera');
  await page.keyboard.press('End');
  await expect(friday).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Home');
  await expect(wednesday).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(friday).toHaveAttribute('aria-selected', 'true');

  // Back to Wednesday, then the track filter, by keyboard: Broadcast, Light, Production, Sound.
  await page.keyboard.press('Home');
  const track = schedule.getByLabel('Track');
  await track.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(track).toHaveValue('Light');
  const table = panel.getByRole('table');
  await expect(table.locator('caption')).toHaveText('Wed 12 May: Light');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText('Busking a festival headliner on two faders');
  await expect(table).not.toContainText('Immersive audio');

  // The filter holds across days; a day without that track says so.
  await friday.focus();
  await page.keyboard.press('Enter');
  await expect(friday).toHaveAttribute('aria-selected', 'true');
  await expect(panel).toContainText('No session of this track on this day.');

  await track.focus();
  await page.keyboard.press('Home');
  await expect(track).toHaveValue('');
  await expect(panel.getByRole('table').locator('tbody tr')).toHaveCount(4);
});

test('the one-page menu marks the section in view and glides to the one chosen', async ({
  page,
}) => {
  await open(page);
  const nav = page.getByRole('navigation', { name: 'Page sections' }).first();
  await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'location');

  // Scrolling by hand: the schedule comes under the reading line.
  await page.locator('#schedule').evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(nav.getByRole('link', { name: 'Schedule' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(nav.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');

  // Choosing a section from the menu by keyboard.
  await nav.getByRole('link', { name: 'Tickets' }).focus();
  await page.keyboard.press('Enter');
  // It lands on the section exactly (its top at its scroll margin, under the sticky header), although the
  // sections it glides past render only as they near the viewport and change height on the way.
  await expect
    .poll(
      () =>
        page
          .locator('#tickets')
          .evaluate((el) =>
            Math.abs(
              el.getBoundingClientRect().top -
                (Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0),
            ),
          ),
      { timeout: 5000 },
    )
    .toBeLessThanOrEqual(2);
  await expect(nav.getByRole('link', { name: 'Tickets' })).toHaveAttribute(
    'aria-current',
    'location',
  );
  await expect(page.locator('#tickets')).toBeFocused();
  await expect(page).toHaveURL(/#tickets$/);
  await expect(page.locator('#tickets').getByRole('tab', { name: 'In person' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
});

test('from the top of a fresh page, the menu lands exactly on the last section', async ({
  page,
}) => {
  await open(page);
  // Every section after the first still has its placeholder height here: the glide passes them all.
  const nav = page.getByRole('navigation', { name: 'Page sections' }).first();
  await nav.getByRole('link', { name: 'Journal' }).click();
  await expect(page).toHaveURL(/#journal$/);
  const offTarget = () =>
    page
      .locator('#journal')
      .evaluate((el) =>
        Math.abs(
          el.getBoundingClientRect().top -
            (Number.parseFloat(getComputedStyle(el).scrollMarginTop) || 0),
        ),
      );
  await expect.poll(offTarget, { timeout: 5000 }).toBeLessThanOrEqual(2);
  // And stays there once the glide is over.
  await page.waitForTimeout(500);
  expect(await offTarget()).toBeLessThanOrEqual(2);
  await expect(nav.getByRole('link', { name: 'Journal' })).toHaveAttribute(
    'aria-current',
    'location',
  );
});
