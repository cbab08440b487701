import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { makePartsStore } from '~/features/parts/state/store.ts';
import {
  assemblies,
  groupsOf,
  makePart,
  mockApi,
  models,
} from '~/features/parts/state/test-fixtures.ts';
import { PartsBrowser } from './parts-browser.tsx';
import { searchDebounceMs } from './search-box.tsx';

function Where() {
  const { search } = useLocation();
  return <output data-testid="where">{search}</output>;
}

/** Renders the browser and waits for it: its cart section is a chunk of its own (LazyPart). */
async function renderBrowser(entry = '/parts') {
  const store = makePartsStore();
  render(
    <MemoryRouter initialEntries={[entry]}>
      <Provider store={store}>
        <ShellProvider>
          <PartsBrowser />
          <Where />
        </ShellProvider>
      </Provider>
    </MemoryRouter>,
  );
  await screen.findByRole('heading', { name: 'Your parts cart' });
  return store;
}

const rowNumbers = () =>
  screen
    .queryAllByRole('row')
    .map((row) => row.getAttribute('data-part-row'))
    .filter(Boolean);

const type = (text: string) =>
  fireEvent.change(screen.getByTestId('parts-search'), { target: { value: text } });

const pause = () => act(() => new Promise((resolve) => setTimeout(resolve, searchDebounceMs + 30)));

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('PartsBrowser search', () => {
  it('shows only the latest query: a slower answer to an older query never replaces it', async () => {
    let releaseOld: () => void = () => undefined;
    const { fetchMock } = mockApi({
      'GET models/': { body: models },
      'GET models/assemblies/parts/search/an3': () =>
        new Promise((resolve) => {
          releaseOld = () => resolve({ body: groupsOf([makePart(1, { partNumber: 'AN3-OLD' })]) });
        }),
      'GET models/assemblies/parts/search/an3 5a': {
        body: groupsOf([makePart(5, { partNumber: 'AN3-5A' })]),
        headers: { 'X-Total-Count': '1' },
      },
    });
    await renderBrowser();

    type('an3');
    await pause();
    const sent = () =>
      fetchMock.mock.calls.find(([url]) => String(url).endsWith('/search/an3?group=part'));
    await waitFor(() => expect(sent()).toBeDefined());
    const old = sent();
    const oldSignal = old?.[1]?.signal as AbortSignal;
    expect(oldSignal.aborted).toBe(false);

    // The next edit aborts the request on its way at once, before the wait.
    type('an3 5');
    expect(oldSignal.aborted).toBe(true);
    type('an3 5a');
    await pause();
    await waitFor(() => expect(rowNumbers()).toEqual(['AN3-5A']));
    expect(screen.getByRole('heading', { name: 'Search results for “an3 5a”' })).toBeVisible();
    // One row per part number: the match is highlighted and the row says where it is used.
    const row = screen.getByRole('row', { name: /AN3-5A/ });
    expect(within(row).getByText('AN3-5A', { selector: 'mark' })).toBeInTheDocument();
    expect(within(row).getByText('Used in 1 assembly on 1 model')).toBeInTheDocument();

    releaseOld();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(rowNumbers()).toEqual(['AN3-5A']);
    // The URL carries the query once the results are shown.
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('?q=an3+5a'));
  });

  it('a deep link with a query searches it', async () => {
    mockApi({
      'GET models/': { body: models },
      'GET models/assemblies/parts/search/ms20995': {
        body: groupsOf([makePart(7, { partNumber: 'MS20995C32' })]),
      },
    });
    await renderBrowser('/parts?q=ms20995');
    await waitFor(() => expect(rowNumbers()).toEqual(['MS20995C32']));
    expect(screen.getByTestId('parts-search')).toHaveValue('ms20995');
  });
});

describe('PartsBrowser: a link to an item of an assembly', () => {
  it('loads the pages up to the item, marks its row and shows it', async () => {
    const parts = Array.from({ length: 700 }, (_, i) => makePart(i));
    const { calls } = mockApi({
      'GET models/': { body: models },
      'GET models/A-1C-180/assemblies': { body: assemblies },
      'GET models/A-1C-180/assemblies/32-10/parts': (call) => {
        const offset = Number(call.query.get('offset'));
        const limit = Number(call.query.get('limit'));
        return {
          body: parts.slice(offset, offset + limit),
          headers: { 'X-Total-Count': String(parts.length) },
        };
      },
    });
    await renderBrowser('/parts?line=husky&model=A-1C-180&assembly=32-10&item=650');
    const region = await screen.findByTestId('parts-table');
    // Item 650 is on the second page: it is loaded, and the table scrolls to it.
    await waitFor(() => expect(region.scrollTop).toBeGreaterThan(600 * 52));
    expect(
      calls
        .filter((call) => call.path === 'models/A-1C-180/assemblies/32-10/parts')
        .map((call) => call.query.get('offset')),
    ).toEqual(['0', '500']);
    fireEvent.scroll(region);
    const row = (await screen.findByText('AN3-650A')).closest('tr');
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(screen.getByTestId('where')).toHaveTextContent('item=650');
    // The exploded view asks for its drawing (none here) before the test ends.
    await waitFor(() =>
      expect(calls.some((call) => call.path.endsWith('32-10/diagram'))).toBe(true),
    );
  });
});
