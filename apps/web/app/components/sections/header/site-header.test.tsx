import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ShellProvider } from '~/shell/shell-context.tsx';
import {
  SiteHeader,
  solidAfterPx,
  type SiteHeaderData,
  type SiteHeaderProps,
} from './site-header.tsx';
import { mainMenu } from './main-menu.tsx';
import { testContactDetails, testSocialLinks } from './test-site-details.ts';

HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.setAttribute('open', '');
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.removeAttribute('open');
};

// Sample data of the test's own: the header shows what it is given.
const data: SiteHeaderData = {
  contactDetails: testContactDetails,
  socialLinks: testSocialLinks,
};

const renderHeader = (props: SiteHeaderProps) =>
  render(
    <MemoryRouter>
      <ShellProvider>
        <SiteHeader {...data} {...props} />
      </ShellProvider>
    </MemoryRouter>,
  );

const scrollTo = async (y: number) => {
  await act(async () => {
    window.scrollY = y;
    fireEvent.scroll(window);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
};

// The browser's idle moments come when a test says so (the header renders its dialogs then).
let idle: IdleRequestCallback[] = [];
beforeEach(() => {
  idle = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SiteHeader', () => {
  it('turns a transparent header solid once the page scrolls', async () => {
    renderHeader({ theme: 'transparent' });
    const header = screen.getByRole('banner');
    expect(header).not.toHaveAttribute('data-scrolled');
    await scrollTo(solidAfterPx + 50);
    expect(header).toHaveAttribute('data-scrolled', 'true');
    await scrollTo(0);
  });

  it('hides a reverse-scroll header on scroll down and brings it back on scroll up', async () => {
    renderHeader({ position: 'reverse-scroll' });
    const header = screen.getByRole('banner');
    await scrollTo(400);
    await scrollTo(800);
    expect(header).toHaveAttribute('data-hidden', 'true');
    await scrollTo(700);
    expect(header).not.toHaveAttribute('data-hidden');
    await scrollTo(0);
  });

  it('opens the menu panel from the menu button with aria-expanded', async () => {
    renderHeader({ mobileMenu: 'full-screen' });
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    // The dialogs are loaded on demand: not rendered before the page is idle or one is opened.
    expect(document.getElementById('site-menu')).toBeNull();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', 'site-menu');
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.click(await screen.findByRole('button', { name: 'Close menu' }, { timeout: 10_000 }));
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('renders its dialogs, closed, with the menu inside, once the page is idle: the first tap only opens it', async () => {
    renderHeader({});
    expect(document.getElementById('site-menu')).toBeNull();
    await act(async () => {
      for (const callback of idle.splice(0)) callback({} as IdleDeadline);
    });
    const menu = await vi.waitFor(
      () => {
        const dialog = document.getElementById('site-menu');
        if (!dialog) throw new Error('no menu dialog yet');
        return dialog;
      },
      { timeout: 10_000 },
    );
    expect(menu).not.toHaveAttribute('open');
    const tree = menu.querySelector('nav');
    expect(tree).not.toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    // Already there: the tap opens the dialog on the menu it holds, rendered nothing anew.
    expect(menu).toHaveAttribute('open');
    expect(within(menu).getByRole('navigation', { name: 'Menu' })).toBe(tree);
    fireEvent.click(within(menu).getByRole('button', { name: 'Close menu' }));
    expect(menu).not.toHaveAttribute('open');
  });

  it('starts the menu it keeps afresh on each page: the page’s own group open, the others closed', async () => {
    // The registry's last two groups with a panel (Shop and Layouts here; a site made from one demo has
    // others), on a page of the last one.
    const panels = mainMenu.filter((entry) => entry.columns);
    const own = panels.at(-1)!;
    const other = panels.at(-2);
    const page = own.columns![0]!.links[0]!.href;
    render(
      <MemoryRouter initialEntries={[page]}>
        <ShellProvider>
          <SiteHeader {...data} />
        </ShellProvider>
      </MemoryRouter>,
    );
    await act(async () => {
      for (const callback of idle.splice(0)) callback({} as IdleDeadline);
    });
    const menu = await vi.waitFor(
      () => {
        const dialog = document.getElementById('site-menu');
        if (!dialog?.querySelector('nav')) throw new Error('no menu yet');
        return dialog;
      },
      { timeout: 10_000 },
    );
    const group = (name: string) => within(menu).getByRole('button', { name, hidden: true });
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(group(own.label)).toHaveAttribute('aria-expanded', 'true');
    if (other) {
      fireEvent.click(group(other.label));
      expect(group(other.label)).toHaveAttribute('aria-expanded', 'true');
    }
    fireEvent.click(group('Close menu'));
    expect(menu).not.toHaveAttribute('open');
    // Another page: the same dialog, its tree as a first render would have it.
    fireEvent.click(screen.getAllByRole('link', { name: /home/i })[0]!);
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    if (other) expect(group(other.label)).toHaveAttribute('aria-expanded', 'false');
    expect(group(own.label)).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps the older sticky prop working as a position', () => {
    renderHeader({ sticky: 'none' });
    expect(screen.getByRole('banner')).toHaveAttribute('data-header-position', 'disable-fixed');
  });

  it('lays a transparent header over the page and pushes the page down otherwise', () => {
    const { unmount } = renderHeader({ theme: 'transparent' });
    expect(screen.getByRole('banner').className).toMatch(/\bfixed\b/);
    unmount();
    renderHeader({ theme: 'light' });
    expect(screen.getByRole('banner').className).toMatch(/\bsticky\b/);
  });

  it('shows the contact details and social links it is given in the top bar', async () => {
    renderHeader({ topBar: true });
    const bar = screen.getByRole('banner');
    expect(
      await within(bar).findByRole('link', { name: 'test@example.test' }, { timeout: 10_000 }),
    ).toHaveAttribute('href', 'mailto:test@example.test');
    expect(within(bar).getByRole('link', { name: '+1 555 0100' })).toHaveAttribute(
      'href',
      'tel:+15550100',
    );
    expect(within(bar).getByRole('link', { name: 'Alpha (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://alpha.example/',
    );
  });
});
