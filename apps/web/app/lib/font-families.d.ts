// Made at build time from the @fontsource packages (scripts/font-faces.ts).
declare module 'virtual:font-families' {
  import type { FontFamilyData } from '~/lib/font-data.ts';

  type Families = Readonly<Record<string, FontFamilyData>>;
  /** Every family, in the prerender and the unit tests; undefined in the browser (see `loadFamilies`). */
  export const families: Families | undefined;
  /** The families, loaded once (a chunk of their own in the browser). */
  export function loadFamilies(): Promise<Families>;
}
declare module 'virtual:font-families/data' {
  import type { FontFamilyData } from '~/lib/font-data.ts';

  const families: Readonly<Record<string, FontFamilyData>>;
  export default families;
}
