import type { Page } from '@playwright/test';
import { concretePaths } from '../apps/web/app/site-map/index.ts';
import { expect, test, waitForHydration } from './support/fixtures.ts';

// Issue 37 §2–§4, measured in the browser: the back-to-top arrow never covers text or a control, the events
// schedule stacks on a phone, card grids leave no card alone on a row, the inquiry's selects show their
// whole placeholder, and a contact form says its message was sent (and how long to wait when rate limited).

async function open(page: Page, path: string, width: number, height: number) {
  await page.setViewportSize({ width, height });
  await page.goto(path);
  await waitForHydration(page);
}

/** The arrow's box when it shows, and the texts and controls of the page it lies over. */
function arrowOverlaps(page: Page) {
  return page.evaluate(() => {
    const arrow = document.querySelector<HTMLElement>('[data-scroll-top]');
    if (!arrow || getComputedStyle(arrow).visibility === 'hidden') return null;
    const a = arrow.getBoundingClientRect();
    const meets = (r: DOMRect) =>
      r.width > 1 &&
      r.height > 1 &&
      r.left < a.right &&
      a.left < r.right &&
      r.top < a.bottom &&
      a.top < r.bottom;
    const hits: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || arrow.contains(node)) continue;
      // Text for screen readers only (sr-only: a 1 px clipped box) is not drawn, so nothing can cover it.
      const holder = node.parentElement?.getBoundingClientRect();
      if (holder && (holder.width <= 1 || holder.height <= 1)) continue;
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(meets))
        hits.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
    for (const control of document.querySelectorAll<HTMLElement>(
      'a[href], button, input, select, textarea, summary, [role="button"], [role="tab"]',
    )) {
      if (control === arrow || getComputedStyle(control).visibility === 'hidden') continue;
      if (meets(control.getBoundingClientRect()))
        hits.push(`${control.tagName.toLowerCase()} "${control.textContent?.trim().slice(0, 40)}"`);
    }
    return hits;
  });
}

test('at 390 px the back-to-top arrow never lies over text or a control, down to the footer', async ({
  page,
}) => {
  test.setTimeout(180_000);
  let shown = 0;
  for (const path of [
    '/home-restaurant',
    '/home-classic-blog',
    '/blogs/blog-grid',
    '/page/contact-classic',
  ]) {
    await open(page, path, 390, 844);
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    const stops = [];
    for (let y = 400; y < height; y += 350) stops.push(y);
    stops.push(height);
    for (const y of stops) {
      await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
      await page.waitForTimeout(400);
      const hits = await arrowOverlaps(page);
      if (hits === null) continue;
      shown += 1;
      expect(hits, `${path} at ${y} px`).toEqual([]);
    }
  }
  // It does show where its spot is clear (it is not simply gone on phones).
  expect(shown).toBeGreaterThan(0);
});

test('at 390 px the events schedule stacks: each session a full-width card, titles on one or two lines', async ({
  page,
}) => {
  await open(page, '/home-events-conference', 390, 844);
  const schedule = page.locator('#schedule table').first();
  await schedule.scrollIntoViewIfNeeded();
  const rows = await schedule.evaluate((table) =>
    [...table.querySelectorAll('tbody tr')].map((row) => {
      const cells = [...row.children] as HTMLElement[];
      const title = cells[1]?.querySelector('span') as HTMLElement | null;
      const lineHeight = title ? parseFloat(getComputedStyle(title).lineHeight) : 0;
      return {
        row: row.getBoundingClientRect().width,
        table: table.getBoundingClientRect().width,
        title: cells[1]?.getBoundingClientRect().width ?? 0,
        inner:
          row.clientWidth -
          parseFloat(getComputedStyle(row).paddingLeft) -
          parseFloat(getComputedStyle(row).paddingRight),
        titleLines: title ? Math.round(title.getBoundingClientRect().height / lineHeight) : 0,
      };
    }),
  );
  expect(rows.length).toBeGreaterThan(2);
  for (const r of rows) {
    expect(r.row).toBeGreaterThanOrEqual(r.table - 2);
    expect(r.title).toBeGreaterThanOrEqual(r.inner - 2);
    expect(r.titleLines).toBeLessThanOrEqual(2);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test('at 1366 px no card grid of the home demos leaves a card alone on its last row when its count can balance', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const paths = ['/', ...concretePaths().filter((p) => p.startsWith('/home-'))];
  const orphans: string[] = [];
  await page.setViewportSize({ width: 1366, height: 900 });
  for (const path of paths) {
    await page.goto(path);
    await waitForHydration(page);
    const found = await page.evaluate(() => {
      const out: string[] = [];
      for (const grid of document.querySelectorAll<HTMLElement>('main ul, main ol, main div')) {
        if (getComputedStyle(grid).display !== 'grid') continue;
        const cards = [...grid.children].filter((child) => {
          const r = child.getBoundingClientRect();
          return r.width > 0 && r.height > 0 && getComputedStyle(child).position !== 'absolute';
        });
        if (cards.length < 3) continue;
        const rows = new Map<number, number>();
        for (const card of cards) {
          const top = Math.round(card.getBoundingClientRect().top);
          rows.set(top, (rows.get(top) ?? 0) + 1);
        }
        const perRow = [...rows.values()];
        const columns = perRow[0] ?? 0;
        const last = cards[cards.length - 1] as HTMLElement;
        const alone = perRow.length > 1 && perRow[perRow.length - 1] === 1;
        // A lone last item spanning the row (a form's button, a wide note) is not an orphan card.
        const narrow =
          last.getBoundingClientRect().width < 0.6 * grid.getBoundingClientRect().width;
        const n = cards.length;
        const canBalance = [2, 3, 4, columns + 1]
          .filter((c) => c <= columns + 1)
          .some((c) => n % c === 0 || n % c >= 2);
        if (alone && narrow && columns >= 3 && canBalance)
          out.push(
            `${grid.tagName.toLowerCase()}.${grid.className.slice(0, 60)}: ${perRow.join(' + ')}`,
          );
      }
      return out;
    });
    for (const grid of found) orphans.push(`${path} ${grid}`);
  }
  expect(orphans).toEqual([]);
});

test('the gym demo’s four steps share one row at 1366 px', async ({ page }) => {
  await open(page, '/home-gym-fitness', 1366, 900);
  const tops = await page
    .locator('#start ol > li')
    .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
  expect(tops).toHaveLength(4);
  expect(new Set(tops).size).toBe(1);
});

test('at 1366 px the inquiry’s country, state and city selects show their whole placeholder', async ({
  page,
}) => {
  await open(page, '/parts#cart', 1366, 900);
  const form = page.getByRole('form', { name: 'Parts inquiry' });
  await expect(form.getByLabel('City')).toBeVisible();
  const selects = await form.locator('select').evaluateAll((elements) =>
    (elements as HTMLSelectElement[]).map((select) => {
      const style = getComputedStyle(select);
      const canvas = document.createElement('canvas').getContext('2d');
      if (!canvas) throw new Error('no canvas');
      canvas.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.options[select.selectedIndex]?.text ?? '';
      // The text, the padding on both sides and the drop-down arrow must fit the box.
      const needed =
        canvas.measureText(text).width +
        parseFloat(style.paddingLeft) +
        parseFloat(style.paddingRight) +
        20;
      return { id: select.id, text, needed, width: select.clientWidth, scroll: select.scrollWidth };
    }),
  );
  expect(selects.map((s) => s.text)).toEqual([
    'Choose a country',
    'Choose a country first',
    'Choose a state first',
  ]);
  for (const select of selects) {
    expect(select.scroll, select.id).toBeLessThanOrEqual(select.width);
    expect(select.needed, `${select.id}: "${select.text}"`).toBeLessThanOrEqual(select.width);
  }
});

test('a contact form says the message was sent, not the newsletter text; rate limited, it says how long to wait', async ({
  page,
}) => {
  await open(page, '/page/contact-classic', 1366, 900);
  const form = page.getByRole('form', { name: 'Contact form' });
  const fill = async () => {
    await form.getByLabel(/your name/i).fill('Ada Lovelace');
    await form.getByLabel(/email address/i).fill('ada@example.com');
    await form.getByLabel(/your message/i).fill('Could you quote a landing gear overhaul?');
    await form.getByRole('checkbox').check();
  };
  await fill();
  await form.getByRole('button', { name: /send/i }).click();
  await expect(
    form.getByText('Thank you — your message has been sent. We will reply within one working day.'),
  ).toBeVisible();
  await expect(page.getByText(/subscribed to our email list/)).toHaveCount(0);

  await page.route('**/api/send', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'Retry-After': '8' },
      body: '{"error":{"code":"rate_limited","message":"Too many requests"}}',
    }),
  );
  await fill();
  await form.getByRole('button', { name: /send/i }).click();
  await expect(form.getByText('Too many requests — please try again in 8 seconds.')).toBeVisible();
});
