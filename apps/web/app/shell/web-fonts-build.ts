// How this build loads the site's two web fonts. In the default build, only when they are at hand (decision
// record 0010: shell/web-fonts.ts after hydration and the <head> script, shell/web-fonts-script.ts), and
// `swapFonts` is null. `CONTRAIL_FONTS=swap npm run build` (scripts/build-toggles.ts, vite.config.ts) builds
// with shell/web-fonts-swap.ts in this module's place: the fonts the ordinary way, for a with/without
// comparison. Only the root imports it.

/** The ordinary way: `@font-face` rules with `font-display: swap` in <head>, and the files to preload. */
export interface SwapFonts {
  /** The rules, prerendered into <head> (empty in the browser bundle: the element keeps what the HTML brought). */
  css: string;
  /** The files every page requests at once (`<link rel="preload" as="font">`): the two Latin subsets. */
  preloads: readonly string[];
}

export const swapFonts: SwapFonts | null = null;
