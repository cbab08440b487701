// Made at build time from the @fontsource packages (scripts/font-faces.ts).
declare module 'virtual:font-families' {
  import type { FontFamilyData } from '~/lib/font-data.ts';

  const families: Readonly<Record<string, FontFamilyData>>;
  export default families;
}
