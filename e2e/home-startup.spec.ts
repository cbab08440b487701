import { expect, receivedMail, test, waitForHydration } from './support/fixtures.ts';

const successMessage = 'Your message has been sent successfully subscribed to our email list!';

test.beforeEach(async ({ page }) => {
  await page.goto('/home-startup');
  await waitForHydration(page);
});

test('the eleven sections of the startup home page are present in order', async ({ page }) => {
  const order = [
    'hero',
    'icon-with-text',
    'statistics',
    'about',
    'interactive-banners',
    'services',
    'process',
    'pricing',
    'latest-blogs',
    'cta',
  ];
  const found = await page
    .locator('[data-section]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('data-section')));
  expect(found.filter((id) => id && order.includes(id))).toEqual(order);
  // Section 1 is the header, before every other section; the footer closes the page.
  const headerBeforeHero = await page.evaluate(() => {
    const header = document.querySelector('header');
    const hero = document.querySelector('[data-section="hero"]');
    return (
      !!header &&
      !!hero &&
      !!(header.compareDocumentPosition(hero) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  });
  expect(headerBeforeHero).toBe(true);
  await expect(page.getByText('Innovative business')).toBeVisible();
  await expect(page.getByText('Expertly marketing')).toBeVisible();
  await expect(page.getByText('Engaging audiences')).toBeVisible();
  const stats = page.locator('[data-section="statistics"]');
  await stats.scrollIntoViewIfNeeded();
  await expect(stats).toContainText('175+');
  await expect(stats).toContainText('200+');
  await expect(stats).toContainText('20');
  await expect(page.locator('[data-section="services"] a[href="/page/our-services/"]')).toHaveCount(
    1,
  );
  await expect(
    page.locator('[data-section="cta"]').getByRole('button', { name: 'Subscribe Now' }),
  ).toBeVisible();
  await expect(page.locator('footer')).toContainText(String(new Date().getFullYear()));
});

test('the logo links home and the scroll-to-top arrow appears only beyond 300 px', async ({
  page,
}) => {
  await expect(page.getByRole('link', { name: 'Contrail home' }).first()).toHaveAttribute(
    'href',
    '/',
  );
  const arrow = page.getByRole('button', { name: 'Scroll to top' });
  await expect(arrow).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 250));
  await page.waitForTimeout(200);
  await expect(arrow).toHaveCount(0);
  await page.evaluate(() => window.scrollTo(0, 900));
  await expect(arrow).toBeVisible();
  await arrow.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(arrow).toHaveCount(0);
});

test('pricing tabs switch between monthly and yearly prices', async ({ page }) => {
  const pricing = page.locator('[data-section="pricing"]');
  await pricing.scrollIntoViewIfNeeded();
  const monthly = pricing.getByRole('tab', { name: /monthly/i });
  const yearly = pricing.getByRole('tab', { name: /yearly/i });
  await expect(monthly).toHaveAttribute('aria-selected', 'true');
  for (const price of ['$9.99', '$19.99', '$29.99'])
    await expect(pricing.getByText(price, { exact: true }).first()).toBeVisible();
  await yearly.click();
  await expect(yearly).toHaveAttribute('aria-selected', 'true');
  for (const price of ['$90.99', '$199.99', '$290.99'])
    await expect(pricing.getByText(price, { exact: true }).first()).toBeVisible();
  await expect(pricing.getByText('$9.99', { exact: true })).toBeHidden();
});

test('the interactive banner slider autoplays', async ({ page }) => {
  const slider = page.locator('[data-section="interactive-banners"]');
  await slider.scrollIntoViewIfNeeded();
  const active = slider.locator('.swiper-slide-active');
  await expect(active).toHaveCount(1, { timeout: 15_000 });
  const first = await active.getAttribute('data-swiper-slide-index');
  await expect
    .poll(
      async () => slider.locator('.swiper-slide-active').getAttribute('data-swiper-slide-index'),
      { timeout: 8_000 },
    )
    .not.toBe(first);
});

test('the subscribe form validates, sends through the API and clears its message after 5 s', async ({
  page,
}) => {
  const cta = page.locator('[data-section="cta"]');
  await cta.scrollIntoViewIfNeeded();
  const email = cta.getByRole('textbox');
  await expect(email).toHaveAttribute('type', 'email');
  await cta.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(cta.getByText('Field is required.')).toBeVisible();
  await email.fill('not-an-address');
  await email.blur();
  await expect(cta.getByText('Invalid email.')).toBeVisible();
  const address = `pilot-${Date.now()}@example.com`;
  await email.fill(address);
  await cta.getByRole('button', { name: 'Subscribe Now' }).click();
  await expect(cta.getByText(successMessage)).toBeVisible();
  await expect(email).toHaveValue('');
  await expect
    .poll(async () => (await receivedMail()).some((m) => m.to.includes(address)), {
      timeout: 15_000,
    })
    .toBe(true);
  await page.waitForTimeout(5_200);
  await expect(cta.getByText(successMessage)).toHaveCount(0);
});

test('an open modal locks page scroll and a route change closes it', async ({ page }) => {
  await page.getByRole('button', { name: 'Open search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
    'hidden',
  );
  await dialog.getByRole('searchbox', { name: 'Search the site' }).fill('pricing');
  await dialog.getByRole('searchbox', { name: 'Search the site' }).press('Enter');
  await expect(page).toHaveURL(/\/page\/search-result\?q=pricing/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
    'hidden',
  );
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});
