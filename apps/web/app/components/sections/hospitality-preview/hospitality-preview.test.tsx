// A demo-free preview of the five hospitality sections: composed on one page with sample copy written
// here (no content module, no route), prerendered to a string and hydrated the way a built page is.
import { act, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { restaurantVenue } from '@contrail/contracts/venues/restaurant';
import { BookingSection } from '~/components/sections/booking-form/booking-section.tsx';

// The form itself, not the chunk that loads it as the page boots (booking-form.tsx).
vi.mock('~/components/sections/booking-form/booking-form.tsx', async () => ({
  BookingForm: (await import('~/components/sections/booking-form/booking-form-live.tsx'))
    .LiveBookingForm,
}));
import { MenuList } from '~/components/sections/menu-list/menu-list.tsx';
import { OfferCards } from '~/components/sections/offer-cards/offer-cards.tsx';
import { OpeningHours } from '~/components/sections/opening-hours/opening-hours.tsx';
import { Timetable } from '~/components/sections/timetable/timetable.tsx';

// Friday 27 November 2026, 19:10 at the venue (UTC).
const now = () => new Date('2026-11-27T19:10:00Z');

function Preview() {
  return (
    <MemoryRouter>
      <main>
        <h1>Preview: the Lantern Yard</h1>
        <MenuList
          id="menu"
          heading={{ eyebrow: 'Kitchen', title: 'From the grill' }}
          currency="EUR"
          locale="en-IE"
          courses={[
            {
              id: 'first',
              label: 'To begin',
              dishes: [
                {
                  id: 'leeks',
                  name: 'Ember leeks',
                  description: 'Brown butter, toasted rye, pickled shallot.',
                  priceCents: 1100,
                  tags: ['vegetarian'],
                },
              ],
            },
            {
              id: 'main',
              label: 'Fire',
              dishes: [
                { id: 'lamb', name: 'Lamb shoulder', priceCents: 2950, tags: ['spicy', 'new'] },
              ],
            },
          ]}
        />
        <OfferCards
          id="rooms"
          tone="alt"
          heading={{ title: 'Stay upstairs' }}
          fromPrice
          offers={[
            {
              id: 'attic',
              title: 'Attic room',
              image: {
                src: '/artwork/room-7-640x480.svg',
                alt: 'A slanted ceiling over a wide bed',
                width: 640,
                height: 480,
              },
              facts: ['2 guests', 'Roof window'],
              priceCents: 14_000,
              unit: 'night',
              rating: { value: 4.8, count: 64 },
              cta: { label: 'Book', href: '#book' },
            },
          ]}
        />
        <Timetable
          id="classes"
          heading={{ title: 'Cooking classes' }}
          columns={{ person: 'Cook' }}
          filterLabel="Cook"
          days={[
            {
              id: 'sat',
              label: 'Saturday',
              entries: [
                {
                  id: 's1',
                  start: '10:00',
                  end: '12:00',
                  title: 'Knife skills',
                  person: 'Aino Varga',
                  room: 'Back kitchen',
                },
              ],
            },
            {
              id: 'sun',
              label: 'Sunday',
              entries: [
                {
                  id: 'u1',
                  start: '11:00',
                  title: 'Bread at home',
                  person: 'Teo Lindqvist',
                  room: 'Bakery',
                },
              ],
            },
          ]}
        />
        <BookingSection
          id="book"
          tone="dark"
          heading={{ title: 'Book a table' }}
          form={{ venue: restaurantVenue, variant: 'grid', now }}
        />
        <OpeningHours
          id="hours"
          heading={{ title: 'When we are open' }}
          timeZone="UTC"
          now={now}
          phone={{ display: '+353 1 555 0142', number: '+35315550142' }}
          address={{ lines: ['3 Lantern Yard', 'Dublin'] }}
          hours={[
            { day: 'mon', periods: [] },
            { day: 'tue', periods: [{ opens: '17:00', closes: '23:00' }] },
            { day: 'wed', periods: [{ opens: '17:00', closes: '23:00' }] },
            { day: 'thu', periods: [{ opens: '17:00', closes: '23:00' }] },
            { day: 'fri', periods: [{ opens: '17:00', closes: '00:30' }] },
            { day: 'sat', periods: [{ opens: '12:00', closes: '00:30' }] },
            { day: 'sun', periods: [{ opens: '12:00', closes: '21:00' }] },
          ]}
        />
      </main>
    </MemoryRouter>
  );
}

afterEach(() => {
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

describe('hospitality sections preview', () => {
  it('prerenders without any clock-dependent state and hydrates without a mismatch', async () => {
    const html = renderToString(<Preview />);
    expect(html).not.toMatch(/Open now|Closed now|aria-current|min="2026/);
    expect(html).toContain('€11.00');
    expect(html).toContain('<table');

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    // Start values are in the HTML itself, before any script runs.
    expect(within(container).getByLabelText(/party size/i)).toHaveValue(2);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      hydrateRoot(container, <Preview />, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();

    // After mount: the visitor's state appears.
    expect(screen.getByText('Open now: closes at 00:30')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { current: 'date' })).toHaveTextContent('Friday');
    expect(screen.getByLabelText(/^date/i)).toHaveAttribute('min', '2026-11-27');
  });

  it('keeps headings in order: one h1, an h2 per section, h3 inside', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Preview />);
    document.body.append(container);
    const levels = [...container.querySelectorAll('h1, h2, h3')].map((h) => Number(h.tagName[1]));
    expect(levels.filter((level) => level === 1)).toHaveLength(1);
    for (let i = 1; i < levels.length; i += 1) {
      expect(levels[i]! - levels[i - 1]!).toBeLessThanOrEqual(1);
    }
    expect(within(container).getAllByRole('heading', { level: 2 })).toHaveLength(5);
  });
});
