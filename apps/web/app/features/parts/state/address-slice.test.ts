import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countryCleared, loadCities, loadCountries, loadStates } from './address-slice.ts';
import { makePartsStore } from './store.ts';
import { countries, mockApi } from './test-fixtures.ts';

const failure = { status: 404, body: { error: { code: 'not_found', message: 'Unknown' } } };

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('address slice', () => {
  it('loadCountries: request, success, failure', async () => {
    mockApi({ 'GET address/countries': { body: countries } });
    const store = makePartsStore();
    const pending = store.dispatch(loadCountries());
    expect(store.getState().address.status.countries).toBe('loading');
    await pending;
    expect(store.getState().address).toMatchObject({ countries, success: true, failed: false });

    mockApi({ 'GET address/countries': failure });
    await store.dispatch(loadCountries());
    expect(store.getState().address).toMatchObject({ success: false, failed: true });
    expect(console.error).toHaveBeenCalled();
  });

  it('loadStates: request clears the old states and cities, success, failure', async () => {
    mockApi({
      'GET address/countries/states/US': { body: [{ label: 'Alaska', value: 'AK' }] },
      'GET address/countries/US/states/AK/cities': { body: [{ label: 'Juneau', value: 'Juneau' }] },
    });
    const store = makePartsStore();
    await store.dispatch(loadStates('US'));
    await store.dispatch(loadCities({ country: 'US', state: 'AK' }));
    expect(store.getState().address.cities).toHaveLength(1);

    mockApi({ 'GET address/countries/states/ZZ': failure });
    const pending = store.dispatch(loadStates('ZZ'));
    expect(store.getState().address).toMatchObject({ states: [], cities: [], statesFor: 'ZZ' });
    expect(store.getState().address.status.states).toBe('loading');
    await pending;
    expect(store.getState().address).toMatchObject({ failed: true });
    expect(store.getState().address.status.states).toBe('failed');
  });

  it('loadCities: request, success, failure; a stale answer is ignored', async () => {
    mockApi({
      'GET address/countries/US/states/AK/cities': { body: [{ label: 'Juneau', value: 'Juneau' }] },
      'GET address/countries/US/states/TX/cities': failure,
    });
    const store = makePartsStore();
    const pending = store.dispatch(loadCities({ country: 'US', state: 'AK' }));
    expect(store.getState().address.status.cities).toBe('loading');
    await pending;
    expect(store.getState().address).toMatchObject({
      cities: [{ label: 'Juneau', value: 'Juneau' }],
      success: true,
    });
    await store.dispatch(loadCities({ country: 'US', state: 'TX' }));
    expect(store.getState().address).toMatchObject({ cities: [], failed: true });

    store.dispatch(countryCleared());
    expect(store.getState().address).toMatchObject({ states: [], cities: [], statesFor: null });
  });
});
