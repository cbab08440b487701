import { renderEn } from '../test-render.tsx';
import { assemblyDiagramSchema, type AssemblyDiagram } from '@contrail/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { makePartsStore } from '~/features/parts/state/store.ts';
import { assemblies, makePart, mockApi, models } from '~/features/parts/state/test-fixtures.ts';
import { PartsBrowser } from '../parts-browser.tsx';
import { readDiagram } from './diagram-answer.ts';
import { panView, zoomView } from './use-zoom-pan.ts';

const parts = Array.from({ length: 6 }, (_, i) => makePart(i + 1));
const diagram: AssemblyDiagram = {
  modelId: 'A-1C-180',
  assemblyId: '32-10',
  source: 'generated',
  sheet: 1,
  sheetCount: 1,
  calloutCount: 6,
  viewBox: { x: 0, y: 0, width: 600, height: 400 },
  svg: '<g data-art="yes"><circle cx="300" cy="200" r="40"/></g>',
  // In item order, whatever order they are drawn in.
  callouts: parts.map((part, index) => ({
    item: part.item,
    partId: part.id,
    partNumber: part.partNumber,
    description: part.description,
    x: 60 + index * 90,
    y: index % 2 ? 300 : 100,
    target: index === 0 ? null : { x: 60 + index * 90, y: 200 },
  })),
};

/** /parts on assembly 32-10 of the A-1C-180, with its store, as the page renders it. */
function renderAssemblyPage() {
  renderEn(
    <MemoryRouter initialEntries={['/parts?line=husky&model=A-1C-180&assembly=32-10']}>
      <Provider store={makePartsStore()}>
        <ShellProvider>
          <PartsBrowser />
        </ShellProvider>
      </Provider>
    </MemoryRouter>,
  );
}

function renderAssembly(drawing: { status?: number; body: unknown } = { body: diagram }) {
  const { fetchMock } = mockApi({
    'GET models/': { body: models },
    'GET models/A-1C-180/assemblies': { body: assemblies },
    'GET models/A-1C-180/assemblies/32-10/parts': {
      body: parts,
      headers: { 'x-total-count': String(parts.length) },
    },
    'GET models/A-1C-180/assemblies/32-10/diagram': drawing,
  });
  renderAssemblyPage();
  return fetchMock;
}

/** A 95-item assembly: sheets of 40, 40 and 15 items, the last one drawn wider than the others. */
const longParts = Array.from({ length: 95 }, (_, i) => makePart(i + 1));
const sheetOfItem = (item: string) => Math.floor((Number(item) - 1) / 40) + 1;
function longSheet(sheet: number): AssemblyDiagram {
  const onSheet = longParts.slice((sheet - 1) * 40, sheet * 40);
  return {
    ...diagram,
    sheet,
    sheetCount: 3,
    calloutCount: 95,
    viewBox: sheet === 3 ? { x: 0, y: 0, width: 600, height: 300 } : diagram.viewBox,
    svg: `<g data-art="sheet ${sheet}"></g>`,
    callouts: onSheet.map((part, index) => ({
      item: part.item,
      partId: part.id,
      partNumber: part.partNumber,
      description: part.description,
      x: 20 + (index % 10) * 56,
      y: 40 + Math.floor(index / 10) * 60,
      target: null,
    })),
  };
}

function renderLongAssembly() {
  const { fetchMock, calls } = mockApi({
    'GET models/': { body: models },
    'GET models/A-1C-180/assemblies': { body: assemblies },
    'GET models/A-1C-180/assemblies/32-10/parts': {
      body: longParts,
      headers: { 'x-total-count': String(longParts.length) },
    },
    'GET models/A-1C-180/assemblies/32-10/diagram': ({ query }) => {
      const item = query.get('item');
      return { body: longSheet(item ? sheetOfItem(item) : Number(query.get('sheet') ?? 1)) };
    },
  });
  renderAssemblyPage();
  const diagramCalls = () =>
    calls.filter((call) => call.path.endsWith('/diagram')).map((call) => `${call.query}`);
  return { fetchMock, diagramCalls };
}

const callouts = () => within(screen.getByTestId('diagram-viewport')).getAllByRole('button');
const calloutItems = () => callouts().map((button) => button.textContent);
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));
/** Scrolls the windowed table until the row of `item` is rendered. */
async function scrollToRow(item: string) {
  const table = screen.getByTestId('parts-table');
  table.scrollTop = (Number(item) - 3) * 52;
  fireEvent.scroll(table);
  await waitFor(() => expect(row(item)).not.toBeNull());
}
const row = (item: string) => document.querySelector(`tr[data-item="${item}"]`) as HTMLElement;
const callout = (item: string) =>
  document.querySelector(`[data-callout="${item}"]`) as HTMLButtonElement;

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  // Steps land at once (no glide), as for a visitor who asks for reduced motion.
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: query.includes('reduce'), media: query })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('AssemblyDiagram on the assembly view', () => {
  it('draws the exploded view with a named button per item, in item order', async () => {
    renderAssembly();
    // The first test also waits for the lazily loaded module.
    expect(
      await screen.findByRole('heading', { name: /Exploded view/ }, { timeout: 8000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(callouts()).toHaveLength(6));
    expect(callouts().map((button) => button.textContent)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(screen.getByRole('button', { name: 'Item 1, AN3-1A bolt 1' })).toBeInTheDocument();
    expect(document.querySelector('[data-art="yes"]')).not.toBeNull();
    // A leader for every callout with a target; none for the one on its part.
    expect(document.querySelectorAll('[data-leader]')).toHaveLength(5);
  });

  it('lights a row from its callout and a callout from its row, by mouse and by focus', async () => {
    renderAssembly();
    await waitFor(() => expect(callouts()).toHaveLength(6));
    await waitFor(() => expect(row('3')).not.toBeNull());

    fireEvent.mouseEnter(callout('3'));
    expect(row('3')).toHaveAttribute('data-active', 'true');
    expect(screen.getByTestId('callout-tip')).toHaveTextContent('AN3-3A');
    fireEvent.mouseLeave(callout('3'));
    expect(row('3')).not.toHaveAttribute('data-active');

    fireEvent.mouseEnter(row('5'));
    expect(callout('5')).toHaveAttribute('data-active', 'true');
    fireEvent.mouseLeave(row('5'));
    expect(callout('5')).not.toHaveAttribute('data-active');

    act(() => callout('2').focus());
    expect(row('2')).toHaveAttribute('data-active', 'true');
    act(() => within(row('4')).getByRole('checkbox').focus());
    expect(callout('4')).toHaveAttribute('data-active', 'true');
    expect(row('2')).not.toHaveAttribute('data-active');
  });

  it('scrolls the table to a row whose callout is pointed at, not to one focused by Tab', async () => {
    renderAssembly();
    await waitFor(() => expect(callouts()).toHaveLength(6));
    const table = screen.getByTestId('parts-table');
    fireEvent.mouseEnter(callout('5'));
    expect(table.scrollTop).toBeGreaterThan(0);
    fireEvent.mouseLeave(callout('5'));
    table.scrollTop = 0;
    act(() => callout('6').focus());
    expect(row('6')).toHaveAttribute('data-active', 'true');
    expect(table.scrollTop).toBe(0);
  });

  it('selects the row when its callout is pressed, and shows the selection on the callout', async () => {
    renderAssembly();
    await waitFor(() => expect(callouts()).toHaveLength(6));
    await waitFor(() => expect(row('2')).not.toBeNull());
    expect(callout('2')).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(callout('2'));
    await waitFor(() => expect(within(row('2')).getByRole('checkbox')).toBeChecked());
    expect(callout('2')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: /Add selected \(1\)/ })).toBeEnabled();
    fireEvent.click(within(row('2')).getByRole('checkbox'));
    await waitFor(() => expect(callout('2')).toHaveAttribute('aria-pressed', 'false'));
  });

  it('is reached by keyboard: the drawing, then the callouts in item order', async () => {
    const user = userEvent.setup();
    renderAssembly();
    await waitFor(() => expect(callouts()).toHaveLength(6));
    act(() => screen.getByRole('button', { name: 'Reset view' }).focus());
    await user.tab();
    expect(screen.getByTestId('diagram-viewport')).toHaveFocus();
    for (const item of ['1', '2', '3', '4', '5', '6']) {
      await user.tab();
      expect(callout(item)).toHaveFocus();
    }
    await user.keyboard('{Enter}');
    await waitFor(() => expect(callout('6')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('zooms by button, key and wheel, pans by arrows, and resets', async () => {
    renderAssembly();
    await waitFor(() => expect(callouts()).toHaveLength(6));
    const viewport = screen.getByTestId('diagram-viewport');
    const level = screen.getByLabelText('Zoom level');
    expect(level).toHaveTextContent('100%');
    expect(screen.getByRole('button', { name: 'Zoom out' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(level).toHaveTextContent('150%');
    const svg = viewport.querySelector('svg') as SVGSVGElement;
    const box = () =>
      (svg.getAttribute('viewBox') ?? '').split(' ').map((n) => Math.round(Number(n)));
    // Zoomed about the centre.
    expect(box()).toEqual([100, 67, 400, 267]);
    fireEvent.keyDown(viewport, { key: '+' });
    expect(level).toHaveTextContent('225%');
    const before = svg.getAttribute('viewBox');
    fireEvent.keyDown(viewport, { key: 'ArrowRight' });
    expect(svg.getAttribute('viewBox')).not.toBe(before);
    fireEvent.keyDown(viewport, { key: '-' });
    expect(level).toHaveTextContent('150%');
    fireEvent.wheel(viewport, { deltaY: -400 });
    expect(level).toHaveTextContent('408%');
    fireEvent.click(screen.getByRole('button', { name: 'Reset view' }));
    expect(level).toHaveTextContent('100%');
    expect(box()).toEqual([0, 0, 600, 400]);
    fireEvent.keyDown(viewport, { key: '+' });
    fireEvent.keyDown(viewport, { key: '0' });
    expect(level).toHaveTextContent('100%');
  });

  it('pinches with two pointers and drags with one once zoomed; a drag selects nothing', async () => {
    renderAssembly();
    await waitFor(() => expect(callouts()).toHaveLength(6));
    const viewport = screen.getByTestId('diagram-viewport');
    const level = screen.getByLabelText('Zoom level');
    const pointer = (type: string, pointerId: number, clientX: number, clientY = 100) =>
      fireEvent(
        viewport,
        Object.assign(new MouseEvent(type, { bubbles: true, clientX, clientY }), {
          pointerId,
          pointerType: 'touch',
        }),
      );
    pointer('pointerdown', 1, 100);
    pointer('pointerdown', 2, 200);
    pointer('pointermove', 2, 300);
    expect(level).toHaveTextContent('200%');
    pointer('pointerup', 2, 300);
    pointer('pointerup', 1, 100);
    const svg = viewport.querySelector('svg') as SVGSVGElement;
    const before = svg.getAttribute('viewBox');
    pointer('pointerdown', 3, 100);
    pointer('pointermove', 3, 60);
    expect(svg.getAttribute('viewBox')).not.toBe(before);
    // The click ending the drag selects nothing; a click after it does.
    pointer('pointerup', 3, 60);
    fireEvent.click(callout('4'));
    expect(callout('4')).toHaveAttribute('aria-pressed', 'false');
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.click(callout('4'));
    await waitFor(() => expect(callout('4')).toHaveAttribute('aria-pressed', 'true'));
  });

  it('offers Retry when the drawing cannot be loaded, and the parts still list', async () => {
    renderAssembly({ status: 500, body: {} });
    expect(await screen.findByText(/could not load the exploded view/)).toBeInTheDocument();
    await waitFor(() => expect(row('1')).not.toBeNull());
  });
});

describe('AssemblyDiagram of a long figure, in sheets', () => {
  it('pages through the sheets with named buttons, by keyboard, starting each sheet unzoomed in the same box', async () => {
    const user = userEvent.setup();
    const { diagramCalls } = renderLongAssembly();
    await waitFor(() => expect(callouts()).toHaveLength(40), { timeout: 8000 });
    const sheetLabel = screen.getByTestId('diagram-sheet');
    expect(sheetLabel).toHaveTextContent('Sheet 1 of 3');
    expect(calloutItems()).toEqual(range(1, 40));
    expect(screen.getByText(/Items 1–40 \(40 of the 95 callouts\)/)).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous sheet' });
    const next = screen.getByRole('button', { name: 'Next sheet' });
    expect(previous).toHaveAttribute('aria-disabled', 'true');
    const viewport = screen.getByTestId('diagram-viewport');
    const boxRatio = viewport.style.aspectRatio;
    expect(boxRatio).toBe('1.5 / 1');

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByLabelText('Zoom level')).toHaveTextContent('150%');
    act(() => next.focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sheetLabel).toHaveTextContent('Sheet 2 of 3'));
    expect(calloutItems()).toEqual(range(41, 80));
    expect(screen.getByRole('button', { name: 'Item 57, AN3-57A bolt 57' })).toBeInTheDocument();
    expect(screen.getByLabelText('Zoom level')).toHaveTextContent('100%');
    expect(next).toHaveFocus();

    await user.keyboard(' ');
    await waitFor(() => expect(sheetLabel).toHaveTextContent('Sheet 3 of 3'));
    expect(calloutItems()).toEqual(range(81, 95));
    expect(document.querySelector('[data-art="sheet 3"]')).not.toBeNull();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    // Sheet 3 is drawn wider; the box keeps its size and the drawing fits inside it.
    expect(viewport.style.aspectRatio).toBe(boxRatio);
    expect(viewport.querySelector('svg')?.getAttribute('viewBox')).toBe('0 -50 600 400');
    await user.keyboard('{Enter}');
    expect(sheetLabel).toHaveTextContent('Sheet 3 of 3');

    await user.tab({ shift: true });
    expect(previous).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(sheetLabel).toHaveTextContent('Sheet 2 of 3'));
    // A sheet seen before is not asked for again.
    expect(diagramCalls()).toEqual(['', 'sheet=2', 'sheet=3']);
  });

  it('turns to the sheet of a row focused or ticked in the table, and lights its callout there', async () => {
    const { diagramCalls } = renderLongAssembly();
    await waitFor(() => expect(callouts()).toHaveLength(40), { timeout: 8000 });
    const sheetLabel = screen.getByTestId('diagram-sheet');

    // Focus on row 57 (sheet 2): the drawing asks for the sheet holding it.
    await scrollToRow('57');
    act(() => within(row('57')).getByRole('checkbox').focus());
    await waitFor(() => expect(sheetLabel).toHaveTextContent('Sheet 2 of 3'));
    expect(callout('57')).toHaveAttribute('data-active', 'true');
    expect(row('57')).toHaveAttribute('data-active', 'true');
    expect(diagramCalls()).toEqual(['', 'item=57']);
    act(() => within(row('57')).getByRole('checkbox').blur());

    // Hovering a row on another sheet only says where it is.
    await scrollToRow('90');
    fireEvent.mouseEnter(row('90'));
    expect(screen.getByTestId('item-elsewhere')).toHaveTextContent(
      'Item 90 is on another sheet: focus or tick its row to turn to it.',
    );
    expect(sheetLabel).toHaveTextContent('Sheet 2 of 3');
    fireEvent.mouseLeave(row('90'));

    // Ticking row 90 (a click that does not focus, as in Safari) brings sheet 3, pressed.
    fireEvent.click(within(row('90')).getByRole('checkbox'));
    await waitFor(() => expect(sheetLabel).toHaveTextContent('Sheet 3 of 3'));
    await waitFor(() => expect(callout('90')).toHaveAttribute('aria-pressed', 'true'));

    // A hovered row of a sheet already seen names it.
    await scrollToRow('45');
    fireEvent.mouseEnter(row('45'));
    expect(screen.getByTestId('item-elsewhere')).toHaveTextContent('Item 45 is on sheet 2');
    expect(sheetLabel).toHaveTextContent('Sheet 3 of 3');
  });

  it('keeps the sheet on screen and offers Retry when another sheet cannot be loaded', async () => {
    const user = userEvent.setup();
    let fail = true;
    mockApi({
      'GET models/': { body: models },
      'GET models/A-1C-180/assemblies': { body: assemblies },
      'GET models/A-1C-180/assemblies/32-10/parts': {
        body: longParts,
        headers: { 'x-total-count': String(longParts.length) },
      },
      'GET models/A-1C-180/assemblies/32-10/diagram': ({ query }) =>
        query.get('sheet') === '2' && fail
          ? { status: 500, body: {} }
          : { body: longSheet(Number(query.get('sheet') ?? 1)) },
    });
    renderAssemblyPage();
    await waitFor(() => expect(callouts()).toHaveLength(40), { timeout: 8000 });
    await user.click(screen.getByRole('button', { name: 'Next sheet' }));
    expect(await screen.findByText(/could not load sheet 2/)).toBeInTheDocument();
    expect(screen.getByTestId('diagram-sheet')).toHaveTextContent('Sheet 1 of 3');
    expect(calloutItems()).toEqual(range(1, 40));
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.getByTestId('diagram-sheet')).toHaveTextContent('Sheet 2 of 3'),
    );
    expect(screen.queryByText(/could not load sheet 2/)).toBeNull();
  });
});

describe('zoom geometry and the answer reader', () => {
  const base = { x: 0, y: 0, width: 600, height: 400 };

  it('keeps the view inside the drawing, between 1× and 8×, about the given point', () => {
    expect(zoomView(base, base, 2, 0, 0)).toEqual({ x: 0, y: 0, width: 300, height: 200 });
    expect(zoomView(base, base, 100, 300, 200).width).toBe(75);
    expect(zoomView(base, base, 0.5, 300, 200)).toEqual(base);
    expect(panView({ x: 0, y: 0, width: 300, height: 200 }, base, 1000, -50)).toEqual({
      x: 300,
      y: 0,
      width: 300,
      height: 200,
    });
  });

  it('reads what the contract describes and refuses other shapes', () => {
    expect(readDiagram(diagram)).toEqual(assemblyDiagramSchema.parse(diagram));
    expect(readDiagram({ ...diagram, viewBox: { x: 0, y: 0, width: 0, height: 1 } })).toBe(
      undefined,
    );
    expect(readDiagram({ ...diagram, callouts: [{ item: 1 }] })).toBe(undefined);
    expect(readDiagram(longSheet(3))).toEqual(assemblyDiagramSchema.parse(longSheet(3)));
    expect(readDiagram({ ...diagram, sheet: 2, sheetCount: 1 })).toBe(undefined);
    expect(readDiagram({ ...diagram, sheet: 0 })).toBe(undefined);
    expect(readDiagram({ ...diagram, sheetCount: undefined })).toBe(undefined);
  });
});
