import { use, useEffect } from 'react';
import { preload } from 'react-dom';
import { fontFaces as prerenderFaces, loadFontFaces } from 'virtual:font-families';
import type { FontFaces } from './font-faces.ts';
import { fontStack, inter, plusJakartaSans, stackFamilies } from './typefaces.ts';
import { whenIdle } from '~/shell/when-idle.ts';

// The page's web fonts, the ordinary way (decision record 0019): `@font-face` rules with `font-display: swap`
// and the Latin files preloaded, for the two families the page's text uses: a home demo's theme's display and
// body families, or the site's pair (app.css). Each family's metric-matched local fallback (its overrides
// made from the font files at build time: scripts/font-faces.ts) is second in the family list, so the
// first paint, before a file has arrived, takes the room the web font takes, and the swap moves nothing.
// Rendered by PageLayout. React puts the preloads and the rules into <head>: in the prerendered HTML for a
// page's first load, and at a client navigation for the next page's families (kept once added). The browser
// bundle carries neither the family data nor the code that writes rules (lib/font-faces.ts): the first page's
// rules are in its HTML, and React keys each rule set by its `href`, keeping the one in <head>; a client
// navigation to families not yet in the document waits for their chunk (`loadFontFaces`, fetched once the
// first page is idle).

/** The site's family lists (app.css's `--font-display` and `--font-sans` defaults). */
export const siteFontStacks = {
  display: fontStack(plusJakartaSans),
  body: fontStack(inter),
} as const;

/** The families a page uses: its theme's, or the site's. */
export interface PageFontStacks {
  display: string;
  body: string;
  /** Headings in capitals: the display family's fallback is sized on capitals. */
  caps?: boolean;
}

/** The `href` React keys a family's rule set by (no spaces). */
const styleKey = (stack: string, caps: boolean) =>
  `font-${stackFamilies(stack).family.replace(/\s+/g, '-')}${caps ? '-caps' : ''}`;

/** Whether the document has a rule set already (prerendered, or added by an earlier page). */
const inDocument = (key: string) =>
  typeof document !== 'undefined' &&
  document.querySelector(`style[data-href~="${CSS.escape(key)}"]`) !== null;

/**
 * A page's fonts: preloads their Latin files and declares their faces in <head> (React hoists both and adds
 * each once). Renders nothing in the page itself.
 */
export function PageFonts({ display, body, caps = false }: PageFontStacks) {
  const sets = (display === body ? [display] : [display, body]).map((stack) => ({
    stack,
    key: styleKey(stack, caps && stack === display),
    caps: caps && stack === display,
  }));
  // The prerender has the rules at once; the browser only needs them for rule sets the document lacks.
  const missing = sets.some(({ key }) => !inDocument(key));
  const faces: FontFaces | undefined =
    prerenderFaces ?? (missing ? use(loadFontFaces()) : undefined);
  useEffect(() => whenIdle(() => void loadFontFaces().catch(() => undefined), 5000, 1000), []);
  return sets.map(({ stack, key, caps: isCaps }) => {
    const file = faces?.preload(stack);
    if (file) preload(file, { as: 'font', type: 'font/woff2', crossOrigin: '' });
    return (
      <style key={key} href={key} precedence="fonts">
        {faces ? faces.css(stack, isCaps) : ''}
      </style>
    );
  });
}
