import type { SearchMiss, SearchWord, Staff } from '@contrail/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeskCatalogue } from './desk-catalogue.tsx';
import { json, staffMember } from './desk-test-kit.ts';

const fetchMock = vi.fn<typeof fetch>();
const admin: Staff = staffMember({ email: 'ada@desk.test', name: 'Ada Admin', role: 'admin' });
const wordsUrl = '/api/desk/catalogue/search-words';
const missesUrl = '/api/desk/catalogue/search-misses';

/** The API's search words as the mock holds them, and the writes it was sent. */
let taught: SearchWord[];
let writes: { method: string; url: string; body: unknown }[];
let failDelete: boolean;
/** The searches that found nothing, as the mock answers them (for 7 days, only the second). */
let misses: SearchMiss[];
let failWords: boolean;
let failMisses: boolean;

beforeEach(() => {
  taught = [
    { word: 'PADS', catalogueWord: 'LINING', parts: 40 },
    { word: 'WASHERS', catalogueWord: 'WASHER', parts: 1234 },
  ];
  writes = [];
  failDelete = false;
  // Noon UTC: the same day in any time zone the tests run in.
  misses = [
    {
      query: 'brake pads',
      searches: 12,
      lastAt: '2026-12-06T12:00:00.000Z',
      unknownWords: ['PADS'],
    },
    {
      query: 'cowl fastner',
      searches: 1,
      lastAt: '2026-11-28T12:00:00.000Z',
      unknownWords: ['COWL', 'FASTNER'],
    },
    { query: 'oil filter', searches: 3, lastAt: '2026-11-02T12:00:00.000Z', unknownWords: [] },
  ];
  failWords = false;
  failMisses = false;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const failure = { error: { code: 'internal', message: 'Something went wrong.' } };
    if (method === 'GET' && url.endsWith(wordsUrl))
      return failWords ? json(failure, 500) : json({ words: taught, max: 500 });
    if (method === 'GET' && url.includes(`${missesUrl}?`)) {
      if (failMisses) return json(failure, 500);
      const days = Number(new URL(url, 'http://localhost').searchParams.get('days'));
      return json({ misses: days === 7 ? misses.slice(1, 2) : misses, days });
    }
    if (!url.includes(`${wordsUrl}/`)) return json({ error: { code: 'not_found' } }, 404);
    const word = decodeURIComponent(url.slice(url.indexOf(`${wordsUrl}/`) + wordsUrl.length + 1));
    const body: unknown = init?.body ? JSON.parse(String(init.body)) : undefined;
    writes.push({ method, url, body });
    if (method === 'DELETE') {
      if (failDelete)
        return json({ error: { code: 'internal', message: 'Something went wrong.' } }, 500);
      const removed = taught.find((w) => w.word === word);
      if (!removed) return json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
      taught = taught.filter((w) => w.word !== word);
      return json({ word: removed.word, catalogueWord: removed.catalogueWord });
    }
    const { catalogueWord } = body as { catalogueWord: string };
    if (catalogueWord.toUpperCase() === 'XYZ')
      return json(
        {
          error: {
            code: 'invalid_request',
            message: 'Check the highlighted fields.',
            fields: {
              catalogueWord:
                'No part description has the word “XYZ”: choose a word the catalogue uses.',
            },
          },
        },
        400,
      );
    const saved = {
      word: word.toUpperCase(),
      catalogueWord: catalogueWord.toUpperCase(),
      parts: 12,
    };
    // A taught word's searches no longer count as unknown.
    misses = misses.filter((miss) => !miss.unknownWords.includes(saved.word));
    return json({ word: saved, created: true, catalogueVersion: 7 });
  });
});
afterEach(() => vi.unstubAllGlobals());

const renderPage = () =>
  render(
    <MemoryRouter>
      <DeskCatalogue staff={admin} />
    </MemoryRouter>,
  );
const table = () => screen.findByRole('table', { name: /Search words/ });
/** The table's rows as text, header row first. */
const rows = async () =>
  within(await table())
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
const fill = (visitor: string, catalogue: string) => {
  fireEvent.change(screen.getByLabelText('Visitor’s word'), { target: { value: visitor } });
  fireEvent.change(screen.getByLabelText('Catalogue’s word'), { target: { value: catalogue } });
  fireEvent.click(screen.getByRole('button', { name: 'Save word' }));
};

describe('the catalogue page’s search words', () => {
  it('lists the taught words from the API, with their parts and the count', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 2, name: 'Search words' })).toBeInTheDocument();
    expect(await rows()).toEqual([
      ['Visitor’s word', 'Catalogue’s word', 'Parts', 'Remove'],
      ['PADS', 'LINING', '40', 'Remove PADS'],
      ['WASHERS', 'WASHER', '1,234', 'Remove WASHERS'],
    ]);
    expect(screen.getByRole('button', { name: 'Remove PADS' })).toBeEnabled();
    expect(screen.getByTestId('search-words-count')).toHaveTextContent('2 of 500 words');
  });

  it('saves a word with PUT, lists it in order and says what it now finds', async () => {
    renderPage();
    await table();
    fill(' bush ', 'bushing');
    expect(
      await screen.findByText(
        'Visitors’ “BUSH” now finds parts described by “BUSHING” (12 parts).',
      ),
    ).toHaveAttribute('role', 'status');
    expect(writes).toEqual([
      {
        method: 'PUT',
        url: expect.stringMatching(/\/api\/desk\/catalogue\/search-words\/BUSH$/),
        body: { catalogueWord: 'BUSHING' },
      },
    ]);
    expect((await rows()).slice(1).map(([word]) => word)).toEqual(['BUSH', 'PADS', 'WASHERS']);
    expect(screen.getByRole('rowheader', { name: 'BUSH' }).closest('tr')).toHaveTextContent(
      'BUSHING12',
    );
    expect(screen.getByTestId('search-words-count')).toHaveTextContent('3 of 500 words');
    expect(screen.getByLabelText('Visitor’s word')).toHaveValue('');
    expect(screen.getByLabelText('Catalogue’s word')).toHaveValue('');
  });

  it('shows the API’s field error under the catalogue’s word and keeps what was typed', async () => {
    renderPage();
    await table();
    fill('brake', 'xyz');
    const message = 'No part description has the word “XYZ”: choose a word the catalogue uses.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    const catalogueWord = screen.getByLabelText('Catalogue’s word');
    expect(catalogueWord).toHaveAccessibleDescription(message);
    expect(catalogueWord).toHaveAttribute('aria-invalid', 'true');
    expect(catalogueWord).toHaveValue('xyz');
    expect(screen.getByLabelText('Visitor’s word')).toHaveValue('brake');
    expect(screen.getByLabelText('Visitor’s word')).not.toHaveAttribute('aria-invalid');
    expect(writes).toHaveLength(1);
    expect((await rows()).slice(1).map(([word]) => word)).toEqual(['PADS', 'WASHERS']);
  });

  it('refuses two words in the visitor’s word without calling the API', async () => {
    renderPage();
    await table();
    fill('brake pads', 'lining');
    const message = 'One word of 2 to 30 letters or digits, no spaces.';
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText('Visitor’s word')).toHaveAccessibleDescription(message);
    expect(screen.getByLabelText('Visitor’s word')).toHaveValue('brake pads');
    expect(screen.getByLabelText('Catalogue’s word')).not.toHaveAttribute('aria-invalid');
    expect(writes).toEqual([]);
    // The lists' GETs only.
    expect(fetchMock.mock.calls.every(([, init]) => (init?.method ?? 'GET') === 'GET')).toBe(true);
  });

  it('removes a row with DELETE and says so', async () => {
    renderPage();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Remove PADS' }));
    expect(await screen.findByText('“PADS” removed.')).toHaveAttribute('role', 'status');
    expect(writes).toEqual([
      {
        method: 'DELETE',
        url: expect.stringMatching(/\/api\/desk\/catalogue\/search-words\/PADS$/),
        body: undefined,
      },
    ]);
    expect((await rows()).slice(1).map(([word]) => word)).toEqual(['WASHERS']);
    expect(screen.getByTestId('search-words-count')).toHaveTextContent('1 of 500 words');
    // The focus moves to the next row's Remove button.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Remove WASHERS' })).toHaveFocus(),
    );
  });

  it('keeps the row and says so when the removal fails', async () => {
    failDelete = true;
    renderPage();
    await table();
    fireEvent.click(screen.getByRole('button', { name: 'Remove PADS' }));
    expect(
      await screen.findByText('“PADS” was not removed: Something went wrong.'),
    ).toHaveAttribute('role', 'alert');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove PADS' })).toHaveFocus());
    expect((await rows()).slice(1).map(([word]) => word)).toEqual(['PADS', 'WASHERS']);
  });

  it('offers to try again when the list cannot be loaded', async () => {
    failWords = true;
    renderPage();
    expect(
      await screen.findByText('The search words could not be loaded: Something went wrong.'),
    ).toBeInTheDocument();
    failWords = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(3);
  });
});

/** The URLs of the misses' GETs so far. */
const missRequests = () =>
  fetchMock.mock.calls.map(([input]) => String(input)).filter((url) => url.includes(missesUrl));
const missList = () =>
  screen.findByRole('list', { name: 'Searches that found nothing, most searched first' });
/** The listed searches as text, most searched first. */
const missItems = async () =>
  within(await missList())
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the searches that found nothing', () => {
  it('lists them from the API with how often, when last and a Teach button per unknown word', async () => {
    renderPage();
    expect(
      screen.getByRole('heading', { level: 3, name: 'Searches that found nothing' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'What visitors searched for in the last 30 days and found no part: teach the search their words.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Period')).toHaveValue('30');
    expect(await missItems()).toEqual([
      '“brake pads”12 searches, last on 6 Dec 2026Teach PADS',
      '“cowl fastner”1 search, last on 28 Nov 2026Teach COWLTeach FASTNER',
      '“oil filter”3 searches, last on 2 Nov 2026No word to teach: a part number, or words the catalogue knows.',
    ]);
    const oil = within(await missList()).getAllByRole('listitem')[2];
    expect(within(oil!).queryByRole('button')).not.toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Teach FASTNER, searched as “cowl fastner”' }),
    ).toBeEnabled();
    expect(missRequests()).toEqual([expect.stringMatching(/\/search-misses\?days=30$/)]);
  });

  it('puts the word taught in the visitor’s word and asks for the catalogue’s', async () => {
    renderPage();
    await missList();
    fireEvent.change(screen.getByLabelText('Catalogue’s word'), { target: { value: 'washer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Teach PADS, searched as “brake pads”' }));
    expect(screen.getByLabelText('Visitor’s word')).toHaveValue('PADS');
    expect(screen.getByLabelText('Catalogue’s word')).toHaveValue('');
    expect(screen.getByLabelText('Catalogue’s word')).toHaveFocus();
  });

  it('names each Teach button for its own search when two searches share a word', async () => {
    misses.push({
      query: 'front pads',
      searches: 2,
      lastAt: '2026-12-01T12:00:00.000Z',
      unknownWords: ['PADS'],
    });
    renderPage();
    await missList();
    const names = screen
      .getAllByRole('button', { name: /^Teach PADS/ })
      .map((button) => button.getAttribute('aria-label'));
    expect(names).toEqual([
      'Teach PADS, searched as “brake pads”',
      'Teach PADS, searched as “front pads”',
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Teach PADS, searched as “front pads”' }));
    expect(screen.getByLabelText('Visitor’s word')).toHaveValue('PADS');
  });

  it('asks for the period chosen', async () => {
    renderPage();
    await missList();
    fireEvent.change(screen.getByLabelText('Period'), { target: { value: '7' } });
    expect(await missItems()).toEqual([
      '“cowl fastner”1 search, last on 28 Nov 2026Teach COWLTeach FASTNER',
    ]);
    expect(missRequests().at(-1)).toMatch(/\/search-misses\?days=7$/);
    expect(screen.getByText(/in the last 7 days and found no part/)).toBeInTheDocument();
  });

  it('asks again after a word is saved, so the word’s searches drop out', async () => {
    renderPage();
    await table();
    await missList();
    fireEvent.click(screen.getByRole('button', { name: 'Teach PADS, searched as “brake pads”' }));
    fireEvent.change(screen.getByLabelText('Catalogue’s word'), { target: { value: 'lining' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save word' }));
    await screen.findByText(/Visitors’ “PADS” now/);
    await waitFor(() => expect(missRequests()).toHaveLength(2));
    await waitFor(async () =>
      expect((await missItems()).map((text) => text?.split('”')[0])).toEqual([
        '“cowl fastner',
        '“oil filter',
      ]),
    );
    expect(writes).toEqual([
      expect.objectContaining({ method: 'PUT', body: { catalogueWord: 'LINING' } }),
    ]);
  });

  it('says when no search found nothing', async () => {
    // Noon UTC: the same day in any time zone the tests run in.
    misses = [];
    renderPage();
    expect(await screen.findByText('No search found nothing in this period.')).toBeInTheDocument();
  });

  it('offers to try again when the searches cannot be loaded', async () => {
    failMisses = true;
    renderPage();
    expect(
      await screen.findByText(
        'The searches that found nothing could not be loaded: Something went wrong.',
      ),
    ).toHaveAttribute('role', 'alert');
    failMisses = false;
    fireEvent.click(
      screen.getByRole('button', { name: 'Try again to load the searches that found nothing' }),
    );
    expect(await missItems()).toHaveLength(3);
  });
});
