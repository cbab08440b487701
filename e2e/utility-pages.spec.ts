import { expect, seriousAxeViolations, test, waitForHydration } from './support/fixtures.ts';

test('the FAQ search filters the questions as you type and says when nothing matches', async ({
  page,
}) => {
  await page.goto('/page/faq-s');
  await waitForHydration(page);
  const faq = page.locator('[data-section="faq"]');
  const questions = faq.locator('button[aria-expanded]');
  const all = await questions.count();
  expect(all).toBeGreaterThan(10);
  const search = page.getByRole('searchbox', { name: 'Search the questions' });
  await search.pressSequentially('refund');
  await expect(questions).toHaveCount(1);
  await expect(questions).toHaveText('When will I get my refund?');
  await expect(faq.getByRole('heading', { level: 2 })).toHaveText(['Returns and warranty']);
  await questions.click();
  await expect(faq.getByText('within five working days')).toBeVisible();
  await search.fill('zeppelin');
  await expect(questions).toHaveCount(0);
  await expect(faq.getByText('No question matches “zeppelin”.')).toBeVisible();
  await faq.getByRole('button', { name: 'Show all questions' }).click();
  await expect(questions).toHaveCount(all);
});

for (const path of ['/page/contact-simple', '/page/contact-classic', '/page/contact-modern']) {
  test(`${path}: the contact form shows field errors on an empty submit, beside the contact details and the map`, async ({
    page,
    problems,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    const form = page
      .locator('form[aria-label]')
      .filter({ has: page.getByRole('button', { name: 'Send message' }) });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByText('Field is required.')).toHaveCount(3);
    await expect(
      form.getByText('Please accept the privacy policy to send your message.'),
    ).toBeVisible();
    await expect(form.getByLabel('Your name *')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('a[href="tel:+12085550142"]').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();
    // The map is a sketch until asked for: nothing was requested from Google.
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(problems.failedRequests).toEqual([]);
  });
}

for (const path of ['/page/coming-soon', '/page/coming-soon-V2']) {
  test(`${path}: the countdown shows numbers and ticks`, async ({ page }) => {
    await page.goto(path);
    await waitForHydration(page);
    const timer = page.getByRole('timer');
    const seconds = timer
      .locator('span', { hasText: /^Seconds$/ })
      .locator('xpath=preceding-sibling::span');
    await expect(seconds).toHaveText(/^\d\d$/);
    for (const [label, digits] of [
      ['Days', /^\d{2,}$/],
      ['Hours', /^\d\d$/],
      ['Minutes', /^\d\d$/],
    ] as const)
      await expect(
        timer
          .locator('span', { hasText: new RegExp(`^${label}$`) })
          .locator('xpath=preceding-sibling::span'),
      ).toHaveText(digits);
    const first = await seconds.textContent();
    await expect(seconds).not.toHaveText(first ?? '', { timeout: 3000 });
    await expect(page.getByRole('textbox', { name: 'Email address' })).toBeVisible();
  });
}

test('the two launch pages are different pages', async ({ page }) => {
  await page.goto('/page/coming-soon');
  const one = await page.getByRole('heading', { level: 1 }).textContent();
  await page.goto('/page/coming-soon-V2');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(one ?? '');
});

test('a privacy table-of-contents link scrolls to its section', async ({ page }) => {
  await page.goto('/privacy');
  await waitForHydration(page);
  const section = page.locator('#retention');
  await expect(section).not.toBeInViewport();
  await page
    .getByRole('navigation', { name: 'On this page' })
    .getByRole('link', { name: 'How long we keep it' })
    .click();
  await expect(page).toHaveURL(/\/privacy#retention$/);
  await expect(section.getByRole('heading', { level: 2 })).toBeInViewport();
});

test('/page/maintenance lists each service with its state', async ({ page }) => {
  await page.goto('/page/maintenance');
  const list = page
    .getByRole('heading', { name: 'What works right now' })
    .locator('xpath=following-sibling::ul[1]');
  await expect(list.getByRole('listitem')).toHaveCount(4);
  await expect(list).toContainText('In maintenance');
  await expect(list).toContainText('Operational');
});

test('/page/error-404 is a 200 page with the 404 content', async ({ page }) => {
  const response = await page.goto('/page/error-404');
  expect(response?.status()).toBe(200);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('off the map');
  await expect(page.getByRole('search').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('heading', { name: 'Popular pages' })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});
