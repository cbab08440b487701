import { apiErrorSchema, optionListSchema } from '@contrail/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';

describe.each(testDatabases())('address API ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  const getApp = useTestApp(getDb);
  const get = (url: string) => getApp().inject({ method: 'GET', url });

  it('GET address/countries answers [{label, value}] sorted by label', async () => {
    const res = await get('/api/address/countries');
    expect(res.statusCode).toBe(200);
    const countries = optionListSchema.parse(res.json());
    expect(countries).toContainEqual({ label: 'Canada', value: 'CA' });
    const labels = countries.map((country) => country.label);
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('GET address/countries/states/{value} answers the states, 404 for an unknown country', async () => {
    const res = await get('/api/address/countries/states/CA');
    expect(res.statusCode).toBe(200);
    expect(optionListSchema.parse(res.json())).toContainEqual({
      label: 'British Columbia',
      value: 'BC',
    });
    const us = optionListSchema.parse((await get('/api/address/countries/states/US')).json());
    expect(us).toContainEqual({ label: 'California', value: 'CA' });
    const germany = await get('/api/address/countries/states/DE');
    expect(optionListSchema.parse(germany.json())).toContainEqual({ label: 'Bayern', value: 'BY' });
    for (const value of ['ZZ', 'ca', "'%20OR%201=1", 'X'.repeat(500)]) {
      const missing = await get(`/api/address/countries/states/${value}`);
      expect(missing.statusCode, value).toBe(404);
      apiErrorSchema.parse(missing.json());
    }
  });

  it('GET address/countries/{country}/states/{state}/cities answers cities, 404 when unknown', async () => {
    const res = await get('/api/address/countries/CA/states/BC/cities');
    expect(res.statusCode).toBe(200);
    expect(optionListSchema.parse(res.json()).map((city) => city.label)).toContain('Vancouver');
    const la = await get('/api/address/countries/US/states/CA/cities');
    expect(optionListSchema.parse(la.json())).toContainEqual({
      label: 'Los Angeles',
      value: 'Los Angeles',
    });
    for (const url of [
      '/api/address/countries/CA/states/ZZ/cities',
      '/api/address/countries/DE/states/CA/cities',
      '/api/address/countries/ZZ/states/BC/cities',
      '/api/address/countries/US/states/BC/cities',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
