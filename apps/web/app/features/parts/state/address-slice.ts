import type { Option } from '@contrail/contracts';
import { action, asyncAction, update, type Action } from './async-action.ts';
import { withApi } from './api.ts';
import { logged } from './log-failure.ts';
import type { LoadStatus } from './catalogue-slice.ts';

export type AddressResource = 'countries' | 'states' | 'cities';

/** Spec §3 address state: countries, states and cities as label/value pairs, and the two flags. */
export interface AddressState {
  countries: Option[];
  states: Option[];
  cities: Option[];
  success: boolean;
  failed: boolean;
  /** The country the states belong to, and the state the cities belong to. */
  statesFor: string | null;
  citiesFor: string | null;
  status: Record<AddressResource, LoadStatus>;
}

export const initialAddressState: AddressState = {
  countries: [],
  states: [],
  cities: [],
  success: false,
  failed: false,
  statesFor: null,
  citiesFor: null,
  status: { countries: 'idle', states: 'idle', cities: 'idle' },
};

export const loadCountries = asyncAction('address/loadCountries', () =>
  logged('loadCountries', () => withApi((client) => client.countries())),
);
export const loadStates = asyncAction('address/loadStates', (country: string) =>
  logged('loadStates', () => withApi((client) => client.states(country))),
);
export const loadCities = asyncAction(
  'address/loadCities',
  (arg: { country: string; state: string }) =>
    logged('loadCities', () => withApi((client) => client.cities(arg.country, arg.state))),
);

const citiesKey = (arg: { country: string; state: string }) => `${arg.country}/${arg.state}`;

export const countryCleared = action('address/countryCleared');
export const stateCleared = action('address/stateCleared');

function succeed(state: AddressState, resource: AddressResource) {
  state.status[resource] = 'succeeded';
  state.success = true;
  state.failed = false;
}
function fail(state: AddressState, resource: AddressResource) {
  state.status[resource] = 'failed';
  state.success = false;
  state.failed = true;
}

/** Each action's change to the address lists, made on a shallow copy (`update`). */
function reduce(state: AddressState, action: Action): void {
  if (countryCleared.match(action)) {
    // The country was cleared: no states or cities to choose from.
    state.states = [];
    state.cities = [];
    state.statesFor = null;
    state.citiesFor = null;
  } else if (stateCleared.match(action)) {
    state.cities = [];
    state.citiesFor = null;
  } else if (loadCountries.pending.match(action)) {
    state.status.countries = 'loading';
  } else if (loadCountries.fulfilled.match(action)) {
    state.countries = action.payload;
    succeed(state, 'countries');
  } else if (loadCountries.rejected.match(action)) {
    fail(state, 'countries');
  } else if (loadStates.pending.match(action)) {
    state.status.states = 'loading';
    state.statesFor = action.meta.arg;
    state.states = [];
    state.cities = [];
    state.citiesFor = null;
  } else if (loadStates.fulfilled.match(action)) {
    if (state.statesFor !== action.meta.arg) return;
    state.states = action.payload;
    succeed(state, 'states');
  } else if (loadStates.rejected.match(action)) {
    if (state.statesFor === action.meta.arg) fail(state, 'states');
  } else if (loadCities.pending.match(action)) {
    state.status.cities = 'loading';
    state.citiesFor = citiesKey(action.meta.arg);
    state.cities = [];
  } else if (loadCities.fulfilled.match(action)) {
    if (state.citiesFor !== citiesKey(action.meta.arg)) return;
    state.cities = action.payload;
    succeed(state, 'cities');
  } else if (loadCities.rejected.match(action)) {
    if (state.citiesFor === citiesKey(action.meta.arg)) fail(state, 'cities');
  }
}

export function addressReducer(state: AddressState, action: Action): AddressState {
  return update(state, (draft) => reduce(draft, action));
}
