import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LaunchHero, type LaunchData } from './launch-hero.tsx';

// The form itself, not the chunk that loads it as the page boots (subscribe-form.tsx).
vi.mock('~/components/sections/subscribe/subscribe-form.tsx', async () => ({
  SubscribeForm: (await import('~/components/sections/subscribe/subscribe-form-live.tsx'))
    .LiveSubscribeForm,
}));

const now = Date.parse('2027-02-27T12:00:00Z');
const data: LaunchData = {
  eyebrow: 'Opening',
  title: 'The new parts desk is almost ready.',
  lead: 'Leave your e-mail.',
  launchAt: '2027-03-01T16:30:45Z',
  launchText: '1 March 2027',
  timerLabel: 'Time left until the opening',
  finishedText: 'We are open!',
  subscribeTitle: 'Be the first to know',
  buttonLabel: 'Notify me',
  note: 'One e-mail on launch day.',
  image: {
    src: '/artwork/aircraft-602-960x1200.svg',
    alt: 'An aircraft',
    width: 960,
    height: 1200,
  },
};

function setup(variant: 'split' | 'overlay' = 'split') {
  render(
    <MemoryRouter>
      <LaunchHero data={data} variant={variant} />
    </MemoryRouter>,
  );
  const timer = screen.getByRole('timer', { name: 'Time left until the opening' });
  const unit = (label: string) =>
    within(timer).getByText(label).previousElementSibling?.textContent;
  return { timer, unit };
}

describe('LaunchHero', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(now);
  });
  afterEach(() => vi.useRealTimers());

  it('counts down to the launch, second by second', () => {
    const { unit } = setup();
    expect([unit('Days'), unit('Hours'), unit('Minutes'), unit('Seconds')]).toEqual([
      '02',
      '04',
      '30',
      '45',
    ]);
    act(() => vi.advanceTimersByTime(2000));
    expect(unit('Seconds')).toBe('43');
  });

  it('shows the finished message once the launch moment has passed', () => {
    vi.setSystemTime(Date.parse(data.launchAt) + 1000);
    const { unit } = setup('overlay');
    expect(unit('Days')).toBe('00');
    expect(screen.getByRole('status')).toHaveTextContent('We are open!');
  });

  it('has one h1, the launch date and a subscribe form named by its heading', () => {
    setup('overlay');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText('1 March 2027')).toHaveAttribute('datetime', '2027-03-01');
    expect(
      screen.getByRole('heading', { level: 2, name: 'Be the first to know' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Be the first to know' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeInTheDocument();
  });
});
