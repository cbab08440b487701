import { act, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '~/components/ui/modal.tsx';
import { ModalTrigger } from '~/components/ui/modal-trigger.tsx';
import { isChunkLoadError, reloadOnce } from './chunk-reload.ts';
import { ScrollToTopButton } from './scroll-to-top-button.tsx';
import { ShellProvider } from './shell-context.tsx';

// happy-dom's <dialog> lacks showModal in some versions; the shell logic is what is under test.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

function Page({ name }: { name: string }) {
  return (
    <>
      <h1>{name}</h1>
      <ModalTrigger modalId="demo">Open demo</ModalTrigger>
      <Modal id="demo" title="Demo dialog">
        <Link to="/other">Go elsewhere</Link>
      </Modal>
    </>
  );
}

// As in root.tsx: one provider around every page.
function Root() {
  return (
    <ShellProvider>
      <Outlet />
      <ScrollToTopButton />
    </ShellProvider>
  );
}

function renderApp(initialEntries = ['/']) {
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: '/', element: <Page name="Home" /> },
          { path: '/other', element: <Page name="Other" /> },
        ],
      },
    ],
    { initialEntries },
  );
  render(<RouterProvider router={router} />);
  return router;
}

afterEach(() => {
  document.documentElement.style.overflow = '';
  vi.restoreAllMocks();
});

describe('app shell', () => {
  it('locks page scroll while a modal is open and unlocks when it closes', () => {
    renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Open demo' }));
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes the open modal and scrolls to top on a route change', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderApp();
    fireEvent.click(screen.getByRole('button', { name: 'Open demo' }));
    expect(screen.getByText('Demo dialog')).toBeInTheDocument();
    scrollTo.mockClear();
    await act(() => router.navigate('/other'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Other');
    expect(screen.queryByText('Demo dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
    expect(scrollTo).toHaveBeenCalledWith(expect.objectContaining({ top: 0 }));
  });

  it('leaves a fresh page where the browser put it (its #anchor, a reload): no scroll on the first render', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    renderApp(['/other#pricing']);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Other');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('does not scroll to top on back/forward or on a link to an #anchor (ScrollRestoration handles those)', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const router = renderApp();
    await act(() => router.navigate('/other'));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    await act(() => router.navigate(-1));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Home');
    await act(() => router.navigate('/other#pricing'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Other');
    expect(scrollTo).toHaveBeenCalledTimes(1);
  });

  it('shows the scroll-to-top arrow only beyond 300 px', async () => {
    renderApp();
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(300);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
    scrollTo(301);
    // Its code arrives on the first scroll past the threshold (a chunk of its own).
    expect(await screen.findByRole('button', { name: 'Scroll to top' })).toBeInTheDocument();
    scrollTo(0);
    expect(screen.queryByRole('button', { name: 'Scroll to top' })).not.toBeInTheDocument();
  });
});

describe('chunk reload', () => {
  it('recognises failed dynamic imports', () => {
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });

  it('reloads once per page, then gives up so the error page shows', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    const reload = vi.fn();
    expect(reloadOnce(storage, reload)).toBe(true);
    expect(reloadOnce(storage, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
