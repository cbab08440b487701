import { renderEn } from './test-render.tsx';
import { screen, waitFor } from '@testing-library/react';
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
    const { rerender } = renderEn(<QtyStepper value={1} onChange={onChange} label="Quantity" />);
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

  it('a quantity set while the last change is on its way is sent when that change lands', async () => {
    const onChange = vi.fn();
    const { rerender } = renderEn(
      <QtyStepper value={2} onChange={onChange} label="Quantity" busy />,
    );
    const input = screen.getByLabelText('Quantity', { selector: 'input' });
    await userEvent.clear(input);
    await userEvent.type(input, '0{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(input).toHaveValue(0);
    // The server's answer to the earlier change: the field keeps what the visitor typed last.
    rerender(<QtyStepper value={2} onChange={onChange} label="Quantity" busy={false} />);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(0);

    // Two steps up while busy count from the quantity asked for, not the one on the server.
    onChange.mockClear();
    rerender(<QtyStepper value={3} onChange={onChange} label="Quantity" busy />);
    await userEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase Quantity' }));
    expect(input).toHaveValue(5);
    expect(onChange).not.toHaveBeenCalled();
    rerender(<QtyStepper value={3} onChange={onChange} label="Quantity" busy={false} />);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenLastCalledWith(5);
  });

  it('a typed negative number becomes 0', async () => {
    const onChange = vi.fn();
    renderEn(<QtyStepper value={3} onChange={onChange} label="Quantity" />);
    const input = screen.getByLabelText('Quantity', { selector: 'input' });
    await userEvent.clear(input);
    await userEvent.type(input, '-5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(0);
    expect(input).toHaveValue(0);
  });

  it('in the cart, stepping to 0 removes the line and offers Undo, which puts it back', async () => {
    localStorage.setItem(storageKeys.hasSession, '1');
    const empty = { partsCart: [], partsLastUpdated: null, email: null };
    const { calls } = mockApi({
      'POST cart': { body: cart(1) },
      'DELETE cart/items/i1': { body: empty },
    });
    const { store } = renderWithStore(<CartView />);
    await store.dispatch(addToCart({ parts: [{ id: 'p1', qty: 1 }] }));
    expect(await screen.findByText('AN3-1A')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Decrease Quantity of AN3-1A' }));
    await waitFor(() =>
      expect(screen.queryByText('AN3-1A', { selector: 'li *' })).not.toBeInTheDocument(),
    );
    expect(calls.at(-1)?.path).toBe('cart/items/i1');
    // Not silent: it says what went and offers it back.
    expect(screen.getByTestId('cart-removed')).toHaveTextContent(
      'Removed 1 × AN3-1A from the cart.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('AN3-1A', { selector: 'li *' })).toBeInTheDocument();
    expect(calls.at(-1)?.body).toMatchObject({ parts: [{ id: 'p1', qty: 1 }] });
    expect(screen.getByTestId('cart-removed')).toBeEmptyDOMElement();
  });

  it('says under the field when a typed quantity is changed: too many, or not whole', async () => {
    const onChange = vi.fn();
    renderEn(<QtyStepper value={3} onChange={onChange} label="Quantity" />);
    const input = screen.getByLabelText('Quantity', { selector: 'input' });
    await userEvent.clear(input);
    await userEvent.type(input, '999999{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(9999);
    expect(input).toHaveAccessibleDescription('At most 9999 per line: set to 9999.');
    await userEvent.clear(input);
    await userEvent.type(input, '2.5{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(2);
    expect(input).toHaveAccessibleDescription('Whole units only: set to 2.');
    await userEvent.type(input, '1');
    expect(input).toHaveAccessibleDescription('');
  });

  it('the cart shows its line count and the total of the priced lines', async () => {
    localStorage.setItem(storageKeys.hasSession, '1');
    const two = cart(2);
    const first = two.partsCart[0]!;
    mockApi({
      'POST cart': {
        body: {
          ...two,
          partsCart: [
            { ...first, priceCents: 1250, qty: 2 },
            { ...first, itemId: 'i2', id: 'p2', partNumber: 'AN4-2A', priceCents: 300, qty: 3 },
            { ...first, itemId: 'i3', id: 'p3', partNumber: 'X-1', priceCents: null, qty: 1 },
          ],
        },
      },
    });
    const { store } = renderWithStore(<CartView />);
    await store.dispatch(addToCart({ parts: [{ id: 'p1', qty: 1 }] }));
    expect(await screen.findByTestId('cart-total')).toHaveTextContent(
      '3 lines · total $34.00 for the 2 priced lines; the others are quoted on request',
    );
  });
});
