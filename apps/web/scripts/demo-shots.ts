import type { Browser, Page } from 'playwright-core';
import { clientDir, requireBrowserAndBuild, withServerAndBrowser } from '../../../bench/support.ts';
import { demos } from '../app/content/demos/index.ts';

/**
 * The first screen of every home demo as the built site draws it, at 1366 × 768 (the laptop width of the visual
 * baselines), in a colour scheme: the contact sheet (contact-sheet.ts) and the gallery's previews (previews.ts)
 * are made from these shots. The production server serves the build (`npm run build -w @contrail/web`, or
 * CONTRAIL_BUILD_DIR); the port is CONTRAIL_TEST_PORT_BASE (default 5500) + 90.
 */
export const shotSize = { width: 1366, height: 768 } as const;
/** A phone's first screen (the 390 px width of the visual baselines): `npm run contact-sheet -- --phone`. */
export const phoneSize = { width: 390, height: 844 } as const;
export type ShotSize = { width: number; height: number };
export type Scheme = 'light' | 'dark';

export interface DemoShot {
  slug: string;
  route: string;
  title: string;
  scheme: Scheme;
  /** PNG, of the size asked for (1366 × 768 unless told). */
  png: Buffer;
}

/** Brings a page to its still first screen: hydrated, fonts in, pictures decoded, motion frozen, at the top. */
async function settle(page: Page) {
  await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached', timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await page.addStyleTag({
    content: `*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important;
      transition-duration: 0s !important; caret-color: transparent !important; }
      video { visibility: hidden !important; }`,
  });
  await page.evaluate(async () => {
    await document.fonts.ready;
    // The pictures on the first screen (a hidden menu's lazy thumbnails never load: they are not waited for),
    // each given five seconds at most.
    const onScreen = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
    });
    await Promise.all(
      onScreen.map((img) =>
        Promise.race([
          new Promise((resolve) => setTimeout(resolve, 5_000)),
          img.complete
            ? img.decode().catch(() => {})
            : new Promise((resolve) => {
                img.addEventListener('load', resolve, { once: true });
                img.addEventListener('error', resolve, { once: true });
              }),
        ]),
      ),
    );
    window.scrollTo(0, 0);
  });
  await page.clock.runFor(2_000);
}

/**
 * Shoots each demo (all of them, or the slugs given) in each scheme, one page at a time (the machine is shared),
 * handing every shot to `use` as it is taken. A dark shot asks for the visitor's system setting
 * (`prefers-color-scheme: dark`), which a demo's three-way switch follows while it is left on "system".
 */
export async function shootDemos(
  schemes: readonly Scheme[],
  use: (shot: DemoShot) => Promise<void>,
  only: readonly string[] = [],
  size: ShotSize = shotSize,
): Promise<void> {
  requireBrowserAndBuild();
  const port = Number(process.env.CONTRAIL_TEST_PORT_BASE ?? 5500) + 90;
  const chosen = only.length ? demos.filter((demo) => only.includes(demo.slug)) : demos;
  if (only.length && chosen.length !== only.length)
    throw new Error(`no home demo named ${only.filter((s) => !demos.some((d) => d.slug === s))}`);
  console.log(
    `shooting ${chosen.length} demos × ${schemes.join(', ')} at ${size.width} px from ${clientDir}`,
  );
  await withServerAndBrowser(port, async (url: string, browser: Browser) => {
    for (const scheme of schemes) {
      const context = await browser.newContext({
        viewport: size,
        colorScheme: scheme,
        reducedMotion: 'reduce',
      });
      for (const demo of chosen) {
        const page = await context.newPage();
        // Date is fixed (countdowns and "open now" read the same on every run); timers still run.
        await page.clock.setFixedTime(new Date('2026-03-18T09:30:00Z'));
        const response = await page.goto(`${url}${demo.route}`);
        if (response?.status() !== 200)
          throw new Error(`${demo.route} answered ${response?.status()}`);
        await settle(page);
        const png = await page.screenshot({ type: 'png', animations: 'disabled' });
        await page.close();
        await use({ slug: demo.slug, route: demo.route, title: demo.title, scheme, png });
      }
      await context.close();
    }
  });
}

/** The command line's `--only a,b` slugs and `--dark` / `--light` schemes. */
export function readArgs(argv: readonly string[]): { only: string[]; schemes: Scheme[] } {
  const onlyAt = argv.indexOf('--only');
  const only = onlyAt >= 0 ? (argv[onlyAt + 1] ?? '').split(',').filter(Boolean) : [];
  const schemes: Scheme[] = [];
  if (argv.includes('--light')) schemes.push('light');
  if (argv.includes('--dark')) schemes.push('dark');
  return { only, schemes };
}
