import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Countdown } from './countdown.tsx';
import { timeLeft } from './use-countdown.ts';

const start = Date.parse('2026-03-01T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
});
afterEach(() => vi.useRealTimers());

const unit = (label: string) => screen.getByText(label).previousElementSibling?.textContent;

describe('timeLeft', () => {
  it('splits the remaining time into days, hours, minutes and seconds', () => {
    const target = start + ((2 * 24 + 3) * 3600 + 4 * 60 + 5) * 1000;
    expect(timeLeft(target, start)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
      finished: false,
    });
    expect(timeLeft(start - 5000, start)).toMatchObject({ days: 0, seconds: 0, finished: true });
  });
});

describe('Countdown', () => {
  it('prerenders a stable placeholder instead of the time', () => {
    const html = renderToString(<Countdown target={start + 90_000} label="Launch" />);
    expect(html).toContain('--');
    expect(html).not.toContain('30');
  });

  it('ticks every second and shows the finished state at the target', () => {
    render(
      <Countdown target={start + 65_000} label="Time left until launch" finishedText="Live!" />,
    );
    expect(screen.getByRole('timer', { name: 'Time left until launch' })).toBeInTheDocument();
    expect(unit('Days')).toBe('00');
    expect(unit('Minutes')).toBe('01');
    expect(unit('Seconds')).toBe('05');
    act(() => vi.advanceTimersByTime(1000));
    expect(unit('Seconds')).toBe('04');
    act(() => vi.advanceTimersByTime(5000));
    expect(unit('Minutes')).toBe('00');
    expect(unit('Seconds')).toBe('59');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(60_000));
    expect(unit('Seconds')).toBe('00');
    expect(screen.getByRole('status')).toHaveTextContent('Live!');
  });
});
