import { renderEn } from './test-render.tsx';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { addToCart, loadCart, loadModels } from '~/features/parts/state/catalogue-slice.ts';
import { storageKeys } from '~/features/parts/state/storage.ts';
import { makePartsStore } from '~/features/parts/state/store.ts';
import { cart, mockApi, models } from '~/features/parts/state/test-fixtures.ts';
import { CartDrawer, CartDrawerTrigger } from './cart-drawer.tsx';
import { CartSection } from './cart-section.tsx';

/** An IntersectionObserver the test decides for. */
const observers: { callback: IntersectionObserverCallback; target?: Element }[] = [];
class FakeObserver {
  constructor(readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    observers.push({ callback: this.callback, target });
  }
  disconnect() {}
}
const comeNear = () =>
  act(() => {
    for (const { callback, target } of observers)
      callback(
        [{ isIntersecting: true, target } as IntersectionObserverEntry],
        {} as IntersectionObserver,
      );
  });

function renderSection(store = makePartsStore()) {
  renderEn(
    <MemoryRouter>
      <Provider store={store}>
        <ShellProvider>
          <CartDrawerTrigger />
          <CartSection model={null} />
          <CartDrawer />
        </ShellProvider>
      </Provider>
    </MemoryRouter>,
  );
  return store;
}

beforeEach(() => {
  observers.length = 0;
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  localStorage.setItem(storageKeys.hasSession, '1');
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

// The cart view and the inquiry form are lazy chunks: their first import is transformed on demand, which on a
// busy two-core machine can take longer than Testing Library's default one-second wait.
const lazy = { timeout: 10_000 };

describe('CartSection (loaded on demand)', () => {
  it('shows its headings and placeholders until wanted; nearing it loads the cart and the form', async () => {
    mockApi({ 'GET models/': { body: models } });
    const store = renderSection();
    expect(screen.getByRole('heading', { name: 'Your parts cart' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Send an inquiry' })).toBeInTheDocument();
    expect(screen.getByText('Loading the inquiry form…')).toBeInTheDocument();
    expect(screen.queryByTestId('cart-lines')).not.toBeInTheDocument();

    // Nothing is observed before the models are listed (the page is still short).
    expect(observers).toHaveLength(0);
    await act(() => store.dispatch(loadModels()));
    expect(observers).toHaveLength(1);
    comeNear();
    expect(await screen.findByTestId('cart-lines', {}, lazy)).toHaveTextContent(
      'Your parts cart is empty',
    );
    expect(await screen.findByRole('form', { name: 'Parts inquiry' }, lazy)).toBeInTheDocument();
  });

  it('a cart with lines (restored from the server) loads it at once, and it works', async () => {
    mockApi({ 'GET cart': { body: cart(2) }, 'POST cart/qty': { body: cart(3) } });
    const store = makePartsStore();
    await store.dispatch(loadCart());
    renderSection(store);
    const lines = await screen.findByTestId('cart-lines', {}, lazy);
    expect(lines.querySelectorAll('[data-cart-line]')).toHaveLength(1);
    fireEvent.click(await screen.findByRole('button', { name: /^Increase/ }));
    expect(await screen.findByDisplayValue('3')).toBeInTheDocument();
    expect(await screen.findByRole('form', { name: 'Parts inquiry' }, lazy)).toBeInTheDocument();
  });

  it('a failed cart load shows the failure and Retry', async () => {
    mockApi({ 'GET cart': { status: 500, body: { error: { code: 'x', message: 'Down' } } } });
    const store = makePartsStore();
    await store.dispatch(loadCart());
    renderSection(store);
    const lines = await screen.findByTestId('cart-lines', {}, lazy);
    expect(within(lines).getByRole('alert')).toHaveTextContent('could not load your cart');
    mockApi({ 'GET cart': { body: cart(1) } });
    fireEvent.click(within(lines).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByDisplayValue('1')).toBeInTheDocument();
  });

  it('the drawer loads the cart view when opened', async () => {
    mockApi({ 'POST cart': { body: cart(2) } });
    const store = makePartsStore();
    await store.dispatch(addToCart({ parts: [{ id: 'p1', qty: 2 }] }));
    renderSection(store);
    expect(screen.queryByTestId('cart-drawer-lines')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Cart/ }));
    const drawer = await screen.findByTestId('cart-drawer-lines', {}, lazy);
    expect(drawer.querySelectorAll('[data-cart-line]')).toHaveLength(1);
  });
});
