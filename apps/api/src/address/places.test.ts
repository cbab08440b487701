import { describe, expect, it } from 'vitest';
import {
  isCountry,
  isState,
  linkDivisions,
  listCities,
  listCountries,
  listStates,
  normalisePlaceName,
} from './places.ts';

const sortedByLabel = (options: { label: string }[]) => {
  const labels = options.map((option) => option.label);
  return labels.join('\n') === [...labels].sort((a, b) => a.localeCompare(b, 'en')).join('\n');
};

describe('places', () => {
  it('lists countries sorted by label with ISO codes as values', async () => {
    const countries = await listCountries();
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContainEqual({ label: 'United States', value: 'US' });
    expect(countries).toContainEqual({ label: 'Germany', value: 'DE' });
    expect(sortedByLabel(countries)).toBe(true);
  });

  it('lists the ISO 3166-2 states of a country and nothing for an unknown one', async () => {
    const states = await listStates('US');
    expect(states).toContainEqual({ label: 'Alaska', value: 'AK' });
    expect(states).toContainEqual({ label: 'California', value: 'CA' });
    expect(sortedByLabel(states ?? [])).toBe(true);
    // ISO 3166-2 names the German Länder in German.
    expect(await listStates('DE')).toContainEqual({ label: 'Bayern', value: 'BY' });
    expect(await listStates('CA')).toContainEqual({ label: 'British Columbia', value: 'BC' });
    expect(await listStates('ZZ')).toBeUndefined();
    expect(await listStates('us')).toBeUndefined();
    expect(await listStates("'; --")).toBeUndefined();
    expect(await listStates('../../x')).toBeUndefined();
  });

  it('answers the country itself as the one state of a country without subdivisions', async () => {
    expect(await listStates('GI')).toEqual([{ label: 'Gibraltar', value: 'GI' }]);
    expect((await listCities('GI', 'GI'))?.map((city) => city.label)).toContain('Gibraltar');
  }, 60_000);

  it('lists the cities of a state and nothing for an unknown state', async () => {
    const wyoming = await listCities('US', 'WY');
    expect(wyoming?.map((city) => city.label)).toContain('Afton');
    expect(wyoming?.map((city) => city.label)).not.toContain('Vancouver');
    expect(sortedByLabel(wyoming ?? [])).toBe(true);
    expect(new Set(wyoming?.map((city) => city.value)).size).toBe(wyoming?.length);
    expect((await listCities('CA', 'BC'))?.map((city) => city.label)).toContain('Vancouver');
    // Linked by name although GeoNames numbers the Länder: Berlin (DE-BE) is GeoNames "DE.16".
    expect((await listCities('DE', 'BE'))?.map((city) => city.label)).toContain('Berlin');
    // Linked by hand: GeoNames says "Bavaria", ISO 3166-2 "Bayern".
    expect((await listCities('DE', 'BY'))?.map((city) => city.label)).toContain('Munich');
    expect((await listCities('SE', 'M'))?.map((city) => city.label)).toContain('Ystad');
    // Second-level GeoNames divisions link too: Italian provinces, French départements.
    expect((await listCities('IT', 'TP'))?.map((city) => city.label)).toContain('Marsala');
    expect((await listCities('FR', '69'))?.map((city) => city.label)).toContain('Lyon');
    expect((await listCities('FR', 'ARA'))?.map((city) => city.label)).toContain('Lyon');
    expect(await listCities('US', 'ZZ')).toBeUndefined();
    expect(await listCities('ZZ', 'WY')).toBeUndefined();
  }, 60_000);

  it('validates country and state values', async () => {
    expect(await isCountry('CA')).toBe(true);
    expect(await isCountry('XX')).toBe(false);
    expect(await isState('CA', 'BC')).toBe(true);
    expect(await isState('US', 'BC')).toBe(false);
    expect(await isState('DE', 'BY')).toBe(true);
  });
});

describe('linkDivisions', () => {
  it('links GeoNames divisions to ISO subdivisions by normalised name', () => {
    expect(normalisePlaceName('Skåne County')).toBe(normalisePlaceName('Skåne län'));
    expect(normalisePlaceName('Hallands län')).toBe('halland');
    expect(normalisePlaceName('Provincia di Reggio Calabria')).toBe('reggio calabria');
    expect(
      linkDivisions(
        [
          { code: '16', name: 'State of Berlin' },
          { code: '02', name: 'Bavaria' },
        ],
        [
          { label: 'Berlin', value: 'BE' },
          { label: 'Bayern', value: 'BY' },
        ],
      ),
    ).toEqual(['BE', undefined]);
  });

  it('links by code only where that level of GeoNames mostly uses the ISO codes', () => {
    const states = [
      { label: 'California', value: 'CA' },
      { label: 'Oregon', value: 'OR' },
      { label: 'District of Columbia', value: 'DC' },
    ];
    const us = [
      { code: 'CA', name: 'California' },
      { code: 'OR', name: 'Oregon' },
      { code: 'DC', name: 'Washington, D.C.' },
    ];
    expect(linkDivisions(us, states)).toEqual(['CA', 'OR', 'DC']);
    // French régions are numbered in GeoNames: region 84 is not the département FR-84 (Vaucluse).
    expect(
      linkDivisions(
        [
          { code: '84', name: 'Auvergne-Rhône-Alpes' },
          { code: '11', name: 'Île-de-France' },
        ],
        [
          { label: 'Auvergne-Rhône-Alpes', value: 'ARA' },
          { label: 'Vaucluse', value: '84' },
          { label: 'Aude', value: '11' },
        ],
      ),
    ).toEqual(['ARA', undefined]);
  });
});
