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
function variable(name: string, generic: Typeface['generic'] = 'sans'): Typeface {
  return { name, package: `@fontsource-variable/${packageName(name)}`, generic };
}

/** A family with one static weight: `@fontsource/<name in kebab case>` (bold headings stay at its weight). */
function staticWeight(name: string, generic: Typeface['generic'] = 'sans'): Typeface {
  return { name, package: `@fontsource/${packageName(name)}`, generic };
}

export const anton = /* @__PURE__ */ staticWeight('Anton', 'condensed');
export const archivo = /* @__PURE__ */ variable('Archivo');
export const bebasNeue = /* @__PURE__ */ staticWeight('Bebas Neue', 'condensed');
export const bigShouldersDisplay = /* @__PURE__ */ variable('Big Shoulders Display');
export const bodoniModa = /* @__PURE__ */ variable('Bodoni Moda', 'serif');
/** Arabic script (and Latin): the Arabic pages' face (i18n/messages.ar.ts). */
export const cairo = /* @__PURE__ */ variable('Cairo');
export const bricolageGrotesque = /* @__PURE__ */ variable('Bricolage Grotesque');
export const cormorantGaramond = /* @__PURE__ */ variable('Cormorant Garamond', 'serif');
export const crimsonPro = /* @__PURE__ */ variable('Crimson Pro', 'serif');
export const dmSans = /* @__PURE__ */ variable('DM Sans');
export const dmSerifDisplay = /* @__PURE__ */ staticWeight('DM Serif Display', 'serif');
export const darkerGrotesque = /* @__PURE__ */ variable('Darker Grotesque');
export const ebGaramond = /* @__PURE__ */ variable('EB Garamond', 'serif');
export const fraunces = /* @__PURE__ */ variable('Fraunces', 'serif');
export const funnelDisplay = /* @__PURE__ */ variable('Funnel Display');
export const gabarito = /* @__PURE__ */ variable('Gabarito');
export const gloock = /* @__PURE__ */ staticWeight('Gloock', 'serif');
export const instrumentSans = /* @__PURE__ */ variable('Instrument Sans');
export const instrumentSerif = /* @__PURE__ */ staticWeight('Instrument Serif', 'serif');
export const inter = /* @__PURE__ */ variable('Inter');
export const italiana = /* @__PURE__ */ staticWeight('Italiana', 'serif');
export const josefinSans = /* @__PURE__ */ variable('Josefin Sans');
export const jost = /* @__PURE__ */ variable('Jost');
export const leagueSpartan = /* @__PURE__ */ variable('League Spartan');
export const lexend = /* @__PURE__ */ variable('Lexend');
export const lora = /* @__PURE__ */ variable('Lora', 'serif');
export const manrope = /* @__PURE__ */ variable('Manrope');
export const marcellus = /* @__PURE__ */ staticWeight('Marcellus', 'serif');
export const montserrat = /* @__PURE__ */ variable('Montserrat');
export const newsreader = /* @__PURE__ */ variable('Newsreader', 'serif');
export const oswald = /* @__PURE__ */ variable('Oswald', 'condensed');
export const outfit = /* @__PURE__ */ variable('Outfit');
export const playfairDisplay = /* @__PURE__ */ variable('Playfair Display', 'serif');
export const plusJakartaSans = /* @__PURE__ */ variable('Plus Jakarta Sans');
export const prata = /* @__PURE__ */ staticWeight('Prata', 'serif');
export const quicksand = /* @__PURE__ */ variable('Quicksand', 'rounded');
export const redHatDisplay = /* @__PURE__ */ variable('Red Hat Display');
export const sora = /* @__PURE__ */ variable('Sora');
export const sourceSerif4 = /* @__PURE__ */ variable('Source Serif 4', 'serif');
export const spaceGrotesk = /* @__PURE__ */ variable('Space Grotesk');
export const syne = /* @__PURE__ */ variable('Syne');
export const unbounded = /* @__PURE__ */ variable('Unbounded');
export const urbanist = /* @__PURE__ */ variable('Urbanist');
export const workSans = /* @__PURE__ */ variable('Work Sans');

/** Every row (the build makes font faces for these and no other packages). */
export const typefaces: readonly Typeface[] = [
  anton,
  archivo,
  bebasNeue,
  bigShouldersDisplay,
  bodoniModa,
  bricolageGrotesque,
  cairo,
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
