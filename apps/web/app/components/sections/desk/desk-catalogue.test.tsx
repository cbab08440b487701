import type { Part, Staff } from '@contrail/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { json, staffMember } from './desk-test-kit.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeskCatalogue } from './desk-catalogue.tsx';

const fetchMock = vi.fn<typeof fetch>();

const admin: Staff = staffMember({ email: 'ada@desk.test', name: 'Ada Admin', role: 'admin' });
const part: Part = {
  id: 'A-1C-180.32-10.3',
  partNumber: 'AN3-5A',
  description: 'BOLT',
  indent: 1,
  modelId: 'A-1C-180',
  assemblyId: '32-10',
  assemblyName: 'MAIN GEAR',
  figure: '1',
  item: '3',
  unitsPerAssembly: '4',
  unit: 'EA',
  effectivity: '',
  priceCents: 200,
  availability: 'in-stock',
  supersededBy: null,
  notes: null,
};
// Another admin saved 3.00 and limited meanwhile.
const theirs: Part = { ...part, priceCents: 300, availability: 'limited' };

describe('editing a part in place', () => {
  const patches: unknown[] = [];
  beforeEach(() => {
    patches.length = 0;
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.includes('/api/desk/catalogue/parts?')) return json({ parts: [part], total: 1 });
      if (url.includes('/api/desk/catalogue/parts/') && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { expected: { priceCents: number } };
        patches.push(body);
        if (body.expected.priceCents === 200)
          return json(
            {
              error: {
                code: 'catalogue_part_changed',
                message:
                  'Someone changed AN3-5A (A-1C-180.32-10.3) while you edited it: nothing was saved. Its current values are shown; save again to replace them.',
                fields: { priceCents: 'Now 3.00.', availability: 'Now limited.' },
                current: theirs,
              },
            },
            409,
          );
        return json({ parts: [{ ...theirs, priceCents: 450 }], updated: 1, catalogueVersion: 9 });
      }
      return json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('says under the fields that someone saved first, keeps what was typed, and saves on their basis next', async () => {
    render(
      <MemoryRouter>
        <DeskCatalogue staff={admin} />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByLabelText('Part number'), { target: { value: 'an3-5a' } });
    fireEvent.click(screen.getByRole('button', { name: 'Find' }));
    const edit = await screen.findByRole('button', { name: /Edit/ });
    await waitFor(() => expect(edit).toBeEnabled());
    fireEvent.click(edit);
    const price = await screen.findByLabelText('Price (US$)');
    fireEvent.change(price, { target: { value: '4.50' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByText(/while you edited it: nothing was saved/)).toBeInTheDocument();
    // The current values under the fields, described by them; what was typed is kept.
    expect(screen.getByText('Now 3.00.')).toBeInTheDocument();
    expect(screen.getByText('Now limited.')).toBeInTheDocument();
    expect(price).toHaveAccessibleDescription(/Now 3\.00\./);
    expect(price).toHaveValue('4.50');
    expect(patches[0]).toMatchObject({
      priceCents: 450,
      expected: { priceCents: 200, availability: 'in-stock', supersededBy: null },
    });

    // Saving again is based on the values now shown: it goes through.
    fireEvent.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toMatchObject({
      priceCents: 450,
      expected: { priceCents: 300, availability: 'limited', supersededBy: null },
    });
    const usages = await screen.findByRole('list', { name: 'Usages' });
    expect(await within(usages).findByTestId('part-price')).toHaveTextContent('$4.50');
  });
});
