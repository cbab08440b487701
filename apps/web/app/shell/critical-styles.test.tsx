import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  applyDeferredStyles,
  CriticalStyles,
  FullStylesheetBeforeNavigation,
  preloadDeferredStyles,
} from './critical-styles.tsx';

// happy-dom does not load CSS files; let it treat them as loaded instead of logging an error for each.
(
  window as unknown as { happyDOM?: { settings: { handleDisabledFileLoadingAsSuccess: boolean } } }
).happyDOM!.settings.handleDisabledFileLoadingAsSuccess = true;

// A parsed document, so the test's links never touch the page the component renders into.
const parsed = (head: string) =>
  new DOMParser().parseFromString(`<!DOCTYPE html><html><head>${head}</head></html>`, 'text/html');
const deferredLink = '<link rel="stylesheet" href="/a.css" disabled="" data-deferred-css=""/>';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('deferred stylesheets', () => {
  it('switches the stylesheets the build deferred on, and only those', () => {
    const doc = parsed(`${deferredLink}<link rel="stylesheet" href="/print.css" media="print"/>`);
    expect(applyDeferredStyles(doc)).toBe(1);
    const [deferred, printOnly] = doc.querySelectorAll('link');
    expect(deferred?.rel).toBe('stylesheet');
    expect(deferred?.hasAttribute('disabled')).toBe(false);
    expect(printOnly?.media).toBe('print');
  });

  it('fetches them into the cache without applying them, until they are switched on', () => {
    const doc = parsed(deferredLink);
    expect(preloadDeferredStyles(doc)).toBe(1);
    const link = doc.querySelector('link[data-deferred-css]');
    expect(link?.hasAttribute('disabled')).toBe(true);
    const preload = doc.querySelector('link[rel="preload"]');
    expect(preload?.getAttribute('as')).toBe('style');
    expect(preload?.getAttribute('href')).toBe('/a.css');
    // Asked twice, it is fetched once.
    preloadDeferredStyles(doc);
    expect(doc.querySelectorAll('link[rel="preload"]')).toHaveLength(1);
    applyDeferredStyles(doc);
    expect(link?.hasAttribute('disabled')).toBe(false);
  });

  it('CriticalStyles renders the empty placeholders and leaves the full stylesheet off', () => {
    const doc = parsed(deferredLink);
    const query = vi
      .spyOn(document, 'querySelectorAll')
      .mockImplementation((selector: string) => doc.querySelectorAll(selector));
    const { container } = render(<CriticalStyles />);
    query.mockRestore();
    expect(doc.querySelector('link')?.hasAttribute('disabled')).toBe(true);
    const style = container.querySelector('style[data-critical-css]');
    expect(style).not.toBeNull();
    expect(style?.innerHTML).toBe('');
  });
});

describe('FullStylesheetBeforeNavigation', () => {
  function setup() {
    document.head.insertAdjacentHTML('beforeend', deferredLink);
    const link = document.head.querySelector<HTMLLinkElement>('link[data-deferred-css]')!;
    let release = () => {};
    const loader = () => new Promise<null>((resolve) => (release = () => resolve(null)));
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: (
            <>
              <FullStylesheetBeforeNavigation />
              <p>Home</p>
              <Link to="/next">Next page</Link>
            </>
          ),
        },
        { path: '/next', loader, element: <p>Next</p> },
      ],
      { initialEntries: ['/'] },
    );
    render(<RouterProvider router={router} />);
    return { link, router, release: () => release() };
  }

  afterEach(() => {
    document.head.querySelectorAll('link[data-deferred-css]').forEach((link) => link.remove());
  });

  it('keeps the full stylesheet off while the visitor stays on the page', async () => {
    const { link } = setup();
    await userEvent.click(screen.getByText('Home'));
    await userEvent.keyboard('{Enter}');
    expect(link.hasAttribute('disabled')).toBe(true);
  });

  it('switches it on when a link is pressed, before the navigation renders', async () => {
    const { link, release } = setup();
    fireEvent.pointerDown(screen.getByRole('link', { name: 'Next page' }));
    expect(link.hasAttribute('disabled')).toBe(false);
    release();
  });

  it('switches it on when a navigation starts without a press (Enter on a link, or from code)', async () => {
    const { link, router, release } = setup();
    void router.navigate('/next');
    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    await waitFor(() => expect(link.rel).toBe('stylesheet'));
    release();
    expect(await screen.findByText('Next')).toBeInTheDocument();
  });
});
