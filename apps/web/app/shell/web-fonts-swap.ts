import type { SwapFonts } from './web-fonts-build.ts';
import { webFontFaces, type WebFontFace } from './web-fonts.ts';

// The web fonts the ordinary way, for the `CONTRAIL_FONTS=swap` build only (it replaces
// shell/web-fonts-build.ts; scripts/build-toggles.ts): what decision record 0010 is measured against. Every
// page names every face in an `@font-face` rule with `font-display: swap` (as @fontsource's own stylesheets
// do), preloads the two Latin files, and paints in the metric-matched fallbacks until each file arrives.
// No <head> script, nothing after hydration.

/** The `@font-face` rules of the faces, one per file, `font-display: swap`. */
export function fontFaceCss(faces: readonly WebFontFace[]): string {
  return faces
    .map(
      (face) =>
        `@font-face{font-family:${JSON.stringify(face.family)};font-style:normal;font-display:swap;font-weight:${face.weight};src:url(${JSON.stringify(face.url)}) format("woff2");unicode-range:${face.unicodeRange}}`,
    )
    .join('\n');
}

/** What the root renders into <head>: the rules (in the prerender only) and the files to preload. */
export function swapFontsOf(faces: readonly WebFontFace[], prerender: boolean): SwapFonts {
  return {
    css: prerender ? fontFaceCss(faces) : '',
    preloads: faces.filter((face) => face.preload).map((face) => face.url),
  };
}

export const swapFonts: SwapFonts | null = swapFontsOf(webFontFaces, import.meta.env.SSR);
