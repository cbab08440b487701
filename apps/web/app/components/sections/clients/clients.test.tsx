import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { clients } from '~/content/elements/clients.ts';
import { Clients, type ClientVariant } from './clients.tsx';

vi.mock('~/components/sections/carousel/load-swiper.ts', () => ({
  loadSwiper: () => new Promise(() => {}),
}));

const clientVariants: ClientVariant[] = [
  'plain',
  'bordered',
  'boxed',
  'shadow',
  'tinted',
  'circle',
  'inverse',
  'caption',
];

describe('Clients', () => {
  it.each(clientVariants)('shows every logo with its name in the %s style', (variant) => {
    render(
      <Clients
        clients={clients}
        variant={variant}
        tone={variant === 'inverse' ? 'dark' : 'default'}
      />,
    );
    expect(screen.getAllByRole('img')).toHaveLength(clients.length);
    expect(screen.getByRole('img', { name: 'Northwind Air logo' })).toBeInTheDocument();
  });

  it('puts the logos in a named carousel', async () => {
    render(<Clients clients={clients} layout="carousel" label="Clients" />);
    expect(
      within(await screen.findByRole('region', { name: 'Clients' })).getAllByRole('group'),
    ).toHaveLength(clients.length);
  });
});
