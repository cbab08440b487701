import type { Page } from '@playwright/test';
import { expect, receivedMail, test, waitForHydration } from './support/fixtures.ts';

// The four hero types of the home demos, each on the demo that uses it.
// A hero form sends a message, not a subscription: it says so (issue 37), not the newsletter's text.
const success = 'Thank you — your message has been sent. We will reply within one working day.';
const failure = 'Sorry, your message could not be sent. Please try again in a moment.';

test.describe('HeroSlider (/home-business)', () => {
  /** Opens the demo and waits until Swiper runs the slider; returns the slider's region. */
  async function openSlider(page: Page) {
    await page.goto('/home-business');
    await waitForHydration(page);
    const region = page.getByRole('region', { name: 'Meridian Partners highlights' });
    await expect(region).toHaveAttribute('data-ready', 'true');
    return region;
  }
  const currentDot = (page: Page) =>
    page
      .getByRole('region', { name: 'Meridian Partners highlights' })
      .locator('button[aria-label^="Go to slide"][aria-current="true"]');

  test('the first slide is the prerendered LCP image; later slides load lazily', async ({
    page,
  }) => {
    await page.goto('/home-business');
    const images = page.locator('[data-section="hero"] [data-slide] img');
    await expect(images.first()).toHaveAttribute('fetchpriority', 'high');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect(images.first()).toHaveAttribute('width', '1600');
    await expect(images.nth(1)).toHaveAttribute('loading', 'lazy');
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('arrow keys move the slides and announce them; the stop button stops autoplay', async ({
    page,
  }) => {
    const region = await openSlider(page);
    const stop = region.getByRole('button', { name: 'Stop automatic sliding' });
    await expect(stop).toBeVisible();
    await stop.click();
    await expect(region.getByRole('button', { name: 'Start automatic sliding' })).toBeVisible();
    const before = await currentDot(page).getAttribute('aria-label');
    const next = before === 'Go to slide 3' ? 1 : Number(before?.slice(-1)) + 1;
    await page.keyboard.press('ArrowRight');
    await expect(currentDot(page)).toHaveAttribute('aria-label', `Go to slide ${next}`);
    await expect(page.locator('[data-slider-announcement]')).toContainText(`Slide ${next} of 3:`);
    // A looping Swiper ignores keys while a slide is still moving (300 ms): let it settle first.
    await page.waitForTimeout(700);
    await page.keyboard.press('ArrowLeft');
    await expect(currentDot(page)).toHaveAttribute('aria-label', before ?? '');
    // Stopped: no slide change over more than one autoplay delay (6 s).
    await page.waitForTimeout(6800);
    await expect(currentDot(page)).toHaveAttribute('aria-label', before ?? '');
  });

  test('a pointer resting on the slider pauses autoplay; it turns again when the pointer leaves', async ({
    page,
  }) => {
    await openSlider(page);
    await page.mouse.move(600, 360);
    const before = await currentDot(page).getAttribute('aria-label');
    await page.waitForTimeout(6800);
    await expect(currentDot(page)).toHaveAttribute('aria-label', before ?? '');
    await page.mouse.move(5, 5);
    await expect(currentDot(page)).not.toHaveAttribute('aria-label', before ?? '', {
      timeout: 9000,
    });
  });

  test('under reduced motion the slider does not play by itself', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const region = await openSlider(page);
    await expect(region.getByRole('button', { name: /automatic sliding/ })).toHaveCount(0);
    await page.waitForTimeout(6800);
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Go to slide 1');
    await page.keyboard.press('ArrowRight');
    await expect(currentDot(page)).toHaveAttribute('aria-label', 'Go to slide 2');
  });
});

test.describe('HeroVideo (/home-corporate)', () => {
  test('the poster paints first; the muted loop is created after load and plays', async ({
    page,
    problems,
  }) => {
    await page.goto('/home-corporate');
    const poster = page.locator('[data-hero-poster]');
    await expect(poster).toHaveAttribute('fetchpriority', 'high');
    await expect(poster).toHaveAttribute('loading', 'eager');
    await waitForHydration(page);
    const video = page.locator('video[data-hero-video]');
    await expect(video).toHaveCount(1);
    expect(await video.evaluate((v: HTMLVideoElement) => v.muted && v.loop)).toBe(true);
    await expect
      .poll(() => video.evaluate((v: HTMLVideoElement) => !v.paused && v.readyState >= 2))
      .toBe(true);
    const pause = page.getByRole('button', { name: 'Pause background video' });
    await pause.click();
    expect(await video.evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
    await expect(page.getByRole('button', { name: 'Play background video' })).toBeVisible();
    expect(problems.failedRequests).toEqual([]);
  });

  test('under reduced motion the still picture stays and no video is created', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home-corporate');
    await waitForHydration(page);
    await page.waitForTimeout(2500);
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.locator('[data-hero-poster]')).toBeVisible();
  });
});

test.describe('HeroForm (/home-finance, /home-seo-agency)', () => {
  test('the call back form shows messages under the fields, then sends and says so', async ({
    page,
  }) => {
    await page.goto('/home-finance');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Request a call back' });
    await form.getByRole('button', { name: 'Call me back' }).click();
    await expect(form.getByText('Field is required.')).toHaveCount(3);
    await expect(form.getByLabel(/Your name/)).toBeFocused();
    const email = `callback-${Date.now()}@example.com`;
    await form.getByLabel(/Your name/).fill('Jane Whitaker');
    await form.getByLabel(/Phone number/).fill('07700 900123');
    await form.getByLabel(/Email address/).fill('jane@');
    await form.getByLabel(/Email address/).blur();
    await expect(form.getByText('Invalid email.')).toBeVisible();
    await form.getByLabel(/Email address/).fill(email);
    await form.getByRole('button', { name: 'Call me back' }).click();
    await expect(form.getByText(success)).toBeVisible();
    await expect(form.getByLabel(/Your name/)).toHaveValue('');
    await expect
      .poll(async () => (await receivedMail()).some((mail) => JSON.stringify(mail).includes(email)))
      .toBe(true);
  });

  test('a failed send shows the failure message and keeps what was typed', async ({ page }) => {
    await page.goto('/home-finance');
    await waitForHydration(page);
    await page.route('**/api/send', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    const form = page.getByRole('form', { name: 'Request a call back' });
    await form.getByLabel(/Your name/).fill('Jane Whitaker');
    await form.getByLabel(/Phone number/).fill('07700 900123');
    await form.getByLabel(/Email address/).fill('jane@example.com');
    await form.getByRole('button', { name: 'Call me back' }).click();
    await expect(form.getByText(failure)).toBeVisible();
    await expect(form.getByText(success)).toHaveCount(0);
    await expect(form.getByLabel(/Your name/)).toHaveValue('Jane Whitaker');
    await expect(form.getByLabel(/Email address/)).toHaveValue('jane@example.com');
    await page.unroute('**/api/send');
  });

  test('the free SEO report form checks the website and sends it', async ({ page }) => {
    await page.goto('/home-seo-agency');
    await waitForHydration(page);
    const form = page.getByRole('form', { name: 'Free SEO report' });
    await form.getByLabel(/Your website/).fill('not a website');
    await form.getByLabel(/Email address/).fill(`seo-${Date.now()}@example.com`);
    await form.getByRole('button', { name: 'Get my free report' }).click();
    await expect(form.getByText('Invalid website address.')).toBeVisible();
    await form.getByLabel(/Your website/).fill('harbour-bakery.co.uk');
    await form.getByRole('button', { name: 'Get my free report' }).click();
    await expect(form.getByText(success)).toBeVisible();
  });
});

test.describe('HeroStatement (/home-digital-agency)', () => {
  const word = (page: Page) =>
    page.locator('[data-section="hero"] [data-fancy-visual] [data-motion]').textContent();

  test('the last word cycles', async ({ page }) => {
    await page.goto('/home-digital-agency');
    await waitForHydration(page);
    await expect(page.locator('h1')).toContainText(
      'We make products, platforms, launches, and noise.',
    );
    const first = await word(page);
    await expect.poll(() => word(page), { timeout: 8000 }).not.toBe(first);
  });

  test('the cycle stops under reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/home-digital-agency');
    await waitForHydration(page);
    // The word and its full stop are one text node (the stop never moves on its own).
    expect(await word(page)).toBe('products.');
    await page.waitForTimeout(5500);
    expect(await word(page)).toBe('products.');
  });
});
