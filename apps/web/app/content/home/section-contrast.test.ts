import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrast, mix } from '~/testing/colour.ts';
import { contactLooks } from '~/components/sections/contact-form/contact-form-looks.ts';
import { footerThemes } from '~/components/sections/footer/footer-config.ts';
import { buttonVariants, type ButtonVariant } from '~/components/ui/button.tsx';
import {
  inScheme,
  schemesOf,
  siteColours,
  statusColours,
  aviationColours,
  type ThemeInScheme,
} from '~/lib/demo-theme.ts';
import { demos } from '~/content/demos/index.ts';

// Issue 22: the shared sections must pass contrast in every demo theme, light and dark schemes, light and dark
// brand colours. This reads the classes the sections really use (button variants, the boxed contact form, the
// footer themes) and checks each text/background pair they make against every DemoTheme, in each of its schemes
// (issue 40), and against the site's own colours and the parts catalogue's, light and dark.

type DemoTheme = ThemeInScheme;
const site = { name: 'site', light: siteColours.light, dark: siteColours.dark };
const aviation = { name: 'aviation', light: aviationColours.light, dark: aviationColours.dark };
const themes: readonly DemoTheme[] = [
  ...demos.flatMap((demo) => schemesOf(demo.theme).map((scheme) => inScheme(demo.theme, scheme))),
  ...[site, aviation].flatMap((theme) => [inScheme(theme, 'light'), inScheme(theme, 'dark')]),
];

/** The theme's colour of a Tailwind colour name (`brand-strong`, `on-brand`, `white`, `ink/85` over `under`). */
function colour(theme: DemoTheme, name: string, under?: string): string {
  const [token = '', opacity] = name.split('/');
  const keys: Record<string, keyof DemoTheme> = {
    brand: 'brand',
    'brand-strong': 'brandStrong',
    'brand-soft': 'brandSoft',
    accent: 'accent',
    ink: 'ink',
    muted: 'muted',
    surface: 'surface',
    'surface-alt': 'surfaceAlt',
    card: 'card',
    inverse: 'inverse',
    'on-brand': 'onBrand',
  };
  const key = keys[token];
  const hex = token === 'white' ? '#ffffff' : token === 'black' ? '#000000' : key && theme[key];
  if (typeof hex !== 'string') throw new Error(`not a theme colour: ${name}`);
  if (!opacity) return hex;
  if (!under) throw new Error(`${name} needs the colour under it`);
  return mix(hex, under, Number(opacity) / 100);
}

/** The colour a class list gives `property` (`bg`, `text`, `from`, `to`) in a state ('' or 'hover:'). */
function classColour(classes: string, property: string, state: '' | 'hover:'): string | undefined {
  const pattern = new RegExp(`^${state.replace(':', '\\:')}${property}-(.+)$`);
  const colourNames =
    /^((white|black)(\/\d+)?|(brand|on-brand|surface|ink|muted|card|inverse|accent)\b.*)$/;
  for (const cls of classes.split(/\s+/)) {
    const name = pattern.exec(cls)?.[1];
    if (name && colourNames.test(name)) return name;
  }
  return undefined;
}

/**
 * Every text/background pair of a class list on a background: at rest and hovered, both ends of a gradient.
 * A class list without a background of its own shows the background it sits on.
 */
function pairs(theme: DemoTheme, classes: string, on: string) {
  const out: Array<{ state: string; text: string; bg: string }> = [];
  for (const state of ['', 'hover:'] as const) {
    const text = classColour(classes, 'text', state) ?? classColour(classes, 'text', '');
    if (!text) continue;
    const backgrounds = (['bg', 'from', 'to'] as const)
      .map((p) => classColour(classes, p, state) ?? classColour(classes, p, ''))
      .filter((name): name is string => name !== undefined);
    const bgs = backgrounds.length ? backgrounds.map((name) => colour(theme, name, on)) : [on];
    for (const bg of bgs) out.push({ state: state || 'rest', text: colour(theme, text, bg), bg });
  }
  return out;
}

function expectReadable(theme: DemoTheme, label: string, classes: string, on: string) {
  const found = pairs(theme, classes, on);
  expect(found.length, `${label}: a text colour`).toBeGreaterThan(0);
  for (const { state, text, bg } of found)
    expect(
      contrast(text, bg),
      `${theme.name} ${label} (${state}): ${text} on ${bg}`,
    ).toBeGreaterThanOrEqual(4.5);
}

describe('the shared sections in every home demo theme (WCAG AA, 4.5:1 for text)', () => {
  it('the helpers read the classes as meant', () => {
    const [theme] = themes as [DemoTheme];
    expect(classColour('bg-ink text-surface hover:bg-brand', 'bg', 'hover:')).toBe('brand');
    expect(classColour('border-2 border-current text-brand', 'bg', '')).toBeUndefined();
    expect(colour(theme, 'white')).toBe('#ffffff');
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(mix('#ffffff', '#000000', 0.5)).toBe('#808080');
  });

  it('buttons: dark, solid, outline and gradient on the surface and on a card, at rest and hovered', () => {
    const variants: ButtonVariant[] = ['dark', 'solid', 'outline', 'gradient', 'soft', 'ghost'];
    for (const theme of themes)
      for (const variant of variants)
        for (const on of ['surface', 'surfaceAlt', 'card'] as const)
          expectReadable(theme, `button ${variant} on ${on}`, buttonVariants[variant], theme[on]);
  });

  it('buttons made for dark backgrounds: light and outline-light on the inverse colour', () => {
    for (const theme of themes) {
      expectReadable(theme, 'button light', buttonVariants.light, theme.inverse);
      expectReadable(theme, 'button outline-light', buttonVariants['outline-light'], theme.inverse);
    }
  });

  it('the boxed contact form: its fields on its card and its button (text on the brand colour)', () => {
    const boxed = contactLooks.boxed;
    for (const theme of themes) {
      const box = colour(theme, classColour(boxed.form, 'bg', '') ?? 'surface');
      expectReadable(theme, 'boxed form', boxed.form, box);
      expectReadable(theme, 'boxed form field', boxed.input, box);
      expectReadable(theme, 'boxed form button', boxed.button, box);
    }
  });

  it('the brand footer: its text, muted links and contact cards on the brand colour', () => {
    const brand = footerThemes.brand;
    for (const theme of themes) {
      const bg = colour(theme, classColour(brand.root, 'bg', '') ?? '');
      expectReadable(theme, 'brand footer', brand.root, bg);
      const text = classColour(brand.root, 'text', '') ?? '';
      expectReadable(theme, 'brand footer muted', brand.muted, bg);
      const card = colour(theme, classColour(brand.card, 'bg', '') ?? '', bg);
      expect(
        contrast(colour(theme, text), card),
        `${theme.name} brand footer card`,
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('the dark footer: its text and muted links on the inverse colour', () => {
    const dark = footerThemes.dark;
    for (const theme of themes) {
      expectReadable(theme, 'dark footer', dark.root, theme.inverse);
      expectReadable(theme, 'dark footer muted', dark.muted, theme.inverse);
    }
  });

  it('form errors and confirmations: the theme’s on its surface, alt surface and cards', () => {
    for (const theme of themes) {
      const { danger, success } = theme;
      for (const on of ['surface', 'surfaceAlt', 'card'] as const) {
        expect(contrast(danger, theme[on]), `${theme.name} error on ${on}`).toBeGreaterThanOrEqual(
          4.5,
        );
        expect(
          contrast(success, theme[on]),
          `${theme.name} success on ${on}`,
        ).toBeGreaterThanOrEqual(4.5);
      }
      // Dark sections, footers and panels (bg-inverse, status-on-dark) use the dark scheme's pair.
      for (const tone of [statusColours.dark.danger, statusColours.dark.success])
        expect(
          contrast(tone, theme.inverse),
          `${theme.name} message on inverse`,
        ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('covers every demo in both schemes, and the site and the parts catalogue in both', () => {
    expect(themes.length).toBe(demos.length * 2 + 4 - demos.filter((d) => d.theme.only).length);
  });

  it('app.css declares the same colours as lib/demo-theme.ts, light and dark', () => {
    const css = readFileSync(join(import.meta.dirname, '..', '..', 'app.css'), 'utf8');
    const block = (selector: string) =>
      css.slice(css.indexOf(selector), css.indexOf('}', css.indexOf(selector)));
    const pair = (name: string, light: string, dark: string) =>
      `--${name}: light-dark(${light}, ${dark});`;
    const kebab = (key: string) => key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
    for (const key of Object.keys(siteColours.light) as (keyof typeof siteColours.light)[]) {
      expect(block(':root {')).toContain(
        pair(kebab(key), siteColours.light[key] ?? '', siteColours.dark[key] ?? ''),
      );
      expect(block("[data-theme='aviation'] {")).toContain(
        pair(kebab(key), aviationColours.light[key] ?? '', aviationColours.dark[key] ?? ''),
      );
    }
    expect(block(':root {')).toContain(
      pair('theme-danger', statusColours.light.danger, statusColours.dark.danger),
    );
    expect(block(':root {')).toContain(
      pair('theme-success', statusColours.light.success, statusColours.dark.success),
    );
    expect(block('@utility status-on-dark')).toContain(`--danger: ${statusColours.dark.danger};`);
    expect(block('@utility status-on-dark')).toContain(`--success: ${statusColours.dark.success};`);
    expect(block('@utility status-on-brand')).toContain('--danger: var(--on-brand);');
  });
});
