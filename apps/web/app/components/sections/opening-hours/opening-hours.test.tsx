import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OpeningHours, type OpeningDay } from './opening-hours.tsx';

const late = [
  { opens: '12:00', closes: '15:00' },
  { opens: '18:00', closes: '01:00' },
];
const hours: OpeningDay[] = [
  { day: 'mon', periods: [] },
  {
    day: 'tue',
    periods: [
      { opens: '12:00', closes: '15:00' },
      { opens: '18:00', closes: '23:00' },
    ],
  },
  {
    day: 'wed',
    periods: [
      { opens: '12:00', closes: '15:00' },
      { opens: '18:00', closes: '23:00' },
    ],
  },
  {
    day: 'thu',
    periods: [
      { opens: '12:00', closes: '15:00' },
      { opens: '18:00', closes: '23:00' },
    ],
  },
  { day: 'fri', periods: late },
  { day: 'sat', periods: late },
  { day: 'sun', periods: [{ opens: '10:00', closes: '16:00' }] },
];
// 26 November 2026 is a Thursday; the venue's clock is UTC unless a test says otherwise.
const at = (iso: string) => () => new Date(iso);
const renderAt = (iso: string, timeZone = 'UTC') =>
  render(<OpeningHours hours={hours} timeZone={timeZone} now={at(iso)} />);
const current = () => screen.getByRole('listitem', { current: 'date' });

afterEach(() => {
  vi.useRealTimers();
});

describe('OpeningHours', () => {
  it('lists the week with each day’s hours, closed days marked', () => {
    renderAt('2026-11-26T13:00:00Z');
    const days = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(days).toHaveLength(7);
    expect(days[0]).toBe('MondayClosed');
    expect(days[1]).toBe('Tuesday12:00–15:00, 18:00–23:00');
    expect(days[6]).toBe('Sunday10:00–16:00');
  });

  it('before opening: today highlighted, closed, opening later today', () => {
    renderAt('2026-11-26T09:00:00Z');
    expect(current()).toHaveTextContent('Thursday(Today)');
    expect(screen.getByText('Closed now: opens at 12:00')).toBeInTheDocument();
  });

  it('while open: says until when', () => {
    renderAt('2026-11-26T13:00:00Z');
    expect(screen.getByText('Open now: closes at 15:00')).toBeInTheDocument();
  });

  it('between two openings: the next one today', () => {
    renderAt('2026-11-26T16:30:00Z');
    expect(screen.getByText('Closed now: opens at 18:00')).toBeInTheDocument();
  });

  it('after closing: the next day’s first opening', () => {
    renderAt('2026-11-26T23:00:00Z');
    expect(screen.getByText('Closed now: opens Friday at 12:00')).toBeInTheDocument();
  });

  it('on a closed day: closed, opening the next day', () => {
    renderAt('2026-11-30T12:00:00Z');
    expect(current()).toHaveTextContent('Monday(Today)Closed');
    expect(screen.getByText('Closed now: opens Tuesday at 12:00')).toBeInTheDocument();
  });

  it('counts an opening past midnight for the night it started', () => {
    renderAt('2026-11-28T00:30:00Z');
    expect(current()).toHaveTextContent('Saturday');
    expect(screen.getByText('Open now: closes at 01:00')).toBeInTheDocument();
  });

  it('reads the visitor’s clock in the venue’s time zone', () => {
    // 04:00 UTC is 13:00 in Tokyo.
    renderAt('2026-11-26T04:00:00Z', 'Asia/Tokyo');
    expect(screen.getByText('Open now: closes at 15:00')).toBeInTheDocument();
  });

  it('uses the visitor’s own zone when the venue gives none', () => {
    render(<OpeningHours hours={hours} now={() => new Date(2026, 10, 29, 11, 0)} />);
    expect(current()).toHaveTextContent('Sunday');
    expect(screen.getByText('Open now: closes at 16:00')).toBeInTheDocument();
  });

  it('follows the clock while the page stays open', () => {
    vi.useFakeTimers();
    let time = Date.parse('2026-11-26T14:59:00Z');
    render(<OpeningHours hours={hours} timeZone="UTC" now={() => new Date(time)} />);
    expect(screen.getByText('Open now: closes at 15:00')).toBeInTheDocument();
    time += 60_000;
    act(() => vi.advanceTimersByTime(30_000));
    expect(screen.getByText('Closed now: opens at 18:00')).toBeInTheDocument();
  });

  it('prerenders a neutral state: no today, no open or closed line', () => {
    const html = renderToString(
      <OpeningHours hours={hours} timeZone="UTC" now={at('2026-11-26T13:00:00Z')} />,
    );
    expect(html).toContain('Thursday');
    expect(html).not.toContain('aria-current');
    expect(html).not.toMatch(/Open now|Closed now|Today/);
  });

  it('gives the phone as a call link and the address with directions', () => {
    render(
      <OpeningHours
        hours={hours}
        variant="card"
        heading={{ title: 'Find us' }}
        phone={{ display: '+1 (555) 010-4477', number: '+1 555 010 4477' }}
        address={{ lines: ['14 Quay Lane', 'Portside'], mapHref: '#map' }}
        now={at('2026-11-26T13:00:00Z')}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Find us' })).toBeInTheDocument();
    expect(screen.getByText('+1 (555) 010-4477')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Call us' })).toHaveAttribute(
      'href',
      'tel:+15550104477',
    );
    expect(screen.getByText('14 Quay Lane')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get directions' })).toHaveAttribute('href', '#map');
  });
});
