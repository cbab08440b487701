import { partsPanelEn } from '~/i18n/messages.parts-panel.ts';
import { renderEn } from './test-render.tsx';
import type { Part } from '@contrail/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { groupOf, makePart, mockApi, type MockCall } from '~/features/parts/state/test-fixtures.ts';
import { PartGroups, whereUsed } from './part-groups.tsx';

const names: Record<string, string> = { 'A-1C-180': 'Husky A-1C-180', 'S-2B': 'Pitts S-2B' };

function renderGroups(
  groups: Parameters<typeof PartGroups>[0]['groups'],
  onAdd = vi.fn(),
  model: string | null = null,
) {
  renderEn(
    <MemoryRouter>
      <PartGroups
        groups={groups}
        caption="Search results for “an3”"
        query="an3"
        modelName={(id) => names[id] ?? id}
        modelLine={(id) => (id === 'S-2B' ? 'pitts' : 'husky')}
        onAdd={onAdd}
        model={model}
      />
    </MemoryRouter>,
  );
  return onAdd;
}

const usage = (index: number, overrides: Partial<Part> = {}) =>
  makePart(index, { partNumber: 'AN3-5A', description: 'BOLT', priceCents: 85, ...overrides });

describe('PartGroups', () => {
  it('shows one row per part number with where it is used, price and availability', () => {
    renderGroups([
      groupOf([usage(1), usage(2, { modelId: 'S-2B', assemblyId: '55-20' })]),
      groupOf([makePart(3, { partNumber: 'AN3-6A', priceCents: null, availability: 'quote' })]),
    ]);
    const rows = screen.getAllByRole('row').filter((row) => row.hasAttribute('data-part-row'));
    expect(rows.map((row) => row.getAttribute('data-part-row'))).toEqual(['AN3-5A', 'AN3-6A']);
    expect(within(rows[0]!).getByText('Used in 2 assemblies on 2 models')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('$0.85')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('In stock')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('AN3', { selector: 'mark' })).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Quote')).toBeInTheDocument();
    expect(
      whereUsed({ assemblyCount: 41, models: ['a', 'b', 'c', 'd', 'e', 'f'] }, partsPanelEn),
    ).toBe('Used in 41 assemblies on 6 models');
  });

  it('opens a row by keyboard to list its usages, each linking to its assembly', () => {
    renderGroups([
      groupOf([
        usage(1, { assemblyName: 'MAIN LANDING GEAR', figure: '12', item: '7' }),
        usage(2, { modelId: 'S-2B', assemblyId: '55-20', assemblyName: 'RUDDER' }),
      ]),
    ]);
    const toggle = screen.getByRole('button', { name: 'Show usages of AN3-5A' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table', { name: 'Usages of AN3-5A' })).toBeNull();
    toggle.focus();
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide usages of AN3-5A');
    const usages = screen.getByRole('table', { name: 'Usages of AN3-5A' });
    expect(document.getElementById(toggle.getAttribute('aria-controls')!)).toContainElement(usages);
    const gear = within(usages).getByRole('link', { name: 'MAIN LANDING GEAR' });
    expect(gear).toHaveAttribute('href', '/?line=husky&model=A-1C-180&assembly=32-10&item=7');
    expect(within(usages).getByRole('link', { name: 'RUDDER' })).toHaveAttribute(
      'href',
      '/?line=pitts&model=S-2B&assembly=55-20&item=2',
    );
    const first = within(usages).getAllByRole('row')[1]!;
    expect(within(first).getByText('Husky A-1C-180')).toBeInTheDocument();
    expect(within(first).getByText('12/7')).toBeInTheDocument();
    expect(within(first).getByText('2 EA')).toBeInTheDocument();
    expect(within(first).getByText('3001 & on')).toBeInTheDocument();
    fireEvent.click(toggle);
    expect(screen.queryByRole('table', { name: 'Usages of AN3-5A' })).toBeNull();
  });

  it('adds from the part row when every usage costs the same, and from each usage', () => {
    const onAdd = renderGroups([groupOf([usage(1), usage(2)])]);
    fireEvent.click(screen.getByRole('button', { name: 'Add AN3-5A to cart' }));
    expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'p1' }));
    fireEvent.click(screen.getByRole('button', { name: 'Show usages of AN3-5A' }));
    fireEvent.click(screen.getAllByRole('button', { name: /^Add AN3-5A for / })[1]!);
    expect(onAdd).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'p2' }));
  });

  it('asks which usage to add when the price or unit differs', async () => {
    const onAdd = renderGroups([
      groupOf([usage(1), usage(2, { priceCents: 120, unit: 'FT', assemblyName: 'RUDDER' })]),
    ]);
    expect(screen.getByText(/^from/)).toHaveTextContent('from $0.85');
    fireEvent.click(
      screen.getByRole('button', { name: 'Choose a usage of AN3-5A to add to the cart' }),
    );
    expect(onAdd).not.toHaveBeenCalled();
    expect(screen.getByText(/price or unit differs/)).toBeVisible();
    const adds = screen.getAllByRole('button', { name: /^Add AN3-5A for / });
    await waitFor(() => expect(adds[0]).toHaveFocus());
    fireEvent.click(adds[1]!);
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: 'p2', unit: 'FT' }));
  });

  it('links a superseded part to the part superseding it', () => {
    renderGroups([
      groupOf([usage(1, { supersededBy: 'AN3-5B' })]),
      groupOf([usage(2, { partNumber: 'AN3-5B' })], { supersedes: 'AN3-5A' }),
    ]);
    expect(screen.getByRole('link', { name: 'AN3-5B' })).toHaveAttribute('href', '/?q=AN3-5B');
    expect(screen.getByText('Supersedes AN3-5A')).toBeInTheDocument();
  });

  it('says when only the first usages are listed', () => {
    renderGroups([groupOf([usage(1)], { usageCount: 41 })]);
    fireEvent.click(screen.getByRole('button', { name: 'Show usages of AN3-5A' }));
    expect(screen.getByText('Showing 1 of 41 usages.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show all 41 usages of AN3-5A' })).toHaveTextContent(
      'Show all 41 usages',
    );
  });
});

describe('PartGroups: every usage of a part', () => {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  /** `count` usages of AN3-5A, each in an assembly of its own (item 100 + n). */
  const usages = (count: number) =>
    Array.from({ length: count }, (_, i) =>
      usage(i + 1, {
        assemblyId: `32-${i + 1}`,
        assemblyName: `ASSEMBLY ${i + 1}`,
        item: String(101 + i),
      }),
    );
  /** The search's answer: the first 20 of them. */
  const searched = (all: Part[]) => groupOf(all.slice(0, 20), { usageCount: all.length });
  /** GET parts/AN3-5A/usages as the API pages it. */
  const served = (all: Part[]) => (call: MockCall) => {
    const offset = Number(call.query.get('offset'));
    const limit = Number(call.query.get('limit'));
    return {
      body: all.slice(offset, offset + limit),
      headers: { 'X-Total-Count': String(all.length) },
    };
  };
  const open = () => fireEvent.click(screen.getByRole('button', { name: 'Show usages of AN3-5A' }));
  /** The usages' assembly links (a selector: role queries over 250 rows take seconds). */
  const listed = () => [
    ...screen.getByRole('table', { name: 'Usages of AN3-5A' }).querySelectorAll('a[href]'),
  ];
  const press = (button: HTMLElement) => {
    button.focus();
    fireEvent.click(button);
  };

  it('shows all usages: the rest load, each with its link and Add, focus on the first new one', async () => {
    const all = usages(45);
    const { calls } = mockApi({ 'GET parts/AN3-5A/usages': served(all) });
    const onAdd = renderGroups([searched(all)]);
    open();
    expect(listed()).toHaveLength(20);
    press(screen.getByRole('button', { name: 'Show all 45 usages of AN3-5A' }));

    await waitFor(() => expect(listed()).toHaveLength(45));
    expect(calls.map((call) => call.query.toString())).toEqual([
      'offset=20&limit=100&description=BOLT',
    ]);
    expect(listed().map((link) => link.textContent)).toEqual(all.map((part) => part.assemblyName));
    // Focus moves to the first usage loaded; the button is gone, everything is listed.
    await waitFor(() => expect(screen.getByRole('link', { name: 'ASSEMBLY 21' })).toHaveFocus());
    expect(screen.queryByRole('button', { name: /^Show (all|more)/ })).toBeNull();
    expect(screen.getByText('Showing 45 of 45 usages.')).toBeInTheDocument();
    // The 45th leads to its row and adds itself.
    expect(screen.getByRole('link', { name: 'ASSEMBLY 45' })).toHaveAttribute(
      'href',
      '/?line=husky&model=A-1C-180&assembly=32-45&item=145',
    );
    fireEvent.click(
      screen.getByRole('button', {
        name: 'Add AN3-5A for Husky A-1C-180, ASSEMBLY 45 (item 145) to cart',
      }),
    );
    expect(onAdd).toHaveBeenLastCalledWith(all[44]);
  });

  it('loads a long list a page at a time ("Show more" while more remain)', async () => {
    const all = usages(130);
    mockApi({ 'GET parts/AN3-5A/usages': served(all) });
    renderGroups([searched(all)]);
    open();
    press(screen.getByRole('button', { name: 'Show all 130 usages of AN3-5A' }));
    await waitFor(() => expect(listed()).toHaveLength(120));
    expect(screen.getByText('Showing 120 of 130 usages.')).toBeInTheDocument();
    const more = screen.getByRole('button', { name: 'Show more usages of AN3-5A' });
    expect(more).toHaveTextContent('Show more');
    press(more);
    await waitFor(() => expect(listed()).toHaveLength(130));
    expect(listed().map((link) => link.textContent)).toEqual(all.map((part) => part.assemblyName));
    expect(screen.queryByRole('button', { name: /^Show more/ })).toBeNull();
    await waitFor(() => expect(screen.getByRole('link', { name: 'ASSEMBLY 121' })).toHaveFocus());
  });

  it('a failed load says so and offers Retry in place; Retry loads them', async () => {
    const all = usages(45);
    let fail = true;
    let release: () => void = () => undefined;
    mockApi({
      'GET parts/AN3-5A/usages': (call) =>
        new Promise((resolve) => {
          release = () =>
            resolve(
              fail
                ? { status: 500, body: { error: { code: 'internal', message: 'Down.' } } }
                : served(all)(call),
            );
        }),
    });
    renderGroups([searched(all)]);
    open();
    const button = screen.getByRole('button', { name: 'Show all 45 usages of AN3-5A' });
    press(button);
    await waitFor(() => expect(button).toHaveTextContent('Loading usages…'));
    expect(button).toHaveAttribute('aria-disabled', 'true');
    release();

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The usages could not be loaded. Check your connection and try again.',
    );
    expect(button).toHaveAccessibleName('Retry loading the usages of AN3-5A');
    expect(button).toHaveTextContent('Retry');
    expect(button).toHaveFocus();
    expect(listed()).toHaveLength(20);

    fail = false;
    press(button);
    await waitFor(() => expect(button).toHaveTextContent('Loading usages…'));
    release();
    await waitFor(() => expect(listed()).toHaveLength(45));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('does not file a part used on several models under an arbitrary one: with no model chosen, the visitor picks', async () => {
    const both = groupOf([usage(1), usage(2, { modelId: 'S-2B', assemblyId: '55-20' })]);
    const onAdd = renderGroups([both]);
    fireEvent.click(
      screen.getByRole('button', { name: 'Choose a usage of AN3-5A to add to the cart' }),
    );
    expect(onAdd).not.toHaveBeenCalled();
    expect(
      screen.getByText('Used on several models: add it for the aircraft you need.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: /^Add AN3-5A for Husky A-1C-180/ })).toHaveFocus(),
    );
  });

  it('with a model chosen, the row adds that model’s usage (not the first listed)', () => {
    const both = groupOf([usage(1), usage(2, { modelId: 'S-2B', assemblyId: '55-20' })]);
    const onAdd = renderGroups([both], vi.fn(), 'S-2B');
    fireEvent.click(screen.getByRole('button', { name: 'Add AN3-5A to cart' }));
    expect(onAdd).toHaveBeenCalledWith(expect.objectContaining({ modelId: 'S-2B' }));
  });
});
