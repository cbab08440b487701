import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { CartBadge, cartLabel } from './cart-badge.tsx';

describe('CartBadge', () => {
  it('announces the count and links to the cart', () => {
    render(
      <MemoryRouter>
        <CartBadge count={3} href="/parts/cart" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Cart, 3 items' });
    expect(link).toHaveAttribute('href', '/parts/cart');
    expect(link).toHaveTextContent('3');
  });
  it('uses the singular for one item and shows no badge for none', () => {
    expect(cartLabel(1)).toBe('Cart, 1 item');
    render(
      <MemoryRouter>
        <CartBadge count={0} href="/cart" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toHaveTextContent('');
  });
});
