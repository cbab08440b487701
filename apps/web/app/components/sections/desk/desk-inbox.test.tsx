import type { InboxItem, Staff } from '@contrail/contracts';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { json, staffMember } from './desk-test-kit.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeskInbox } from './desk-inbox.tsx';

const fetchMock = vi.fn<typeof fetch>();

const me: Staff = staffMember();
const item: InboxItem = {
  kind: 'inquiry',
  id: 'Q-ABCDEFGHJK',
  status: 'new',
  name: 'Pat Pilot',
  email: 'pat@pilot.test',
  company: 'Bush Air',
  summary: 'Husky A-1C-180',
  assignedTo: null,
  createdAt: '2026-12-02T09:30:00Z',
};

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <DeskInbox staff={me} />
      <Where />
    </MemoryRouter>,
  );
}

describe('the desk inbox', () => {
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/api/desk/team'))
        return json({
          staff: [
            { id: 1, name: 'Dan Desk' },
            { id: 2, name: 'Ada Admin' },
          ],
        });
      if (url.includes('/api/desk/inbox'))
        return json({ items: [item], total: 30, page: 1, pageSize: 25 });
      if (url.endsWith(`/api/desk/items/${item.id}`) && init?.method === 'PATCH')
        return json({ ...item, assignedTo: { id: 2, name: 'Ada Admin' } });
      return json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('asks the API with the filters in the URL and shows a table with its headers and a link per item', async () => {
    renderAt('/desk?status=new&q=AN3');
    const table = await screen.findByRole('table');
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).includes('inbox'))?.[0])).toMatch(
      /\/api\/desk\/inbox\?status=new&q=AN3$/,
    );
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Reference', 'Received', 'Customer', 'About', 'Status', 'Assigned to']);
    expect(within(table).getByRole('link', { name: item.id })).toHaveAttribute(
      'href',
      `/desk/inquiry?id=${item.id}`,
    );
    expect(within(table).getByText('New')).toBeInTheDocument();
    expect(screen.getByTestId('inbox-summary')).toHaveTextContent(
      '1–1 of 30 items: new, matching “AN3”',
    );
    expect(screen.getByLabelText('Search the inbox')).toHaveValue('AN3');
    expect(screen.getByLabelText('Status')).toHaveValue('new');
    // 30 items, 25 a page: a link to the next page that keeps the filters.
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/desk?status=new&q=AN3&page=2',
    );
  });

  it('puts a changed filter or a search in the URL, back on page 1', async () => {
    renderAt('/desk?status=new&page=2');
    await screen.findByRole('table');
    fireEvent.change(screen.getByLabelText('Kind'), { target: { value: 'booking' } });
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent('?status=new&kind=booking'),
    );
    fireEvent.change(screen.getByLabelText('Search the inbox'), {
      target: { value: ' Q-ABCDEFGHJK ' },
    });
    fireEvent.submit(screen.getByRole('search', { name: 'Inbox filters' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '?status=new&kind=booking&q=Q-ABCDEFGHJK',
      ),
    );
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([u]) =>
          String(u).endsWith('/api/desk/inbox?status=new&kind=booking&q=Q-ABCDEFGHJK'),
        ),
      ).toBe(true),
    );
  });

  it('assigns an item from its row and says so', async () => {
    renderAt('/desk');
    const table = await screen.findByRole('table');
    const select = within(table).getByLabelText(`Assign ${item.id}`);
    expect(within(select).getByRole('option', { name: 'Dan Desk (you)' })).toBeInTheDocument();
    fireEvent.change(select, { target: { value: '2' } });
    await screen.findByText(`${item.id} assigned to Ada Admin.`);
    const patch = fetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH');
    expect(JSON.parse(String(patch?.[1]?.body))).toEqual({ assignedTo: 2 });
    expect(within(table).getByLabelText(`Assign ${item.id}`)).toHaveValue('2');
  });
});
