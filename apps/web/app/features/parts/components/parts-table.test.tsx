import { renderEn } from './test-render.tsx';
import { fireEvent, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePart } from '~/features/parts/state/test-fixtures.ts';
import { highlightPartNumber } from './highlight.ts';
import { partCardHeight, partRowHeight, PartsTable } from './parts-table.tsx';
import { rowWindow } from './use-row-window.ts';

const parts = Array.from({ length: 2000 }, (_, i) => makePart(i));
const noop = () => undefined;

function renderTable(props: Partial<Parameters<typeof PartsTable>[0]> = {}) {
  return renderEn(
    <MemoryRouter>
      <PartsTable
        parts={parts}
        total={2000}
        caption="Parts"
        selected={new Set()}
        onToggle={noop}
        onToggleAll={noop}
        onAdd={noop}
        {...props}
      />
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('PartsTable on a phone', () => {
  it('windows its rows as cards of their own height, each still a row of cells with its Add', () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({ matches: query === '(width < 40rem)', media: query })),
    );
    renderTable();
    const rows = screen.getAllByRole('row').filter((row) => row.hasAttribute('data-part-row'));
    const spacer = document.querySelector<HTMLElement>('tbody tr[aria-hidden="true"]:last-child');
    // The space below the rows shown is counted in card heights.
    expect(spacer?.style.height).toBe(`${(2000 - rows.length) * partCardHeight}px`);
    const first = rows[0]!;
    expect(within(first).getAllByRole('cell').length).toBeGreaterThanOrEqual(9);
    expect(within(first).getByRole('button', { name: 'Add AN3-0A to cart' })).toBeInTheDocument();
    expect(first.className).toContain('max-sm:grid');
  });
});

describe('PartsTable (windowed)', () => {
  it('renders only the rows near the viewport of a 2,000-row list', () => {
    renderTable();
    const rows = screen.getAllByRole('row').filter((row) => row.hasAttribute('data-part-row'));
    expect(rows.length).toBeGreaterThan(10);
    expect(rows.length).toBeLessThan(60);
    expect(screen.getByText('AN3-0A')).toBeInTheDocument();
    expect(screen.queryByText('AN3-1999A')).not.toBeInTheDocument();
    expect(screen.getByRole('table')).toHaveAttribute('aria-rowcount', '2001');
  });

  it('renders the rows at the scroll position', async () => {
    renderTable();
    const region = screen.getByTestId('parts-table');
    region.scrollTop = 1500 * partRowHeight;
    fireEvent.scroll(region);
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    expect(await screen.findByText('AN3-1500A')).toBeInTheDocument();
    expect(screen.queryByText('AN3-0A')).not.toBeInTheDocument();
    const row = screen.getByText('AN3-1500A').closest('tr');
    expect(row).toHaveAttribute('aria-rowindex', '1502');
  });

  it('shows the IPC columns, quote for unpriced parts, and adds a single part', () => {
    const onAdd = vi.fn();
    renderTable({ parts: parts.slice(0, 3), total: 3, onAdd });
    const row = screen.getByText('AN3-1A').closest('tr') as HTMLElement;
    expect(within(row).getByText('$12.50')).toBeInTheDocument();
    expect(
      within(screen.getByText('AN3-0A').closest('tr') as HTMLElement).getByText('Quote'),
    ).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Add AN3-1A to cart' }));
    expect(onAdd).toHaveBeenCalledWith(parts[1]);
  });

  it('asks for the next page near the end of what is loaded', () => {
    const onNeedMore = vi.fn();
    renderTable({ parts: parts.slice(0, 30), total: 2000, onNeedMore });
    expect(onNeedMore).toHaveBeenCalled();
  });

  it('search results highlight the match and name the model and assembly', () => {
    renderTable({
      parts: [makePart(5, { partNumber: 'AN3-5A' })],
      total: 1,
      query: 'an3 5a',
      modelName: () => 'Husky A-1C-180',
    });
    expect(screen.getByText('AN3-5A', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByText('Husky A-1C-180 · MAIN LANDING GEAR')).toBeInTheDocument();
  });
});

describe('PartsTable links and the row the URL points at', () => {
  it('links "superseded by" to a search for the superseding part', () => {
    renderTable({
      parts: [makePart(1, { partNumber: 'AN3-5A', supersededBy: 'AN3-5B' }), makePart(2)],
      total: 2,
    });
    const row = screen.getByText('AN3-5A').closest('tr') as HTMLElement;
    expect(within(row).getByText(/superseded by/)).toBeInTheDocument();
    expect(within(row).getByRole('link', { name: 'AN3-5B' })).toHaveAttribute('href', '/?q=AN3-5B');
    const other = screen.getByText('AN3-2A').closest('tr') as HTMLElement;
    expect(within(other).queryByRole('link')).toBeNull();
  });

  it('marks the row of the target item and scrolls it into view, table and page', async () => {
    const scrolled = vi.spyOn(HTMLElement.prototype, 'scrollIntoView');
    renderTable({ targetItem: '1500', scrollKey: 'a:A-1C-180/32-10' });
    const region = screen.getByTestId('parts-table');
    // The table scrolls to the row (beyond the first rows rendered) and the page to the table.
    expect(region.scrollTop).toBeGreaterThan(1400 * partRowHeight);
    expect(region.scrollTop).toBeLessThanOrEqual(1501 * partRowHeight);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(region);
    fireEvent.scroll(region);
    await new Promise((resolve) => requestAnimationFrame(() => resolve(null)));
    const row = (await screen.findByText('AN3-1500A')).closest('tr');
    expect(row).toHaveAttribute('aria-current', 'true');
    expect(row).toHaveAttribute('data-item', '1500');
    const marked = screen
      .getAllByRole('row')
      .filter((candidate) => candidate.getAttribute('aria-current') === 'true');
    expect(marked).toEqual([row]);
  });

  it('marks nothing without a target, or in search results', () => {
    const { unmount } = renderTable({ parts: parts.slice(0, 5), total: 5 });
    expect(document.querySelector('[aria-current]')).toBeNull();
    unmount();
    renderTable({ parts: parts.slice(0, 5), total: 5, query: 'an3', targetItem: '2' });
    expect(screen.getAllByText('AN3', { selector: 'mark' }).length).toBeGreaterThan(0);
    expect(document.querySelector('[aria-current]')).toBeNull();
  });
});

describe('helpers', () => {
  it('rowWindow covers the viewport plus overscan', () => {
    expect(rowWindow(2000, 50, 0, 500, 5)).toEqual({
      start: 0,
      end: 15,
      padTop: 0,
      padBottom: 1985 * 50,
    });
    const middle = rowWindow(2000, 50, 50_000, 500, 5);
    expect(middle.start).toBe(995);
    expect(middle.end).toBe(1015);
    expect(rowWindow(3, 50, 0, 500, 5)).toMatchObject({ start: 0, end: 3, padBottom: 0 });
  });

  it('highlightPartNumber maps the normalised query back onto the part number', () => {
    expect(highlightPartNumber('AN3-5A', 'an3 5a')).toEqual([{ text: 'AN3-5A', match: true }]);
    expect(highlightPartNumber('MS20995C32', 'ms20995-c')).toEqual([
      { text: 'MS20995C', match: true },
      { text: '32', match: false },
    ]);
    expect(highlightPartNumber('NAS1149F0363P', 'f0363')).toEqual([
      { text: 'NAS1149', match: false },
      { text: 'F0363', match: true },
      { text: 'P', match: false },
    ]);
    expect(highlightPartNumber('AN960-10L', 'spring')).toEqual([
      { text: 'AN960-10L', match: false },
    ]);
  });
});
