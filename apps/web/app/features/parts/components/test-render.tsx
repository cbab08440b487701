import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { makePartsStore } from '~/features/parts/state/store.ts';

/** Renders with a fresh parts store and a router. */
export function renderWithStore(ui: ReactNode, store = makePartsStore()) {
  return {
    store,
    ...render(
      <MemoryRouter>
        <Provider store={store}>{ui}</Provider>
      </MemoryRouter>,
    ),
  };
}
