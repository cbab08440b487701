import type { Option } from '@contrail/contracts';
import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
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

export const loadCountries = createAsyncThunk('address/loadCountries', () =>
  logged('loadCountries', () => withApi((client) => client.countries())),
);
export const loadStates = createAsyncThunk('address/loadStates', (country: string) =>
  logged('loadStates', () => withApi((client) => client.states(country))),
);
export const loadCities = createAsyncThunk(
  'address/loadCities',
  (arg: { country: string; state: string }) =>
    logged('loadCities', () => withApi((client) => client.cities(arg.country, arg.state))),
);

const citiesKey = (arg: { country: string; state: string }) => `${arg.country}/${arg.state}`;

const addressSlice = createSlice({
  name: 'address',
  initialState: initialAddressState,
  reducers: {
    /** The country was cleared: no states or cities to choose from. */
    countryCleared(state) {
      state.states = [];
      state.cities = [];
      state.statesFor = null;
      state.citiesFor = null;
    },
    stateCleared(state) {
      state.cities = [];
      state.citiesFor = null;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadCountries.pending, (state) => {
        state.status.countries = 'loading';
      })
      .addCase(loadCountries.fulfilled, (state, action) => {
        state.countries = action.payload;
        state.status.countries = 'succeeded';
        state.success = true;
        state.failed = false;
      })
      .addCase(loadCountries.rejected, (state) => {
        state.status.countries = 'failed';
        state.success = false;
        state.failed = true;
      })
      .addCase(loadStates.pending, (state, action) => {
        state.status.states = 'loading';
        state.statesFor = action.meta.arg;
        state.states = [];
        state.cities = [];
        state.citiesFor = null;
      })
      .addCase(loadStates.fulfilled, (state, action) => {
        if (state.statesFor !== action.meta.arg) return;
        state.states = action.payload;
        state.status.states = 'succeeded';
        state.success = true;
        state.failed = false;
      })
      .addCase(loadStates.rejected, (state, action) => {
        if (state.statesFor !== action.meta.arg) return;
        state.status.states = 'failed';
        state.success = false;
        state.failed = true;
      })
      .addCase(loadCities.pending, (state, action) => {
        state.status.cities = 'loading';
        state.citiesFor = citiesKey(action.meta.arg);
        state.cities = [];
      })
      .addCase(loadCities.fulfilled, (state, action) => {
        if (state.citiesFor !== citiesKey(action.meta.arg)) return;
        state.cities = action.payload;
        state.status.cities = 'succeeded';
        state.success = true;
        state.failed = false;
      })
      .addCase(loadCities.rejected, (state, action) => {
        if (state.citiesFor !== citiesKey(action.meta.arg)) return;
        state.status.cities = 'failed';
        state.success = false;
        state.failed = true;
      });
  },
});

export const { countryCleared, stateCleared } = addressSlice.actions;
export const addressReducer = addressSlice.reducer;
