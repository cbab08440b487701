import { expect, seriousAxeViolations, test, waitForHydration } from './support/fixtures.ts';

/** Each company page: its h1 and the other company pages its content links to (inside <main>). */
const companyPages = [
  {
    path: '/page/about-me',
    h1: 'Hi, I am Elena Marsh',
    links: ['/page/our-team', '/page/what-we-offer'],
  },
  {
    path: '/page/about-us',
    h1: 'A studio for companies in their first ten years',
    links: ['/page/our-story', '/page/our-services'],
  },
  {
    path: '/page/our-story',
    h1: 'From a kitchen table to four studios',
    links: ['/page/about-us', '/page/who-we-are'],
  },
  {
    path: '/page/who-we-are',
    h1: 'Makers who like to ship',
    links: ['/page/about-us', '/page/our-story', '/page/our-team'],
  },
  {
    path: '/page/our-services',
    h1: 'Everything a young company needs to launch and grow',
    links: ['/page/pricing-packages'],
  },
  {
    path: '/page/what-we-offer',
    h1: 'Help for every stage of a young company',
    links: ['/page/our-services', '/page/our-process', '/page/pricing-packages'],
  },
  {
    path: '/page/our-process',
    h1: 'Six steps from first call to launch',
    links: ['/page/our-services', '/page/what-we-offer'],
  },
  {
    path: '/page/our-team',
    h1: 'The people behind the work',
    links: ['/page/about-us'],
  },
  {
    path: '/page/latest-news',
    h1: 'Latest news',
    links: ['/page/about-us'],
  },
  {
    path: '/page/pricing-packages',
    h1: 'Simple plans that grow with you',
    links: ['/page/our-services'],
  },
] as const;

for (const { path, h1, links } of companyPages) {
  test(`${path}: its h1, section headings and links to the other company pages`, async ({
    page,
  }) => {
    await page.goto(path);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    expect(await page.locator('main h2').count()).toBeGreaterThanOrEqual(3);
    const main = page.locator('main');
    for (const href of links) await expect(main.locator(`a[href="${href}"]`).first()).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Breadcrumb' }).locator('[aria-current="page"]'),
    ).toBeVisible();
  });
}

test('following a call to action goes from our services to the pricing page', async ({ page }) => {
  await page.goto('/page/our-services');
  await waitForHydration(page);
  await page.getByRole('link', { name: 'See pricing packages' }).click();
  await expect(page).toHaveURL(/\/page\/pricing-packages$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Simple plans that grow with you',
  );
});

test('pricing packages: the monthly / yearly tabs change the prices shown', async ({ page }) => {
  await page.goto('/page/pricing-packages');
  await waitForHydration(page);
  const plans = page.locator('[data-section="plans"]');
  const monthly = plans.getByRole('tab', { name: 'MONTHLY' });
  const yearly = plans.getByRole('tab', { name: 'YEARLY' });
  await expect(monthly).toHaveAttribute('aria-selected', 'true');
  for (const price of ['$9.99', '$19.99', '$29.99'])
    await expect(plans.getByText(price, { exact: true })).toBeVisible();
  await yearly.click();
  await expect(yearly).toHaveAttribute('aria-selected', 'true');
  for (const price of ['$90.99', '$199.99', '$290.99'])
    await expect(plans.getByText(price, { exact: true })).toBeVisible();
  await expect(plans.getByText('$19.99', { exact: true })).toBeHidden();
  // Back with the keyboard: the arrow keys move between the tabs.
  await yearly.press('ArrowLeft');
  await expect(monthly).toBeFocused();
  await expect(plans.getByText('$19.99', { exact: true })).toBeVisible();
});

test('pricing packages: the plan comparison is a real table with headers', async ({ page }) => {
  await page.goto('/page/pricing-packages');
  await waitForHydration(page);
  const table = page.getByRole('table', {
    name: 'Features included in the Basic, Standard and Premium plans',
  });
  await table.scrollIntoViewIfNeeded();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Feature',
    'Basic',
    'Standard',
    'Premium',
  ]);
  const backups = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Daily backups' }) });
  await expect(backups.getByRole('cell')).toHaveText(['Not included', 'Included', 'Included']);
  const storage = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Storage' }) });
  await expect(storage.getByRole('cell')).toHaveText(['20 GB', '40 GB', '60 GB']);
});

test('pricing packages on a phone: the comparison table scrolls sideways in a focusable region', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto('/page/pricing-packages');
  await waitForHydration(page);
  const region = page.getByRole('region', {
    name: 'Features included in the Basic, Standard and Premium plans',
  });
  await region.scrollIntoViewIfNeeded();
  const overflows = await region.evaluate((box) => box.scrollWidth > box.clientWidth);
  expect(overflows).toBe(true);
  await region.focus();
  await expect(region).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => region.evaluate((box) => box.scrollLeft)).toBeGreaterThan(0);
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test('latest news: the category filter changes the list of stories', async ({ page }) => {
  await page.goto('/page/latest-news');
  await waitForHydration(page);
  const news = page.locator('[data-section="news"]');
  await expect(news.getByRole('heading', { level: 2, name: /one-page pitch/ })).toBeVisible();
  const list = news.getByRole('list', { name: 'All stories' });
  const titles = list.getByRole('heading', { level: 3 });
  await expect(titles).toHaveCount(8);
  const filters = news.getByRole('group', { name: 'Filter stories by category' });
  await filters.getByRole('button', { name: 'product' }).click();
  await expect(filters.getByRole('button', { name: 'product' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(titles).toHaveText([
    'Ten customer calls before a single line of code',
    'Launch week, hour by hour',
  ]);
  await expect(news.getByRole('status')).toHaveText('2 stories in product');
  await filters.getByRole('button', { name: 'lifestyle' }).click();
  await expect(titles).toHaveText(['A desk setup for long focus days']);
  await expect(news.getByRole('status')).toHaveText('1 story in lifestyle');
  await filters.getByRole('button', { name: 'All' }).click();
  await expect(titles).toHaveCount(8);
});

test('what we offer: the stage tabs show one package at a time', async ({ page }) => {
  await page.goto('/page/what-we-offer');
  await waitForHydration(page);
  const stages = page.locator('[data-section="stages"]');
  const launch = stages.getByRole('tab', { name: 'Launch' });
  const grow = stages.getByRole('tab', { name: 'Grow' });
  await expect(launch).toHaveAttribute('aria-selected', 'true');
  await expect(stages.getByRole('heading', { name: /^Launch kit/ })).toBeVisible();
  await grow.click();
  await expect(grow).toHaveAttribute('aria-selected', 'true');
  await expect(stages.getByRole('heading', { name: /^Growth sprints/ })).toBeVisible();
  await expect(stages.getByRole('heading', { name: /^Launch kit/ })).toBeHidden();
  await grow.press('ArrowRight');
  await expect(stages.getByRole('tab', { name: 'Scale' })).toBeFocused();
  await expect(stages.getByRole('heading', { name: /^Product team on call/ })).toBeVisible();
});

test('our process: six steps in order, and each step opens what it delivers', async ({ page }) => {
  await page.goto('/page/our-process');
  await waitForHydration(page);
  const steps = page.locator('[data-section="steps"] ol > li h3');
  await expect(steps).toHaveText([/Discover/, /Define/, /Design/, /Build/, /Launch/, /Grow/]);
  const deliverables = page.locator('[data-section="deliverables"]');
  const define = deliverables.getByRole('button', { name: '2. Define: the one-page brief' });
  await define.scrollIntoViewIfNeeded();
  await expect(define).toHaveAttribute('aria-expanded', 'false');
  await define.click();
  await expect(define).toHaveAttribute('aria-expanded', 'true');
  await expect(deliverables.getByText(/signed off by both sides/)).toBeVisible();
});

test('our story: a timeline from 2012 and a gallery of the studios that opens larger', async ({
  page,
}) => {
  await page.goto('/page/our-story');
  await waitForHydration(page);
  const years = page.locator('[data-section="timeline"] ol > li h3');
  await expect(years).toHaveCount(6);
  await expect(years.first()).toContainText('2012');
  await expect(years.last()).toContainText('2026');
  const studios = page.locator('[data-section="studios"]');
  await studios.scrollIntoViewIfNeeded();
  await studios.getByRole('button', { name: /^Rotterdam.*view larger$/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('img', { name: /^Rotterdam/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('about me: a profile with rated skills and a career timeline', async ({ page }) => {
  await page.goto('/page/about-me');
  await waitForHydration(page);
  const skills = page.locator('[data-section="skills"]').getByRole('progressbar');
  await expect(skills).toHaveCount(4);
  await expect(page.getByRole('progressbar', { name: 'Product strategy' })).toHaveAttribute(
    'aria-valuenow',
    '95',
  );
  await expect(page.locator('[data-section="career"] ol > li')).toHaveCount(4);
});

test('our team and who we are: the founders appear on both pages', async ({ page }) => {
  for (const path of ['/page/our-team', '/page/who-we-are']) {
    await page.goto(path);
    await waitForHydration(page);
    for (const name of ['Elena Marsh', 'Jonah Adeyemi', 'Sofia Brandt'])
      await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();
  }
});
