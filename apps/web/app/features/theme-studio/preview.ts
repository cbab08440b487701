import { loadFamilies } from 'virtual:font-families';
import { fontFaceCss } from '~/lib/fonts.tsx';
import { fontStack } from '~/lib/typefaces.ts';
import { customProperties, typefaceByName, type Scheme, type StudioTheme } from './studio-theme.ts';

// The studio's preview is the real demo page in a same-origin frame (the page as the site serves it, with its
// own scripts, layout and breakpoints). The studio restyles it from outside: one stylesheet in the frame's
// <head> that sets the theme's custom properties on the demo's wrapper with `!important` (so they win over the
// theme PageLayout renders inline, whatever the page re-renders), and the @font-face rules of the picked
// typefaces, made from the site's own font data (self-hosted files, lib/fonts.tsx). The demo's code knows
// nothing of the studio: no demo page carries a byte of it.

const styleId = 'theme-studio-theme';
const fontsId = 'theme-studio-fonts';

/**
 * The stylesheet the frame gets: the theme's custom properties on the demo's wrapper, and the scheme to show
 * (the root's color-scheme picks each light-dark() pair; a one-scheme theme is shown in either, to edit both).
 */
export function previewCss(theme: StudioTheme, scheme: Scheme): string {
  const bothSchemes: StudioTheme = { ...theme };
  delete bothSchemes.only;
  const declarations = customProperties(bothSchemes).map(
    ([name, value]) => `${name}:${value} !important;`,
  );
  declarations.push(`color-scheme:${scheme} !important;`);
  return `:root{color-scheme:${scheme} !important;}\n[data-theme="${theme.demo}"]{${declarations.join('')}}\n${wholePage}`;
}

/**
 * The whole page rendered in the frame: a long demo's sections after the first skip rendering until they near
 * the viewport (content-visibility, app.css), which in a frame a few hundred pixels tall leaves them unpainted
 * as they scroll in, the fixed footer under the page showing through (what axe measured there, dark behind the
 * cards' brand text, at 390 px); the studio is for seeing every section restyled, so it renders them all.
 */
const wholePage =
  '[data-defer-offscreen]>main>section,[data-defer-offscreen]>.site-footer{content-visibility:visible !important;}';

/** The @font-face rules of the theme's typefaces (empty until the site's font data has loaded). */
export async function previewFontCss(theme: StudioTheme): Promise<string> {
  const data = await loadFamilies();
  const display = typefaceByName(theme.fonts.display);
  const body = typefaceByName(theme.fonts.body);
  return [
    display ? fontFaceCss(fontStack(display), theme.headingCase === 'uppercase', data) : '',
    body && body !== display ? fontFaceCss(fontStack(body), false, data) : '',
  ].join('\n');
}

function styleElement(doc: Document, id: string): HTMLStyleElement {
  const found = doc.getElementById(id);
  if (found instanceof doc.defaultView!.HTMLStyleElement) return found;
  const style = doc.createElement('style');
  style.id = id;
  doc.head.append(style);
  return style;
}

/** Writes the theme into the frame's document (a no-op while the frame has no document yet). */
export function applyToFrame(
  frame: HTMLIFrameElement | null,
  scheme: Scheme,
  css: string,
  fontCss: string,
): void {
  const doc = frame?.contentDocument;
  if (!doc?.head || !doc.defaultView) return;
  // The scheme as the page's own switch would set it (its switch shows it), never stored: the visitor's
  // choice for the site (localStorage, shared with the frame) stays theirs.
  if (doc.documentElement.getAttribute('data-scheme') !== scheme)
    doc.documentElement.setAttribute('data-scheme', scheme);
  const style = styleElement(doc, styleId);
  if (style.textContent !== css) style.textContent = css;
  const fonts = styleElement(doc, fontsId);
  if (fonts.textContent !== fontCss) fonts.textContent = fontCss;
  // Keep the theme last in <head>, after the rules React hoists there on a client navigation.
  if (doc.head.lastElementChild !== style) doc.head.append(fonts, style);
}
