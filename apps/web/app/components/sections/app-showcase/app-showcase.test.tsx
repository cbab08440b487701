import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppShowcase, type AppShowcaseData } from './app-showcase.tsx';
import { StoreBadge } from './store-badge.tsx';

const shot = (n: number, alt: string) => ({
  src: `/artwork/screen-${n}-360x780.svg`,
  alt,
  width: 360,
  height: 780,
});

const data: AppShowcaseData = {
  eyebrow: 'New',
  title: 'Plan the week in a minute',
  lead: 'A lead.',
  appName: 'Tempo',
  screens: [
    { image: shot(1, 'Home screen with today’s focus time'), title: 'Today', caption: 'Your day.' },
    { image: shot(2, 'A list of shared projects'), title: 'Projects' },
    { image: shot(3, 'A ring chart of the week') },
  ],
  badges: [
    { store: 'app-store', href: 'https://example.com/app-store' },
    { store: 'google-play', href: 'https://example.com/google-play' },
  ],
  points: ['4.8 rating'],
};

describe('AppShowcase', () => {
  it('as the hero: the page h1, store badges as named links, the first screen loaded first', () => {
    render(<AppShowcase variant="hero" data={data} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Plan the week in a minute',
    );
    const badges = within(screen.getByRole('list', { name: 'Get Tempo' })).getAllByRole('link');
    expect(badges.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Tempo: Download on the App Store',
      'Tempo: Get it on Google Play',
    ]);
    expect(screen.getByRole('link', { name: 'Tempo: Get it on Google Play' })).toHaveAttribute(
      'href',
      'https://example.com/google-play',
    );
    const front = screen.getByRole('img', { name: 'Home screen with today’s focus time' });
    expect(front).toHaveAttribute('loading', 'eager');
    expect(front).toHaveAttribute('width', '360');
    // Two phones in the hero, however many screens the data has.
    expect(document.querySelectorAll('[data-phone]')).toHaveLength(2);
    expect(screen.getByText('4.8 rating')).toBeInTheDocument();
  });

  it('as screens: an h2 heading and every screen in a phone with its alt text and caption', () => {
    render(<AppShowcase variant="screens" data={data} columns={3} />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Plan the week in a minute',
    );
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(3);
    expect(within(figures[0]!).getByRole('img')).toHaveAccessibleName(
      'Home screen with today’s focus time',
    );
    expect(figures[0]).toHaveTextContent('TodayYour day.');
    expect(within(figures[2]!).queryByText(/./, { selector: 'figcaption' })).toBeNull();
    expect(document.querySelector('[data-variant="app-screens"]')).toHaveClass('lg:grid-cols-3');
    for (const img of screen.getAllByRole('img')) expect(img).toHaveAttribute('loading', 'lazy');
  });

  it('shows no badge list without badges', () => {
    render(<AppShowcase variant="screens" data={{ ...data, badges: undefined }} />);
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('StoreBadge', () => {
  it('is a link whose glyph is hidden and whose tone is a prop', () => {
    render(<StoreBadge store="app-store" href="#get" appName="Tempo" tone="light" />);
    const link = screen.getByRole('link', { name: 'Tempo: Download on the App Store' });
    expect(link).toHaveClass('bg-white');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(link.textContent).toBe('Download on the App Store');
    expect(link.getAttribute('aria-label')).toContain(link.textContent);
  });
});
