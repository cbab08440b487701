import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, waitForHydration, waitForWebFonts } from './support/fixtures.ts';

// What the first paint depends on (issue 2): the page's markup, its one stylesheet (React Router's link; an
// inlined copy of its rules did not pay, decision 0023) and its preloaded fonts, never a script; nothing
// shifts while the page loads, fonts included.
const pages = ['/', '/home-startup', '/parts', '/elements/accordions', '/does-not-exist'];

for (const path of pages) {
  test(`${path}: the prerendered HTML links its stylesheet and declares and preloads its web fonts`, async ({
    request,
  }) => {
    const html = await (await request.get(path)).text();
    // The page's web fonts (the site's pair here) are declared in <head> with font-display: swap beside
    // their metric-matched local fallbacks, and their Latin files preloaded (lib/fonts.tsx).
    const head = html.slice(0, html.indexOf('</head>'));
    const fonts = head.match(/<style data-precedence="fonts"[^>]*>([\s\S]*?)<\/style>/)?.[1] ?? '';
    expect(fonts).toContain('font-family:"Inter Variable"');
    expect(fonts).toContain('font-display:swap');
    expect(fonts).toContain('font-family:"Inter Fallback"');
    expect(fonts).toContain('size-adjust:');
    const preloads = [...head.matchAll(/<link rel="preload"[^>]* as="font"[^>]*>/g)].map(
      (m) => m[0],
    );
    expect(preloads.map((link) => /\/([a-z-]+)-[\w-]{8}\.woff2/.exec(link)?.[1]).sort()).toEqual([
      'inter-latin-wght-normal',
      'plus-jakarta-sans-latin-wght-normal',
    ]);
    for (const link of preloads) expect(link).toMatch(/crossorigin=""/);
    const sheets = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)"/g)].map((m) => m[1]);
    expect(sheets.length).toBeGreaterThan(0);
    const full = (
      await Promise.all([...new Set(sheets)].map(async (href) => (await request.get(href!)).text()))
    ).join('');
    expect(full).not.toContain('@font-face');
    // The stylesheet is an ordinary link: one request, cached for every other page of the site.
    expect(html).not.toMatch(
      /data-deferred-css|data-critical-css|<noscript><link rel="stylesheet"/,
    );
  });
}

test('a first visit draws the web fonts: their Latin files are preloaded, none is added from script', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __added: number };
    w.__added = 0;
    const add = FontFaceSet.prototype.add;
    FontFaceSet.prototype.add = function (this: FontFaceSet, face: FontFace) {
      w.__added++;
      return add.call(this, face);
    };
  });
  await page.goto('/home-startup');
  await waitForHydration(page);
  await waitForWebFonts(page);
  const loaded = await page.evaluate(() =>
    [...document.fonts]
      .filter((face) => face.status === 'loaded')
      .map((face) => face.family.replace(/"/g, '')),
  );
  // The metric-matched fallbacks are local() faces: they count as loaded once
  // drawn, and are not downloads.
  const webFonts = loaded.filter((family) => !family.endsWith(' Fallback'));
  expect([...new Set(webFonts)].sort()).toEqual(['Inter Variable', 'Plus Jakarta Sans Variable']);
  expect(await page.evaluate(() => (window as unknown as { __added: number }).__added)).toBe(0);
  const requested = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.woff2'))
      .map((entry) => entry.name.split('/').pop() ?? ''),
  );
  expect(requested.map((name) => name.replace(/-[\w-]{8}\.woff2$/, '')).sort()).toEqual([
    'inter-latin-wght-normal',
    'plus-jakarta-sans-latin-wght-normal',
  ]);
  // Drawn with them.
  expect(
    await page.evaluate(() => document.fonts.check('700 32px "Plus Jakarta Sans Variable"')),
  ).toBe(true);
});

test('without JavaScript the page is still styled', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/home-startup');
  await expect(page.locator('body')).toHaveCSS('font-family', /Inter/);
  await expect(page.locator('header').first()).toHaveCSS('position', 'sticky');
  await context.close();
});

test('the local fallback faces take the room of the web fonts that replace them', async ({
  page,
}) => {
  await page.goto('/elements/accordions');
  await waitForWebFonts(page);
  const sample =
    'Genuine parts for the Husky, Pitts and Eagle lines: find the assembly, check the effectivity, and send one inquiry.';
  const measure = (family: string, weight: number) =>
    page.evaluate(
      ({ family, weight, sample }) => {
        const box = document.createElement('div');
        box.style.cssText = `position:absolute;top:0;left:0;width:max-content;font:${weight} 20px/normal ${family};white-space:nowrap`;
        box.textContent = sample;
        document.body.append(box);
        const { width, height } = box.getBoundingClientRect();
        box.remove();
        return { width, height };
      },
      { family, weight, sample },
    );
  for (const [web, fallback] of [
    ['"Inter Variable"', '"Inter Fallback"'],
    ['"Plus Jakarta Sans Variable"', '"Plus Jakarta Sans Fallback"'],
  ] as const) {
    for (const weight of [400, 500, 600, 700, 800]) {
      const loaded = await page.evaluate(
        ({ web, weight }) => document.fonts.load(`${weight} 20px ${web}`),
        { web, weight },
      );
      expect(loaded.length, `${web} ${weight} loads`).toBeGreaterThan(0);
      const [a, b] = [await measure(web, weight), await measure(fallback, weight)];
      expect(b.width / a.width, `${fallback} ${weight}: width`).toBeGreaterThan(0.97);
      expect(b.width / a.width, `${fallback} ${weight}: width`).toBeLessThan(1.03);
      expect(Math.abs(b.height - a.height), `${fallback} ${weight}: line height`).toBeLessThan(1.5);
    }
  }
});

for (const viewport of [
  { width: 412, height: 823 },
  { width: 1280, height: 800 },
]) {
  test(`nothing shifts while / and /home-startup load (${viewport.width} px wide)`, async ({
    browser,
  }) => {
    // A cold load may paint in the local fallback faces before the preloaded files arrive, then swaps; the
    // fallbacks are sized to the web fonts, so the swap moves nothing (at most 0.01).
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    await page.addInitScript(() => {
      const w = window as unknown as { __shift: number; __shifted: string[] };
      w.__shift = 0;
      w.__shifted = [];
      type Shift = {
        value: number;
        hadRecentInput: boolean;
        sources: { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
      };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as Shift[]) {
          if (entry.hadRecentInput) continue;
          w.__shift += entry.value;
          for (const source of entry.sources)
            w.__shifted.push(
              `${(source.node as Element | undefined)?.outerHTML?.slice(0, 120)} ${JSON.stringify(source.previousRect)} -> ${JSON.stringify(source.currentRect)}`,
            );
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (const [i, path] of ['/', '/home-startup', '/'].entries()) {
      await page.goto(path);
      await waitForHydration(page);
      await waitForWebFonts(page);
      expect(
        await page.evaluate(() =>
          [...document.fonts].some(
            (face) => face.family.includes('Inter Variable') && face.status === 'loaded',
          ),
        ),
        `the web font is in use (visit ${i + 1})`,
      ).toBe(true);
      await page.waitForTimeout(500);
      const { shift, shifted } = await page.evaluate(() => {
        const w = window as unknown as { __shift: number; __shifted: string[] };
        return { shift: w.__shift, shifted: w.__shifted };
      });
      expect(shift, `layout shift on ${path}: ${shifted.join('\n')}`).toBeLessThanOrEqual(0.01);
    }
    await context.close();
  });
}

test('the hero picture comes inside the prerendered HTML and stays after hydration', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/home-startup')).text();
  const hero = html.match(/<section[^>]*id="hero"[\s\S]*?<img ([^>]*)>/)?.[1] ?? '';
  expect(hero).toMatch(/src="data:image\/svg\+xml,/);
  expect(hero).toContain('data-src="/artwork/');
  expect(hero).toMatch(/width="\d+" height="\d+"/);

  await page.goto('/home-startup');
  await waitForHydration(page);
  const img = page.locator('#hero img').first();
  await expect(img).toHaveAttribute('src', /^data:image\/svg\+xml,/);
  expect(await img.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);

  // Rendered in the browser (client navigation), the same hero loads its file instead.
  await page.goto('/');
  await waitForHydration(page);
  await page.locator('main a[href="/home-startup"]').first().click();
  await expect(page).toHaveURL(/\/home-startup$/);
  const navigated = page.locator('#hero img').first();
  await expect(navigated).toHaveAttribute('src', /^\/artwork\/.+\.svg$/);
  await expect
    .poll(() => navigated.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0))
    .toBe(true);
});

test('a document that arrives in two parts is not painted until all of its markup is in', async ({
  browser,
  request,
}) => {
  // A slow connection or a busy device can hand the parser half a page: painting that (the header and half a
  // hero) and then the rest moves what was painted. The <head> holds the first paint until the element after
  // the page's markup is parsed (`<link rel="expect" blocking="render">`).
  const html = await (await request.get('/home-startup')).text();
  const cut = html.indexOf('</section>') + '</section>'.length;
  expect(cut).toBeGreaterThan(1000);
  const delay = 1500;
  const server = createServer((req, res) => {
    if (req.url !== '/home-startup') {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.write(html.slice(0, cut));
    setTimeout(() => res.end(html.slice(cut)), delay);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    // Not waiting for the load event: the wait below is for the paint, and says what it saw if none came.
    await page.goto(`http://127.0.0.1:${port}/home-startup`, { waitUntil: 'commit' });
    // The page's preloaded font files are not on this server: the paint comes in the local fallbacks, maybe
    // only after the load event has fired. Polled from the test, not inside the page: a poll the page runs on
    // its animation frames (Playwright's waitForFunction) depends on the browser making frames. This wait once
    // ran to the test's timeout in CI and passed at once on the retry; if it fails again, the message shows
    // what the page last reported (painted or not, visible or hidden, how far it had loaded).
    await expect
      .poll(
        () =>
          page.evaluate(() => ({
            painted: performance.getEntriesByName('first-contentful-paint').length > 0,
            visibility: document.visibilityState,
            readyState: document.readyState,
          })),
        { timeout: 20_000 },
      )
      .toMatchObject({ painted: true });
    const timing = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[];
      const paint = performance.getEntriesByName('first-contentful-paint')[0];
      return { responseStart: navigation?.responseStart ?? 0, paint: paint?.startTime ?? 0 };
    });
    expect(timing.paint).toBeGreaterThan(0);
    expect(timing.paint - timing.responseStart).toBeGreaterThan(delay - 100);
  } finally {
    await context.close();
    server.close();
  }
});

test('no script is requested before the first frame is rendered (the stylesheet and the preloaded fonts are); the page boots after it', async ({
  page,
}) => {
  // The end of the first frame: a task queued from the first animation-frame callback runs after it.
  await page.addInitScript(() => {
    requestAnimationFrame(() =>
      setTimeout(() => {
        (window as unknown as { __firstFrame: number }).__firstFrame = performance.now();
      }, 0),
    );
  });
  await page.goto('/home-startup');
  await waitForHydration(page);
  await waitForWebFonts(page);
  const { firstFrame, scripts } = await page.evaluate(() => ({
    firstFrame: (window as unknown as { __firstFrame: number }).__firstFrame,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /\.(js|css|woff2)(\?|$)/.test(entry.name))
      .map((entry) => ({ name: entry.name, start: entry.startTime })),
  }));
  expect(firstFrame).toBeGreaterThan(0);
  expect(scripts.length).toBeGreaterThan(3);
  const fonts = scripts.filter((script) => script.name.endsWith('.woff2'));
  expect(fonts).toHaveLength(2);
  expect(fonts.filter((font) => font.start >= firstFrame)).toEqual([]);
  const sheets = scripts.filter((script) => /\.css(\?|$)/.test(script.name));
  expect(sheets.length).toBeGreaterThan(0);
  expect(sheets.filter((sheet) => sheet.start >= firstFrame)).toEqual([]);
  expect(
    scripts.filter((script) => script.name.endsWith('.js') && script.start < firstFrame),
  ).toEqual([]);
  // The module graph is still fetched in parallel: the preloads are live once the page runs.
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(3);
  expect(await page.locator('link[rel="deferred-modulepreload"]').count()).toBe(0);
});

for (const path of ['/', '/home-startup', '/husky', '/parts', '/elements/accordions']) {
  test(`${path}: hydration keeps every prerendered section, and React reports no mismatch`, async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { __sections: Element[] }).__sections = [
          ...document.querySelectorAll('header, main > *, main section, footer'),
        ];
      });
    });
    await page.goto(path);
    await waitForHydration(page);
    const { total, detached, reactRoot } = await page.evaluate(() => {
      const sections = (window as unknown as { __sections: Element[] }).__sections;
      return {
        total: sections.length,
        detached: sections.filter((s) => !s.isConnected).map((s) => s.outerHTML.slice(0, 120)),
        // React marks the document it hydrated (a key on the container).
        reactRoot: Object.keys(document).some((key) => key.startsWith('__reactContainer')),
      };
    });
    expect(total).toBeGreaterThan(2);
    // A hydration mismatch makes React render the page again on the client: the prerendered elements
    // would be replaced (detached) and an error reported (#418, #423).
    expect(detached).toEqual([]);
    expect(reactRoot).toBe(true);
    expect(problems).toEqual([]);
  });
}

test('a long page renders its later sections only near the viewport, and anchors still land', async ({
  page,
}) => {
  await page.goto('/home-startup');
  await waitForHydration(page);
  const visibility = await page.evaluate(() =>
    [...document.querySelectorAll('main > section')].map(
      (section) => getComputedStyle(section).contentVisibility,
    ),
  );
  expect(visibility.length).toBeGreaterThan(5);
  expect(visibility[0]).toBe('visible');
  expect(visibility.slice(1)).toEqual(visibility.slice(1).map(() => 'auto'));
  // A link to a section far down the page brings it into view.
  await page.goto('/home-startup#pricing');
  await waitForHydration(page);
  await expect(page.locator('#pricing')).toBeInViewport();
  // The footer too, on the long pages and the parts pages (its text is the most the web fonts lay out again).
  for (const path of ['/home-startup', '/parts', '/husky']) {
    await page.goto(path);
    expect(
      await page
        .locator('footer.site-footer')
        .evaluate((f) => getComputedStyle(f).contentVisibility),
      path,
    ).toBe('auto');
  }
  // Pages that do not opt in keep every section and the footer rendered.
  await page.goto('/elements/accordions');
  expect(await page.locator('main > section, footer.site-footer').count()).toBeGreaterThan(1);
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('main > section, footer.site-footer')].every(
        (section) => getComputedStyle(section).contentVisibility === 'visible',
      ),
    ),
  ).toBe(true);
});

test('a page opened at an #anchor stays there once the app starts, and back returns to where the visitor was', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Where #pricing stands at every scroll of the load: the jump to it must land there at once. A smooth
  // scroll aims at where the section was when it began and, as the sections it passes render and change
  // height, can end far from it.
  await page.addInitScript(() => {
    const seen: { top: number; bottom: number }[] = [];
    Object.assign(window, { pricingAtScroll: seen });
    addEventListener(
      'scroll',
      () => {
        const box = document.getElementById('pricing')?.getBoundingClientRect();
        if (box) seen.push({ top: box.top, bottom: box.bottom });
      },
      { passive: true },
    );
  });
  // A cold load: the browser lands on the anchor before any script runs; starting the app must not undo it.
  await page.goto('/home-startup#pricing');
  await waitForHydration(page);
  await page.waitForTimeout(300);
  await expect(page.locator('#pricing')).toBeInViewport();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  const atScroll = await page.evaluate(
    () =>
      (window as unknown as { pricingAtScroll: { top: number; bottom: number }[] }).pricingAtScroll,
  );
  expect(atScroll.length).toBeGreaterThan(0);
  const viewportHeight = page.viewportSize()?.height ?? 0;
  for (const box of atScroll) {
    expect(box.bottom).toBeGreaterThan(0);
    expect(box.top).toBeLessThan(viewportHeight);
  }
  // A client navigation goes to the top of the next page; back restores the position left.
  // A position the page can reach (its height depends on which later sections have rendered yet).
  const left = await page.evaluate(() =>
    Math.min(1500, document.documentElement.scrollHeight - window.innerHeight - 40),
  );
  expect(left).toBeGreaterThan(500);
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), left);
  // Where the visitor is: the scroll position once it has settled, and what is at the middle of the screen: the
  // element's kind, its text, its height on the screen and which of the page's sections holds it (the text's
  // numbers aside: a counter counts up as it comes into view, 0 when the position was read and 20 after back).
  // Sections that render as they near the viewport (content-visibility) can take less room than their
  // placeholder; the browser's scroll anchoring then moves scrollY so that the content in view stays put
  // (measured: 1500 asked, 977 settled, the same paragraph at the same height), so the position is read back.
  const whereVisitorIs = () =>
    page.evaluate(() => {
      const element = document.elementFromPoint(innerWidth / 2, innerHeight / 2);
      const section = element?.closest('main > section');
      return {
        y: Math.round(window.scrollY),
        tag: element?.tagName,
        // Its text with the numbers left out (a counter's 0 and 20 read alike; any other word must match).
        text: (element?.textContent ?? '').trim().slice(0, 60).replace(/\d+/g, '#'),
        section: section ? [...document.querySelectorAll('main > section')].indexOf(section) : -1,
        top: Math.round(element?.getBoundingClientRect().top ?? Number.NaN),
      };
    });
  // Settled: the same after 300 ms and two more frames (two reads in a row, a few ms apart, can both come before
  // the sections in view have rendered and the anchoring has moved the page: CI, session 42).
  const later = async () => {
    await page.waitForTimeout(300);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    return whereVisitorIs();
  };
  let settled = await later();
  await expect
    .poll(
      async () => {
        const now = await later();
        const same = now.y === settled.y && now.top === settled.top;
        settled = now;
        return same;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  expect(settled.y).toBeGreaterThan(500);
  // Far down the page: in a later section than the hero.
  expect(settled.section).toBeGreaterThan(0);
  await page.locator('header a[href="/"]').first().click();
  await expect(page).toHaveURL(/\/$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await page.goBack();
  await expect(page).toHaveURL(/\/home-startup#pricing$/);
  // Back shows the same content at the same height of the screen.
  await expect.poll(whereVisitorIs).toEqual(settled);
  await context.close();
});
