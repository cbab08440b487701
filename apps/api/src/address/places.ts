import { createRequire } from 'node:module';
import type { Option } from '@contrail/contracts';
import type CityLookup from 'country-state-city/lib/city';
import type CountryLookup from 'country-state-city/lib/country';
import type StateLookup from 'country-state-city/lib/state';

/**
 * Countries, states and cities from country-state-city, loaded lazily on first use (its city data is
 * about 8 MB, so the server does not pay for it until someone asks) and only on the server. The
 * CommonJS build is required directly: Node parses its JSON natively, much faster than an ESM loader.
 */
type CountryModule = typeof CountryLookup;
type StateModule = typeof StateLookup;
type CityModule = typeof CityLookup;

const require = createRequire(import.meta.url);
const load = <T>(path: string): T => (require(path) as { default: T }).default;

let countryModule: CountryModule | undefined;
let stateModule: StateModule | undefined;
let cityIndex: Map<string, Option[]> | undefined;

// Async so that callers need not change if loading ever moves off the main thread.
const loadCountries = async () =>
  (countryModule ??= load<CountryModule>('country-state-city/lib/cjs/country.js'));
const loadStates = async () =>
  (stateModule ??= load<StateModule>('country-state-city/lib/cjs/state.js'));

/** Cities grouped by "country:state" once, instead of scanning all 150,000 on every call. */
async function loadCityIndex(): Promise<Map<string, Option[]>> {
  if (!cityIndex) {
    const cities = load<CityModule>('country-state-city/lib/cjs/city.js');
    const index = new Map<string, Option[]>();
    for (const city of cities.getAllCities()) {
      const key = `${city.countryCode}:${city.stateCode}`;
      const list = index.get(key) ?? [];
      if (list.length === 0) index.set(key, list);
      if (!list.some((known) => known.value === city.name)) {
        list.push({ label: city.name, value: city.name });
      }
    }
    for (const list of index.values()) list.sort(byLabel);
    cityIndex = index;
  }
  return cityIndex;
}

const byLabel = (a: Option, b: Option) => a.label.localeCompare(b.label, 'en');

let countryList: Option[] | undefined;

/** Every country as {label: name, value: ISO 3166-1 alpha-2 code}, sorted by label. */
export async function listCountries(): Promise<Option[]> {
  if (!countryList) {
    const countries = await loadCountries();
    countryList = countries
      .getAllCountries()
      .map((country) => ({ label: country.name, value: country.isoCode }))
      .sort(byLabel);
  }
  return countryList;
}

/** Whether a value is a country code the lookup knows (case-sensitive, as the lookup returns it). */
export async function isCountry(value: string): Promise<boolean> {
  const countries = await loadCountries();
  return /^[A-Z]{2}$/.test(value) && countries.getCountryByCode(value) !== undefined;
}

/** The states of a country, sorted by label; undefined when the country is unknown. */
export async function listStates(country: string): Promise<Option[] | undefined> {
  if (!(await isCountry(country))) return undefined;
  const states = await loadStates();
  return states
    .getStatesOfCountry(country)
    .map((state) => ({ label: state.name, value: state.isoCode }))
    .sort(byLabel);
}

/** Whether a state code belongs to the country. */
export async function isState(country: string, state: string): Promise<boolean> {
  if (!(await isCountry(country)) || !/^[A-Za-z0-9]{1,8}$/.test(state)) return false;
  const states = await loadStates();
  return states.getStateByCodeAndCountry(state, country) !== undefined;
}

/** The cities of a state, sorted by label (value = name); undefined when country or state is unknown. */
export async function listCities(country: string, state: string): Promise<Option[] | undefined> {
  if (!(await isState(country, state))) return undefined;
  const index = await loadCityIndex();
  return index.get(`${country}:${state}`) ?? [];
}
