import { bookingMessages, messages } from '@contrail/contracts';
import { dentistVenue } from '@contrail/contracts/venues/dentist';
import { hotelResortVenue } from '@contrail/contracts/venues/hotel-resort';
import { restaurantVenue } from '@contrail/contracts/venues/restaurant';
import { travelAgencyVenue } from '@contrail/contracts/venues/travel-agency';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LiveBookingForm as BookingForm } from './booking-form-live.tsx';
import { BookingSection } from './booking-section.tsx';

// The form itself, not the chunk that loads it as the page boots (booking-form.tsx).
vi.mock('./booking-form.tsx', async () => ({
  BookingForm: (await import('./booking-form-live.tsx')).LiveBookingForm,
}));
import { bookingFormMessages } from './booking-form-fields.ts';

const fetchMock = vi.fn();
// The visitor's clock: Thursday 26 November 2026, noon in Edinburgh (GMT), whatever the test's own zone.
const now = () => new Date('2026-11-26T12:00:00Z');
const restaurant = restaurantVenue;

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const field = (name: RegExp) => screen.getByLabelText(name);
const answer = (status: number, body: unknown) =>
  fetchMock.mockResolvedValue(new Response(JSON.stringify(body), { status }));
const sent = () => {
  const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
  return { url, body: JSON.parse(String(init.body)) as Record<string, unknown> };
};
const errorUnder = (control: HTMLElement) => {
  const id = control.getAttribute('aria-describedby');
  return id ? document.getElementById(id)?.textContent : undefined;
};

async function fillTable(user: ReturnType<typeof setup>) {
  await user.type(field(/^date/i), '2026-12-04');
  await user.selectOptions(field(/^time/i), '19:30');
  await user.clear(field(/party size/i));
  await user.type(field(/party size/i), '4');
  await user.type(field(/your name/i), 'Mira Castell');
  await user.type(field(/email address/i), 'mira@example.org');
}

describe('BookingForm', () => {
  it('labels every control of each kind', () => {
    const { unmount } = render(<BookingForm venue={restaurant} now={now} />);
    for (const name of [
      /^date/i,
      /^time/i,
      /party size/i,
      /your name/i,
      /email/i,
      /phone/i,
      /notes/i,
    ])
      expect(field(name)).toBeInTheDocument();
    expect(field(/party size/i)).toHaveAttribute('max', '8');
    unmount();

    render(<BookingForm venue={hotelResortVenue} now={now} />);
    expect(field(/check-in/i)).toHaveAttribute('type', 'date');
    expect(field(/check-out/i)).toHaveAttribute('type', 'date');
    expect(field(/guests/i)).toHaveAttribute('type', 'number');
    expect(
      within(field(/room type/i))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose…',
      'Orchard double, 2 guests',
      'Terrace junior suite, 2 guests',
      'Tower suite, 2 guests',
      'Garden family room, 4 guests',
    ]);
    expect(screen.getByRole('form', { name: 'Room booking' })).toBeInTheDocument();
  });

  it('offers the venue’s services, times and destinations as selects', () => {
    const { unmount } = render(<BookingForm venue={dentistVenue} now={now} />);
    expect(field(/service/i).tagName).toBe('SELECT');
    expect(within(field(/time slot/i)).getByRole('option', { name: '09:30' })).toBeInTheDocument();
    unmount();
    render(<BookingForm venue={travelAgencyVenue} now={now} variant="bar" />);
    expect(field(/destination/i).tagName).toBe('SELECT');
    expect(field(/departure/i)).toHaveAttribute('min', '2026-12-17');
    expect(field(/departure/i)).toBeInTheDocument();
    expect(field(/return/i)).toBeInTheDocument();
    expect(field(/travellers/i)).toHaveValue(2);
    expect(screen.queryByLabelText(/notes/i)).not.toBeInTheDocument();
  });

  it('marks every missing field after a submit attempt and sends nothing', async () => {
    const user = setup();
    render(<BookingForm venue={restaurant} now={now} />);
    await user.click(screen.getByRole('button', { name: 'Book a table' }));
    expect(await screen.findAllByText(messages.required)).toHaveLength(4);
    expect(errorUnder(field(/^date/i))).toBe(messages.required);
    expect(field(/^date/i)).toHaveAttribute('aria-invalid', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a date before the visitor’s today and a party over the limit', async () => {
    const user = setup();
    render(<BookingForm venue={restaurant} now={now} />);
    await user.type(field(/^date/i), '2026-11-25');
    await user.tab();
    expect(errorUnder(field(/^date/i))).toBe(bookingMessages.past);
    await user.clear(field(/^date/i));
    await user.type(field(/^date/i), '2026-11-26');
    await user.tab();
    expect(field(/^date/i)).not.toHaveAttribute('aria-invalid');
    await user.clear(field(/party size/i));
    await user.type(field(/party size/i), '25');
    await user.tab();
    expect(errorUnder(field(/party size/i))).toBe(bookingMessages.count(1, 8));
  });

  it('wants the check-out after the check-in', async () => {
    const user = setup();
    render(<BookingForm venue={hotelResortVenue} now={now} />);
    await user.type(field(/check-in/i), '2026-12-10');
    await user.tab();
    await user.type(field(/check-out/i), '2026-12-10');
    await user.tab();
    expect(errorUnder(field(/check-out/i))).toBe(bookingMessages.after('check-in'));
    await user.clear(field(/check-out/i));
    await user.type(field(/check-out/i), '2026-12-12');
    await user.tab();
    expect(field(/check-out/i)).not.toHaveAttribute('aria-invalid');
  });

  it('posts the booking to /api/booking, resets and shows the reference for 5 s', async () => {
    answer(200, { status: 'success', bookingId: 'BK-7Q2X' });
    const user = setup();
    render(<BookingForm venue={restaurant} now={now} />);
    await fillTable(user);
    await user.click(screen.getByRole('button', { name: 'Book a table' }));
    expect(await screen.findByText(bookingFormMessages.success('BK-7Q2X'))).toBeInTheDocument();
    const { url, body } = sent();
    expect(url).toBe('/api/booking');
    expect(body).toEqual({
      kind: 'table',
      venue: 'restaurant',
      date: '2026-12-04',
      time: '19:30',
      partySize: 4,
      name: 'Mira Castell',
      email: 'mira@example.org',
      phone: '',
      notes: '',
    });
    expect(field(/your name/i)).toHaveValue('');
    act(() => vi.advanceTimersByTime(5000));
    await waitFor(() =>
      expect(screen.queryByText(bookingFormMessages.success('BK-7Q2X'))).not.toBeInTheDocument(),
    );
  });

  it('keeps what the visitor typed when sending fails', async () => {
    answer(503, { error: { code: 'unavailable', message: 'down' } });
    const user = setup();
    render(<BookingForm venue={restaurant} now={now} variant="grid" />);
    await fillTable(user);
    await user.click(screen.getByRole('button', { name: 'Book a table' }));
    expect(await screen.findByText(bookingFormMessages.failed)).toBeInTheDocument();
    expect(field(/your name/i)).toHaveValue('Mira Castell');
    expect(field(/^date/i)).toHaveValue('2026-12-04');
    expect(field(/party size/i)).toHaveValue(4);
  });

  it('shows the server’s per-field messages under their fields', async () => {
    answer(400, {
      error: {
        code: 'invalid_request',
        message: 'Invalid request',
        fields: { email: 'Invalid email.', time: 'We are closed at that hour.' },
      },
    });
    const user = setup();
    render(<BookingForm venue={restaurant} now={now} />);
    await fillTable(user);
    await user.click(screen.getByRole('button', { name: 'Book a table' }));
    expect(await screen.findByText(bookingFormMessages.fields)).toBeInTheDocument();
    expect(errorUnder(field(/email address/i))).toBe('Invalid email.');
    expect(errorUnder(field(/^time/i))).toBe('We are closed at that hour.');
    expect(field(/email address/i)).toHaveValue('mira@example.org');
  });

  it('says how long to wait when the server is rate limiting (its Retry-After)', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({ error: { code: 'rate_limited', message: 'Too many requests' } }),
        { status: 429, headers: { 'Retry-After': '8' } },
      ),
    );
    const user = setup();
    render(<BookingForm venue={restaurant} now={now} />);
    await fillTable(user);
    await user.click(screen.getByRole('button', { name: 'Book a table' }));
    expect(
      await screen.findByText('Too many requests — please try again in 8 seconds.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/few minutes/)).not.toBeInTheDocument();
  });

  it('is filled and sent with the keyboard alone', async () => {
    answer(200, { status: 'success', bookingId: 'BK-1' });
    const user = setup();
    render(<BookingForm venue={dentistVenue} now={now} />);
    await user.tab();
    expect(field(/service/i)).toHaveFocus();
    await user.selectOptions(field(/service/i), 'Hygiene visit');
    await user.tab();
    await user.keyboard('2026-12-01');
    await user.tab();
    await user.selectOptions(field(/time slot/i), '10:30');
    await user.tab();
    await user.keyboard('Ines Halloran');
    await user.tab();
    await user.keyboard('ines@example.net{Enter}');
    expect(await screen.findByText(bookingFormMessages.success('BK-1'))).toBeInTheDocument();
    expect(sent().body).toMatchObject({
      kind: 'appointment',
      venue: 'dentist',
      service: 'Hygiene visit',
      date: '2026-12-01',
      time: '10:30',
    });
  });

  it('offers only the times the restaurant takes on the chosen day', async () => {
    const user = setup();
    render(<BookingForm venue={restaurant} now={now} />);
    const times = () =>
      within(field(/^time/i))
        .getAllByRole('option')
        .map((option) => option.textContent);
    // Dates from today (a free table is left tonight) to 90 days ahead.
    expect(field(/^date/i)).toHaveAttribute('min', '2026-11-26');
    expect(field(/^date/i)).toHaveAttribute('max', '2027-02-24');
    // Wednesday: dinner only, the last table 90 minutes before 22:30.
    await user.type(field(/^date/i), '2026-12-02');
    await waitFor(() => expect(times()[1]).toBe('17:30'));
    expect(times()).toEqual([
      'Choose…',
      '17:30',
      '18:00',
      '18:30',
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
    ]);
    // Saturday: lunch too.
    await user.clear(field(/^date/i));
    await user.type(field(/^date/i), '2026-12-05');
    await waitFor(() => expect(times()).toContain('12:00'));
    expect(times()).toContain('22:00');
    expect(times()).not.toContain('14:00');
    // Sunday closes at 20:00: the last table is at 18:30.
    await user.clear(field(/^date/i));
    await user.type(field(/^date/i), '2026-12-06');
    await waitFor(() => expect(times().at(-1)).toBe('18:30'));
  });

  it('names a closed day under the date and a time the day does not offer under the time', async () => {
    const user = setup();
    render(<BookingForm venue={restaurant} now={now} />);
    await user.selectOptions(field(/^time/i), '12:00');
    await user.tab();
    await user.type(field(/^date/i), '2026-11-30');
    await user.tab();
    await waitFor(() =>
      expect(errorUnder(field(/^date/i))).toBe('Closed on Mondays: choose another day.'),
    );
    expect(within(field(/^time/i)).getAllByRole('option')[0]).toHaveTextContent(
      'No times on this day',
    );
    await user.clear(field(/^date/i));
    await user.type(field(/^date/i), '2026-12-02');
    await user.tab();
    await waitFor(() =>
      expect(errorUnder(field(/^time/i))).toBe(
        'On Wednesdays we take bookings from 17:30 to 21:00.',
      ),
    );
    expect(field(/^date/i)).not.toHaveAttribute('aria-invalid');
  });

  it('starts the dates tomorrow once tonight’s last table has gone', () => {
    render(<BookingForm venue={restaurant} now={() => new Date('2026-11-26T22:18:00Z')} />);
    expect(field(/^date/i)).toHaveAttribute('min', '2026-11-27');
  });

  it('limits the guests to the chosen room’s beds', async () => {
    const user = setup();
    render(<BookingForm venue={hotelResortVenue} now={now} />);
    expect(field(/guests/i)).toHaveAttribute('max', '4');
    await user.selectOptions(field(/room type/i), 'Orchard double');
    await waitFor(() => expect(field(/guests/i)).toHaveAttribute('max', '2'));
    await user.clear(field(/guests/i));
    await user.type(field(/guests/i), '10');
    await user.tab();
    await waitFor(() =>
      expect(errorUnder(field(/guests/i))).toBe('The Orchard double sleeps 2 at most.'),
    );
    await user.selectOptions(field(/room type/i), 'Garden family room');
    await waitFor(() =>
      expect(errorUnder(field(/guests/i))).toBe('The Garden family room sleeps 4 at most.'),
    );
  });

  it('ends a dentist’s treatment by closing time and keeps Sunday closed', async () => {
    const user = setup();
    render(<BookingForm venue={dentistVenue} now={now} />);
    await user.selectOptions(field(/service/i), 'Implant consultation');
    await user.type(field(/^date/i), '2026-12-04');
    await waitFor(() =>
      expect(
        within(field(/time slot/i))
          .getAllByRole('option')
          .at(-1),
      ).toHaveTextContent('15:00'),
    );
    await user.clear(field(/^date/i));
    await user.type(field(/^date/i), '2026-12-06');
    await user.tab();
    await waitFor(() =>
      expect(errorUnder(field(/^date/i))).toBe('Closed on Sundays: choose another day.'),
    );
  });

  it('sits in a section under its heading', () => {
    render(
      <BookingSection
        heading={{ title: 'Reserve' }}
        tone="dark"
        form={{ venue: restaurant, now }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Reserve' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Table booking' })).toBeInTheDocument();
  });
});
