import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MainMenu } from './main-menu.tsx';
import { MenuColumnLinks } from './menu-column.tsx';
import type * as MenuColumnModule from './menu-column.tsx';

// Counts the renders of a panel's columns (the expensive part of the menu).
vi.mock('./menu-column.tsx', async (load) => {
  const real = await load<typeof MenuColumnModule>();
  return { MenuColumnLinks: vi.fn(real.MenuColumnLinks) };
});

const renderMenu = () =>
  render(
    <MemoryRouter initialEntries={['/headers/white-header']}>
      <MainMenu />
      <button type="button">After</button>
    </MemoryRouter>,
  );

// The Layouts entry lists the header and footer demos (always registered).
const layoutsButton = () => screen.getByRole('button', { name: 'Layouts' });

// The browser's idle moments come when a test says so (the panels render their links hidden then).
let idle: IdleRequestCallback[] = [];
const runIdle = () =>
  act(async () => {
    for (const callback of idle.splice(0)) callback({} as IdleDeadline);
  });
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The full registry menu is large; happy-dom on a busy machine needs more than the default 5 s.
describe('MainMenu keyboard paths', { timeout: 20_000 }, () => {
  it('opens with Enter and closes with Escape, returning focus to the button', async () => {
    const user = userEvent.setup();
    renderMenu();
    act(() => layoutsButton().focus());
    await user.keyboard('{Enter}');
    expect(layoutsButton()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Transparent header' })).toBeVisible();
    await user.keyboard('{Escape}');
    expect(layoutsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(layoutsButton()).toHaveFocus();
  });

  it('keeps a closed panel free of links (nothing to hydrate) and fills it when it opens', async () => {
    const user = userEvent.setup();
    const { container } = renderMenu();
    expect(container.querySelectorAll('[data-mega-menu] a')).toHaveLength(0);
    await user.click(layoutsButton());
    expect(container.querySelector('[data-mega-menu][data-open]')).toContainElement(
      screen.getByRole('link', { name: 'Transparent header' }),
    );
    await user.click(layoutsButton());
    expect(container.querySelectorAll('[data-mega-menu] a')).toHaveLength(0);
  });

  it('renders the panels’ links hidden once the page is idle where the menu shows; opening only shows them', async () => {
    // The bar is on screen (at 992 px and up; happy-dom lays nothing out).
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 600, 40),
    ] as unknown as DOMRectList);
    const user = userEvent.setup();
    const { container } = renderMenu();
    expect(container.querySelectorAll('[data-mega-menu] a')).toHaveLength(0);
    await runIdle();
    await waitFor(() =>
      expect(container.querySelectorAll('[data-mega-menu] a').length).toBeGreaterThan(0),
    );
    // Rendered but hidden: nothing shows, no link is reachable.
    expect(container.querySelectorAll('[data-mega-menu][data-open]')).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Transparent header' })).toBeNull();
    const link = container.querySelector('a[href="/headers/transparent-header"]');
    await user.click(layoutsButton());
    expect(screen.getByRole('link', { name: 'Transparent header' })).toBe(link);
    expect(screen.getByRole('link', { name: 'Transparent header' })).toBeVisible();
    await user.click(layoutsButton());
    expect(layoutsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Transparent header' })).toBeNull();
  });

  it('opens a primed panel without rendering any panel’s links again', async () => {
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 600, 40),
    ] as unknown as DOMRectList);
    const user = userEvent.setup();
    const { container } = renderMenu();
    await runIdle();
    await waitFor(() =>
      expect(container.querySelectorAll('[data-mega-menu] a').length).toBeGreaterThan(0),
    );
    vi.mocked(MenuColumnLinks).mockClear();
    await user.click(layoutsButton());
    expect(screen.getByRole('link', { name: 'Transparent header' })).toBeVisible();
    await user.click(layoutsButton());
    expect(layoutsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(MenuColumnLinks).not.toHaveBeenCalled();
  });

  it('decodes the primed Home panel’s thumbnails at the next idle moment, before any panel opens', async () => {
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([
      new DOMRect(0, 0, 600, 40),
    ] as unknown as DOMRectList);
    const decoded: string[] = [];
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockImplementation(function (
      this: HTMLImageElement,
    ) {
      decoded.push(this.getAttribute('src') ?? '');
      return Promise.resolve();
    });
    const { container } = renderMenu();
    await runIdle();
    await waitFor(() =>
      expect(container.querySelectorAll('[data-mega-menu] img').length).toBeGreaterThan(0),
    );
    expect(decoded).toEqual([]);
    await runIdle();
    const thumbnails = [...container.querySelectorAll('[data-mega-menu] img')].map(
      (img) => img.getAttribute('src') ?? '',
    );
    expect(decoded).toEqual(thumbnails);
    expect(decoded.some((src) => src.startsWith('/previews/'))).toBe(true);
    expect(container.querySelectorAll('[data-mega-menu][data-open]')).toHaveLength(0);
  });

  it('renders no hidden links where the menu is not on screen (a phone)', async () => {
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([] as unknown as DOMRectList);
    const { container } = renderMenu();
    await runIdle();
    expect(container.querySelectorAll('[data-mega-menu] a')).toHaveLength(0);
  });

  it('opens on the first link with ArrowDown, moves with arrows, Escape returns focus', async () => {
    const user = userEvent.setup();
    renderMenu();
    act(() => layoutsButton().focus());
    await user.keyboard('{ArrowDown}');
    expect(layoutsButton()).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Transparent header' })).toHaveFocus(),
    );
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'White header' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'White header' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Footer style 12' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(layoutsButton()).toHaveAttribute('aria-expanded', 'false');
    expect(layoutsButton()).toHaveFocus();
  });

  it('closes when focus leaves the item', async () => {
    const user = userEvent.setup();
    renderMenu();
    await user.click(layoutsButton());
    expect(layoutsButton()).toHaveAttribute('aria-expanded', 'true');
    act(() => screen.getByRole('button', { name: 'After' }).focus());
    expect(layoutsButton()).toHaveAttribute('aria-expanded', 'false');
  });

  it('moves between top-level items with ArrowLeft and ArrowRight', async () => {
    const user = userEvent.setup();
    renderMenu();
    act(() => layoutsButton().focus());
    await user.keyboard('{ArrowLeft}');
    expect(layoutsButton()).not.toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(layoutsButton()).toHaveFocus();
  });
});
