// Every typeface the site ships, one row each: the one place a family's name is written. A home demo's recipe
// (content/demos/<name>.ts) names its display and body typefaces from here, the site's own pair is here
// (lib/fonts.tsx), the build makes each row's font faces and metric-matched fallback from its package's files
// (scripts/font-faces.ts), and the tests hold each row to its package, its licence notice and a demo using it.
// Relative imports only: the build scripts and the e2e specs load this file.

/** The generic families a stack ends with, after the typeface and its metric-matched local fallback. */
export const genericFamilies = {
  sans: 'ui-sans-serif, system-ui, sans-serif',
  serif: 'ui-serif, Georgia, serif',
  rounded: 'ui-rounded, ui-sans-serif, system-ui, sans-serif',
  condensed: 'Impact, ui-sans-serif, system-ui, sans-serif',
} as const;

export interface Typeface {
  /** The family's name, as its package's metadata has it (`DM Sans`, `Source Serif 4`). */
  name: string;
  /**
   * The @fontsource package that ships its files (a dependency of apps/web): `@fontsource-variable/…` for a
   * variable family (its CSS family is `<name> Variable`), `@fontsource/…` for one static weight.
   */
  package: `@fontsource/${string}` | `@fontsource-variable/${string}`;
  generic: keyof typeof genericFamilies;
}

/** A variable family (a weight axis) or one static weight, by its package. */
export const isVariable = (typeface: Typeface) =>
  typeface.package.startsWith('@fontsource-variable/');

/** The CSS family name of its web faces (`Inter Variable`, `Bebas Neue`). */
export const webFamily = (typeface: Typeface) =>
  isVariable(typeface) ? `${typeface.name} Variable` : typeface.name;

/** The CSS family name of its metric-matched local fallback faces (`Inter Fallback`). */
export const fallbackFamily = (typeface: Typeface) => `${typeface.name} Fallback`;

/** A CSS font-family list: the web family, its fallback, the generic families. */
export const fontStack = (typeface: Typeface) =>
  `'${webFamily(typeface)}', '${fallbackFamily(typeface)}', ${genericFamilies[typeface.generic]}`;

const packageName = (name: string) => name.toLowerCase().replace(/\s+/g, '-');

/** A variable family: `@fontsource-variable/<name in kebab case>`. */
/* @__NO_SIDE_EFFECTS__ */
function variable(name: string, generic: Typeface['generic'] = 'sans'): Typeface {
  return { name, package: `@fontsource-variable/${packageName(name)}`, generic };
}

/** A family with one static weight: `@fontsource/<name in kebab case>` (bold headings stay at its weight). */
/* @__NO_SIDE_EFFECTS__ */
function staticWeight(name: string, generic: Typeface['generic'] = 'sans'): Typeface {
  return { name, package: `@fontsource/${packageName(name)}`, generic };
}

export const anton = staticWeight('Anton', 'condensed');
export const archivo = variable('Archivo');
export const bebasNeue = staticWeight('Bebas Neue', 'condensed');
export const bigShouldersDisplay = variable('Big Shoulders Display');
export const bodoniModa = variable('Bodoni Moda', 'serif');
export const bricolageGrotesque = variable('Bricolage Grotesque');
export const cormorantGaramond = variable('Cormorant Garamond', 'serif');
export const crimsonPro = variable('Crimson Pro', 'serif');
export const dmSans = variable('DM Sans');
export const dmSerifDisplay = staticWeight('DM Serif Display', 'serif');
export const darkerGrotesque = variable('Darker Grotesque');
export const ebGaramond = variable('EB Garamond', 'serif');
export const fraunces = variable('Fraunces', 'serif');
export const funnelDisplay = variable('Funnel Display');
export const gabarito = variable('Gabarito');
export const gloock = staticWeight('Gloock', 'serif');
export const instrumentSans = variable('Instrument Sans');
export const instrumentSerif = staticWeight('Instrument Serif', 'serif');
export const inter = variable('Inter');
export const italiana = staticWeight('Italiana', 'serif');
export const josefinSans = variable('Josefin Sans');
export const jost = variable('Jost');
export const leagueSpartan = variable('League Spartan');
export const lexend = variable('Lexend');
export const lora = variable('Lora', 'serif');
export const manrope = variable('Manrope');
export const marcellus = staticWeight('Marcellus', 'serif');
export const montserrat = variable('Montserrat');
export const newsreader = variable('Newsreader', 'serif');
export const oswald = variable('Oswald', 'condensed');
export const outfit = variable('Outfit');
export const playfairDisplay = variable('Playfair Display', 'serif');
export const plusJakartaSans = variable('Plus Jakarta Sans');
export const prata = staticWeight('Prata', 'serif');
export const quicksand = variable('Quicksand', 'rounded');
export const redHatDisplay = variable('Red Hat Display');
export const sora = variable('Sora');
export const sourceSerif4 = variable('Source Serif 4', 'serif');
export const spaceGrotesk = variable('Space Grotesk');
export const syne = variable('Syne');
export const unbounded = variable('Unbounded');
export const urbanist = variable('Urbanist');
export const workSans = variable('Work Sans');

/** Every row (the build makes font faces for these and no other packages). */
export const typefaces: readonly Typeface[] = [
  anton,
  archivo,
  bebasNeue,
  bigShouldersDisplay,
  bodoniModa,
  bricolageGrotesque,
  cormorantGaramond,
  crimsonPro,
  dmSans,
  dmSerifDisplay,
  darkerGrotesque,
  ebGaramond,
  fraunces,
  funnelDisplay,
  gabarito,
  gloock,
  instrumentSans,
  instrumentSerif,
  inter,
  italiana,
  josefinSans,
  jost,
  leagueSpartan,
  lexend,
  lora,
  manrope,
  marcellus,
  montserrat,
  newsreader,
  oswald,
  outfit,
  playfairDisplay,
  plusJakartaSans,
  prata,
  quicksand,
  redHatDisplay,
  sora,
  sourceSerif4,
  spaceGrotesk,
  syne,
  unbounded,
  urbanist,
  workSans,
];
