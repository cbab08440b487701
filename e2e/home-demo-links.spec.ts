import { expect, test, waitForHydration } from './support/fixtures.ts';

// Links out of the demos-a home demos go to real pages: case studies, blog posts.
test('/home-personal-portfolio: each project tile opens its own case study', async ({ page }) => {
  await page.goto('/home-personal-portfolio');
  await waitForHydration(page);
  const links = page.locator('#work').getByRole('link', { name: /: view project$/ });
  await expect(links).toHaveCount(5);
  const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([1, 2, 3, 4, 5].map((n) => `/portfolio/single-project-page-0${n}`));
  await links.first().click();
  await expect(page).toHaveURL(/single-project-page-01$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Halden Ferries');
});

test('/home-design-agency: every journal card opens a blog post page', async ({ page }) => {
  await page.goto('/home-design-agency');
  await waitForHydration(page);
  const cards = page.locator('#journal article');
  await expect(cards).toHaveCount(6);
  const links = page.locator('#journal h3 a');
  await expect(links).toHaveCount(6);
  const first = await links.first().textContent();
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href'))))
    expect(href).toMatch(/^\/blog-types\/standard-post\/\d+$/);
  await links.first().click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(first ?? '');
});
