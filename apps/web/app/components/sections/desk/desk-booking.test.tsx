import type { BookingDetail, Staff } from '@contrail/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { json, staffMember } from './desk-test-kit.ts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DeskBooking } from './desk-booking.tsx';

const fetchMock = vi.fn<typeof fetch>();

const me: Staff = staffMember();
const id = 'B-ABCDEFGHJK';
const booking = (changes: Partial<BookingDetail> = {}, status = 'new'): BookingDetail => ({
  item: {
    kind: 'booking',
    id,
    status: status as BookingDetail['item']['status'],
    name: 'Gail Guest',
    email: 'gail@guest.test',
    company: '',
    summary: 'Olive & Ember · table',
    assignedTo: null,
    createdAt: '2026-12-02T09:30:00Z',
  },
  phone: '',
  notes: '',
  details: { Date: '2027-01-10', Party: '4' },
  deskNotes: [],
  answeredAt: null,
  ...changes,
});

const renderBooking = () =>
  render(
    <MemoryRouter initialEntries={[`/desk/booking?id=${id}`]}>
      <DeskBooking staff={me} />
    </MemoryRouter>,
  );

describe('a booking on the desk', () => {
  let stored: BookingDetail;
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    stored = booking();
    fetchMock.mockImplementation(async (input) => {
      const url = String(input);
      if (url.endsWith('/api/desk/team')) return json({ staff: [{ id: 1, name: 'Dan Desk' }] });
      if (url.endsWith(`/api/desk/bookings/${id}/answer`)) {
        // Another member of staff declined it a moment before.
        stored = booking({ answeredAt: '2026-12-02T10:00:00Z' }, 'declined');
        return json(
          {
            error: {
              code: 'booking_already_answered',
              message:
                'This booking was already answered (declined): the guest has their answer and is not mailed again.',
            },
          },
          409,
        );
      }
      if (url.endsWith(`/api/desk/bookings/${id}`)) return json(stored);
      return json({ error: { code: 'not_found', message: 'Not found.' } }, 404);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers confirm and decline while unanswered', async () => {
    renderBooking();
    expect(await screen.findByRole('button', { name: 'Confirm the booking' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Decline the booking' })).toBeEnabled();
  });

  it('shows an answered booking as decided, without the buttons', async () => {
    stored = booking({ answeredAt: '2026-12-02T10:00:00Z' }, 'confirmed');
    renderBooking();
    expect(await screen.findByText(/This booking was confirmed on/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm the booking' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Decline the booking' })).toBeNull();
  });

  it('says so when another member of staff answered first, and shows their answer', async () => {
    renderBooking();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm the booking' }));
    expect(
      await screen.findByText(/already answered \(declined\): the guest has their answer/),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Confirm the booking' })).toBeNull(),
    );
    expect(screen.getByText(/This booking was declined on/)).toBeInTheDocument();
  });
});
