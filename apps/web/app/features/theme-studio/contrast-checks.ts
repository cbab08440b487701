import {
  blend,
  clampChroma,
  differenceEuclidean,
  formatHex,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  parseHex,
  useMode as registerMode,
  wcagContrast,
  type Oklch,
} from 'culori/fn';
import { footerThemes } from '~/components/sections/footer/footer-config.ts';
import { contactLooks } from '~/components/sections/contact-form/contact-form-looks.ts';
import { buttonVariants, type ButtonVariant } from '~/components/ui/button.tsx';
import { statusColours } from '~/lib/demo-theme.ts';
import {
  colourTokens,
  tokenInfo,
  type ColourToken,
  type Colours,
  type Scheme,
} from './studio-theme.ts';

// The theme studio's contrast panel: every text/background pair the theme's tokens make, on their own and in
// the shared sections (read from the classes the sections really use: button variants, the boxed contact form,
// the footer themes), the same pairs the theme tests hold every demo to (content/home/themes.test.ts and
// section-contrast.test.ts). Each pair is a function of the colours, so a failing one can be mended by moving
// one of its tokens: the nearest colour that passes, found along the token's OKLCH lightness (culori).

// culori's tree-shaken build: the colour spaces the panel needs and no others.
registerMode(modeRgb);
registerMode(modeLrgb);
registerMode(modeOklab);
const toOklch = registerMode(modeOklch);
const oklabDistance = differenceEuclidean('oklab');

/** WCAG AA for text. */
export const minimumRatio = 4.5;

/** A colour in a pair: a theme token, white or black, drawn at an opacity over what is under it. */
interface Paint {
  token?: ColourToken;
  fixed?: string;
  alpha: number;
}

/** One text/background pair of the theme and where it shows. */
export interface ContrastPair {
  id: string;
  /** What the pair is, in words (`Muted text on tinted bands`). */
  label: string;
  /** Where it shows on the page. */
  where: string;
  text: Paint;
  /** The background layers, bottom first: an opaque one, then any translucent ones drawn over it. */
  background: Paint[];
}

export interface ContrastResult {
  pair: ContrastPair;
  scheme: Scheme;
  text: string;
  background: string;
  ratio: number;
}

/** `a` drawn at `alpha` over `b`, as #rrggbb (culori's normal blend, in sRGB). */
const over = (a: string, b: string, alpha: number): string =>
  alpha >= 1 ? a : formatHex(blend([b, { ...parseHex(a)!, alpha }], 'normal', 'rgb'));

const paintHex = (paint: Paint, colours: Colours) =>
  paint.token ? colours[paint.token] : (paint.fixed ?? '#000000');

/** A pair's two colours, with translucent layers drawn over what is under them. */
export function pairColours(
  pair: ContrastPair,
  colours: Colours,
): { text: string; background: string } {
  let background = '#ffffff';
  for (const layer of pair.background)
    background = over(paintHex(layer, colours), background, layer.alpha);
  return { text: over(paintHex(pair.text, colours), background, pair.text.alpha), background };
}

export const ratioOf = (a: string, b: string): number => wcagContrast(a, b);

// Tailwind colour names of app.css's tokens, as the sections' classes write them.
const classTokens: Record<string, ColourToken> = {
  brand: 'brand',
  'brand-strong': 'brandStrong',
  'brand-soft': 'brandSoft',
  accent: 'accent',
  ink: 'ink',
  muted: 'muted',
  surface: 'surface',
  'surface-alt': 'surfaceAlt',
  card: 'card',
  line: 'line',
  inverse: 'inverse',
  'on-brand': 'onBrand',
};

/** `brand-strong`, `white/85`, `on-brand/10` as a paint. */
function paintOf(name: string): Paint | undefined {
  const [colour = '', opacity] = name.split('/');
  const alpha = opacity ? Number(opacity) / 100 : 1;
  if (colour === 'white') return { fixed: '#ffffff', alpha };
  if (colour === 'black') return { fixed: '#000000', alpha };
  const token = classTokens[colour];
  return token ? { token, alpha } : undefined;
}

/** The colour a class list gives `property` (`text`, `bg`, `from`, `to`) at rest ('') or hovered. */
function classPaint(classes: string, property: string, state: '' | 'hover:'): Paint | undefined {
  const prefix = `${state}${property}-`;
  for (const cls of classes.split(/\s+/)) {
    if (!cls.startsWith(prefix)) continue;
    const paint = paintOf(cls.slice(prefix.length));
    if (paint) return paint;
  }
  return undefined;
}

const token = (name: ColourToken): Paint => ({ token: name, alpha: 1 });

/**
 * The pairs a class list makes on a background: at rest and hovered, both ends of a gradient. A class list
 * without a background of its own shows the one it sits on.
 */
function classPairs(
  id: string,
  label: string,
  where: string,
  classes: string,
  on: Paint[],
): ContrastPair[] {
  const out: ContrastPair[] = [];
  for (const state of ['', 'hover:'] as const) {
    const text = classPaint(classes, 'text', state) ?? classPaint(classes, 'text', '');
    if (!text) continue;
    const ends = (['bg', 'from', 'to'] as const)
      .map((p) => classPaint(classes, p, state) ?? classPaint(classes, p, ''))
      .filter((paint): paint is Paint => paint !== undefined);
    const backgrounds = ends.length ? ends.map((paint) => [...on, paint]) : [on];
    backgrounds.forEach((background, i) =>
      out.push({
        id: `${id}${state ? '-hover' : ''}${backgrounds.length > 1 ? `-${i}` : ''}`,
        label: `${label}${state ? ', hovered' : ''}${backgrounds.length > 1 ? (i ? ' (gradient end)' : ' (gradient start)') : ''}`,
        where,
        text,
        background,
      }),
    );
  }
  // A hover that changes nothing is the same pair twice.
  const seen = new Set<string>();
  return out.filter((pair) => {
    const key = JSON.stringify([pair.text, pair.background]);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

const grounds = {
  surface: 'on the page',
  surfaceAlt: 'on tinted bands',
  card: 'on cards',
} as const;

function buildPairs(): ContrastPair[] {
  const pairs: ContrastPair[] = [
    {
      id: 'ink-surface',
      label: 'Ink on surface',
      where: 'Headings and body text on the page',
      text: token('ink'),
      background: [token('surface')],
    },
    {
      id: 'ink-card',
      label: 'Ink on card',
      where: 'Text on cards and in form fields',
      text: token('ink'),
      background: [token('card')],
    },
    {
      id: 'muted-surface',
      label: 'Muted on surface',
      where: 'Leads, captions and dates on the page',
      text: token('muted'),
      background: [token('surface')],
    },
    {
      id: 'muted-surfaceAlt',
      label: 'Muted on surface alt',
      where: 'Leads and captions on tinted bands',
      text: token('muted'),
      background: [token('surfaceAlt')],
    },
    {
      id: 'onBrand-brand',
      label: 'On brand on brand',
      where: 'Solid buttons and brand bands',
      text: token('onBrand'),
      background: [token('brand')],
    },
    {
      id: 'onBrand90-brand',
      label: 'On brand (90 %) on brand',
      where: 'Eyebrows and leads of call-to-action bands',
      text: { token: 'onBrand', alpha: 0.9 },
      background: [token('brand')],
    },
    {
      id: 'onBrand-brandStrong',
      label: 'On brand on brand strong',
      where: 'Hovered solid buttons, colourful panels, call-to-action gradients',
      text: token('onBrand'),
      background: [token('brandStrong')],
    },
    {
      id: 'brandStrong-brandSoft',
      label: 'Brand strong on brand soft',
      where: 'Soft buttons, badges and list markers',
      text: token('brandStrong'),
      background: [token('brandSoft')],
    },
    ...(['surface', 'surfaceAlt', 'brandSoft'] as const).map((bg): ContrastPair => ({
      id: `brand-${bg}`,
      label: `Brand on ${tokenInfo[bg].label.toLowerCase()}`,
      where: `Eyebrows and links ${bg === 'brandSoft' ? 'on soft tints' : grounds[bg]}`,
      text: token('brand'),
      background: [token(bg)],
    })),
  ];
  const variants: ButtonVariant[] = ['solid', 'outline', 'ghost', 'dark', 'gradient', 'soft'];
  for (const variant of variants)
    for (const on of ['surface', 'surfaceAlt', 'card'] as const)
      pairs.push(
        ...classPairs(
          `button-${variant}-${on}`,
          `Button “${variant}” ${grounds[on]}`,
          `Buttons and button links in the ${variant} style`,
          buttonVariants[variant],
          [token(on)],
        ),
      );
  for (const variant of ['light', 'outline-light'] as const)
    pairs.push(
      ...classPairs(
        `button-${variant}-inverse`,
        `Button “${variant}” on inverse`,
        'Buttons on dark sections and artwork',
        buttonVariants[variant],
        [token('inverse')],
      ),
    );
  const boxed = contactLooks.boxed;
  pairs.push(
    ...classPairs('form-boxed', 'Boxed contact form', 'Contact forms in a card', boxed.form, []),
    ...classPairs(
      'form-boxed-field',
      'Boxed form’s fields',
      'Contact forms in a card',
      boxed.input,
      [token('card')],
    ),
    ...classPairs(
      'form-boxed-button',
      'Boxed form’s button',
      'Contact forms in a card',
      boxed.button,
      [token('card')],
    ),
  );
  const brand = footerThemes.brand;
  const brandBg = classPaint(brand.root, 'bg', '') ?? token('brandStrong');
  pairs.push(
    ...classPairs(
      'footer-brand',
      'Brand footer text',
      'Footers in the brand style',
      brand.root,
      [],
    ),
    ...classPairs(
      'footer-brand-muted',
      'Brand footer links',
      'Footers in the brand style',
      brand.muted,
      [brandBg],
    ),
  );
  const brandCard = classPaint(brand.card, 'bg', '');
  const brandText = classPaint(brand.root, 'text', '');
  if (brandCard && brandText)
    pairs.push({
      id: 'footer-brand-card',
      label: 'Brand footer contact cards',
      where: 'Footers in the brand style',
      text: brandText,
      background: [brandBg, brandCard],
    });
  const dark = footerThemes.dark;
  pairs.push(
    ...classPairs('footer-dark', 'Dark footer text', 'Footers in the dark style', dark.root, []),
    ...classPairs(
      'footer-dark-muted',
      'Dark footer links',
      'Footers in the dark style',
      dark.muted,
      [token('inverse')],
    ),
  );
  for (const status of ['danger', 'success'] as const)
    for (const on of ['surface', 'surfaceAlt', 'card'] as const)
      pairs.push({
        id: `${status}-${on}`,
        label: `${tokenInfo[status].label} on ${tokenInfo[on].label.toLowerCase()}`,
        where: `Form ${status === 'danger' ? 'errors' : 'confirmations'} ${grounds[on]}`,
        text: token(status),
        background: [token(on)],
      });
  for (const status of ['danger', 'success'] as const)
    pairs.push({
      id: `${status}-inverse`,
      label: `${tokenInfo[status].label} (dark sections) on inverse`,
      where: `Form ${status === 'danger' ? 'errors' : 'confirmations'} on dark sections and footers`,
      text: { fixed: statusColours.dark[status], alpha: 1 },
      background: [token('inverse')],
    });
  return pairs;
}

/** Every pair the panel checks, in each scheme. */
export const contrastPairs: readonly ContrastPair[] = buildPairs();

/** Every pair's ratio in a scheme's colours. */
export function checkScheme(colours: Colours, scheme: Scheme): ContrastResult[] {
  return contrastPairs.map((pair) => {
    const { text, background } = pairColours(pair, colours);
    return { pair, scheme, text, background, ratio: ratioOf(text, background) };
  });
}

/** The tokens a pair's ratio depends on (the ones that could mend it). */
export function pairTokens(pair: ContrastPair): ColourToken[] {
  const tokens = [pair.text, ...pair.background]
    .map((paint) => paint.token)
    .filter((t): t is ColourToken => t !== undefined);
  return [...new Set(tokens)];
}

export interface Suggestion {
  token: ColourToken;
  colour: string;
  ratio: number;
}

/**
 * The colour nearest to `token`'s (in OKLab) that makes the pair pass: its OKLCH lightness moved up or down,
 * hue kept and chroma clamped to sRGB, the boundary found by bisection. Undefined when neither way passes.
 */
export function nearestPassing(
  pair: ContrastPair,
  colours: Colours,
  which: ColourToken,
  minimum = minimumRatio,
): Suggestion | undefined {
  const start = toOklch(colours[which]);
  if (!start) return undefined;
  const at = (l: number): string =>
    formatHex(clampChroma({ ...start, l } satisfies Oklch, 'oklch')) ?? colours[which];
  const ratioAt = (hex: string) => {
    const { text, background } = pairColours(pair, { ...colours, [which]: hex });
    return ratioOf(text, background);
  };
  const candidates: Suggestion[] = [];
  for (const end of [0, 1]) {
    if (ratioAt(at(end)) < minimum) continue;
    // Bisect between the colour (failing) and the end (passing) for the first lightness that passes.
    let fail = start.l;
    let pass = end;
    for (let i = 0; i < 24; i++) {
      const mid = (fail + pass) / 2;
      if (ratioAt(at(mid)) >= minimum) pass = mid;
      else fail = mid;
    }
    const colour = at(pass);
    candidates.push({ token: which, colour, ratio: ratioAt(colour) });
  }
  candidates.sort(
    (a, b) => oklabDistance(a.colour, colours[which]) - oklabDistance(b.colour, colours[which]),
  );
  return candidates.find((c) => c.ratio >= minimum);
}

/** The mends for a failing pair, one per token it depends on, the smallest change first. */
export function suggestions(result: ContrastResult, colours: Colours): Suggestion[] {
  return pairTokens(result.pair)
    .map((which) => nearestPassing(result.pair, colours, which))
    .filter((s): s is Suggestion => s !== undefined)
    .sort(
      (a, b) =>
        oklabDistance(a.colour, colours[a.token]) - oklabDistance(b.colour, colours[b.token]),
    );
}

/** Whether a string is a #rrggbb colour. */
export const isHexColour = (value: string): boolean => /^#[0-9a-f]{6}$/i.test(value);

export { colourTokens };
