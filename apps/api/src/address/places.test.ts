import { describe, expect, it } from 'vitest';
import { isCountry, isState, listCities, listCountries, listStates } from './places.ts';

describe('places', () => {
  it('lists countries sorted by label with ISO codes as values', async () => {
    const countries = await listCountries();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ label: 'United States', value: 'US' });
    const labels = countries.map((country) => country.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('lists the states of a country and nothing for an unknown one', async () => {
    const states = await listStates('US');
    expect(states).toContainEqual({ label: 'Alaska', value: 'AK' });
    expect(await listStates('ZZ')).toBeUndefined();
    expect(await listStates('us')).toBeUndefined();
    expect(await listStates("'; --")).toBeUndefined();
  });

  it('lists the cities of a state and nothing for an unknown state', async () => {
    const cities = await listCities('US', 'WY');
    expect(cities?.map((city) => city.label)).toContain('Afton');
    expect(await listCities('US', 'ZZ')).toBeUndefined();
    expect(await listCities('ZZ', 'WY')).toBeUndefined();
  });

  it('validates country and state values', async () => {
    expect(await isCountry('CA')).toBe(true);
    expect(await isCountry('XX')).toBe(false);
    expect(await isState('CA', 'BC')).toBe(true);
    expect(await isState('US', 'BC')).toBe(false);
  });
});
