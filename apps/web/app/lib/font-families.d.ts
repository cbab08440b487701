// Made at build time from the @fontsource packages (scripts/font-faces.ts).
declare module 'virtual:font-families' {
  import type { FontFaces } from '~/lib/font-faces.ts';

  /** Every family's rules, in the prerender and the unit tests; undefined in the browser (`loadFontFaces`). */
  export const fontFaces: FontFaces | undefined;
  /** The same, loaded once (in the browser a chunk of its own: the data and lib/font-faces.ts). */
  export function loadFontFaces(): Promise<FontFaces>;
}
declare module 'virtual:font-families/data' {
  import type { FontFamilyData } from '~/lib/font-data.ts';

  const families: Readonly<Record<string, FontFamilyData>>;
  export default families;
}
