import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToCart } from '~/features/parts/state/catalogue-slice.ts';
import { storageKeys } from '~/features/parts/state/storage.ts';
import { cart, mockApi } from '~/features/parts/state/test-fixtures.ts';
import { CartView } from './cart-view.tsx';
import { QtyStepper } from './qty-stepper.tsx';
import { renderWithStore } from './test-render.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('QtyStepper', () => {
  it('steps up and down and never below 0', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<QtyStepper value={1} onChange={onChange} label="Quantity" />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Quantity' }));
    expect(onChange).toHaveBeenLastCalledWith(0);

    onChange.mockClear();
    rerender(<QtyStepper value={0} onChange={onChange} label="Quantity" />);
    const decrease = screen.getByRole('button', { name: 'Decrease Quantity' });
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(decrease);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('a typed negative number becomes 0', async () => {
    const onChange = vi.fn();
    render(<QtyStepper value={3} onChange={onChange} label="Quantity" />);
    const input = screen.getByLabelText('Quantity', { selector: 'input' });
    await userEvent.clear(input);
    await userEvent.type(input, '-5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(input).toHaveValue(0);
  });

  it('in the cart, stepping to 0 removes the line', async () => {
    localStorage.setItem(storageKeys.hasSession, '1');
    const { calls } = mockApi({
      'POST cart': { body: cart(1) },
      'POST cart/qty': { body: { partsCart: [], partsLastUpdated: null, email: null } },
    });
    const { store } = renderWithStore(<CartView />);
    await store.dispatch(addToCart({ parts: [{ id: 'p1', qty: 1 }] }));
    expect(await screen.findByText('AN3-1A')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Quantity of AN3-1A' }));
    await waitFor(() => expect(screen.queryByText('AN3-1A')).not.toBeInTheDocument());
    expect(calls.at(-1)?.body).toEqual({ itemId: 'i1', qty: 0 });
    expect(screen.getByText(/Your parts cart is empty/)).toBeInTheDocument();
  });
});
