import { renderEn } from './test-render.tsx';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
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

/** Renders the browser and waits for it: its cart section is a chunk of its own (`lazyPart`). */
async function renderBrowser(entry = '/parts') {
  const store = makePartsStore();
  renderEn(
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
    // Every word found together: nothing to explain.
    expect(screen.queryByTestId('parts-read-as')).not.toBeInTheDocument();
  });

  it('says which words the results were found by when no part is described by the words typed', async () => {
    mockApi({
      'GET models/': { body: models },
      'GET models/assemblies/parts/search/landing gear leg': {
        body: groupsOf([makePart(3, { partNumber: 'U13-11-1', description: 'LEG, GEAR' })]),
        headers: { 'X-Total-Count': '1', 'X-Search-Words': 'GEAR LEG, LANDING GEAR' },
      },
    });
    await renderBrowser('/parts?q=landing+gear+leg');
    await waitFor(() => expect(rowNumbers()).toEqual(['U13-11-1']));
    expect(screen.getByTestId('parts-read-as')).toHaveTextContent(
      'No part is described by “landing gear leg”. Showing parts described by “gear leg” or “landing gear”.',
    );
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

describe('PartsBrowser: results where the eye is (issue 42 §4)', () => {
  const searchAnswers = {
    'GET models/': { body: models },
    'GET models/assemblies/parts/search/an3': {
      body: groupsOf([
        makePart(5, { partNumber: 'AN3-5A' }),
        makePart(6, { partNumber: 'AN3-6A' }),
      ]),
    },
  };

  it('puts the results between the search box and the browsing, and takes them away when cleared', async () => {
    mockApi(searchAnswers);
    await renderBrowser();
    type('an3');
    await pause();
    const heading = await screen.findByRole('heading', { name: 'Search results for “an3”' });
    const box = screen.getByTestId('parts-search');
    const modelsHeading = screen.getByRole('heading', { name: /models$/ });
    // Document order: box → results → the models (browsing).
    expect(box.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      heading.compareDocumentPosition(modelsHeading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    type('');
    await pause();
    await waitFor(() =>
      expect(screen.queryByRole('heading', { name: /Search results/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('heading', { name: /models$/ })).toBeVisible();
  });

  it('ArrowDown moves from the box into the results; ArrowUp and Escape come back', async () => {
    mockApi(searchAnswers);
    await renderBrowser();
    type('an3');
    await pause();
    await waitFor(() => expect(rowNumbers()).toEqual(['AN3-5A', 'AN3-6A']));
    const box = screen.getByTestId('parts-search');
    box.focus();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const first = screen.getByRole('button', { name: 'Show usages of AN3-5A' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const second = screen.getByRole('button', { name: 'Show usages of AN3-6A' });
    expect(second).toHaveFocus();
    fireEvent.keyDown(second, { key: 'ArrowUp' });
    expect(first).toHaveFocus();
    fireEvent.keyDown(first, { key: 'ArrowUp' });
    expect(box).toHaveFocus();
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(first, { key: 'Escape' });
    expect(box).toHaveFocus();
  });

  it('a part number with a match is one unbroken word: one nowrap span, the match a mark inside it', async () => {
    mockApi(searchAnswers);
    await renderBrowser();
    type('an3');
    await pause();
    const [mark] = await screen.findAllByText('AN3', { selector: 'mark' });
    const number = mark?.closest('[data-part-number]');
    expect(number).toHaveClass('whitespace-nowrap');
    expect(number?.textContent).toBe('AN3-5A');
    // No element but the mark inside it: nothing that could become a block of its own.
    expect(number?.querySelectorAll('*')).toHaveLength(1);
  });
});

describe('PartsBrowser: a bad deep link', () => {
  it('says the model was not found and offers the line’s models, with no Retry', async () => {
    mockApi({ 'GET models/': { body: models } });
    await renderBrowser('/parts?line=husky&model=ZZZ&assembly=32-10');
    const notFound = await screen.findByTestId('model-not-found');
    expect(notFound).toHaveTextContent('Model “ZZZ” was not found in the Husky catalogue.');
    const husky = models.filter((model) => model.line === 'husky');
    expect(
      within(notFound)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(husky.map((model) => model.name));
    expect(screen.queryByText(/Check your connection/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    // No parts panel for a model that does not exist (a request sent before the models were known
    // is cancelled, not shown as a failure).
    expect(screen.queryByRole('heading', { name: /^Parts of/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/could not load/)).not.toBeInTheDocument();
  });

  it('says the line was not found and offers the lines', async () => {
    mockApi({ 'GET models/': { body: models } });
    await renderBrowser('/parts?line=nope&model=ZZZ');
    const line = await screen.findByTestId('line-not-found');
    expect(line).toHaveTextContent(
      'There is no “nope” line in the catalogue. Choose Husky, Pitts or Eagle.',
    );
    expect(await screen.findByTestId('model-not-found')).toBeInTheDocument();
  });
});
