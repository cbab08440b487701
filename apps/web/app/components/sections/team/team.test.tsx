import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { teamMembers } from '~/content/elements/team.ts';
import { Team, type TeamVariant } from './team.tsx';

vi.mock('~/components/sections/carousel/load-swiper.ts', () => ({
  loadSwiper: () => new Promise(() => {}),
}));

const variants: TeamVariant[] = ['overlay', 'classic', 'circle', 'card', 'side'];

describe('Team', () => {
  it.each(variants)('renders every member as a card in the %s style', (variant) => {
    render(<Team members={teamMembers} variant={variant} heading={{ title: 'Our people' }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Our people' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(teamMembers.length);
    const first = screen.getAllByRole('article')[0];
    expect(first && within(first).getByRole('img')).toHaveAttribute(
      'alt',
      'Portrait of Maya Lindqvist',
    );
    expect(screen.getByRole('link', { name: 'Maya Lindqvist on LinkedIn' })).toBeInTheDocument();
  });

  it('puts the same cards in a named carousel', async () => {
    render(<Team members={teamMembers} layout="carousel" label="Team carousel" />);
    const carousel = await screen.findByRole('region', { name: 'Team carousel' });
    expect(within(carousel).getAllByRole('group')).toHaveLength(teamMembers.length);
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });
});
