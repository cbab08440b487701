import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShellProvider } from '~/shell/shell-context.tsx';
import {
  SiteHeader,
  solidAfterPx,
  type SiteHeaderData,
  type SiteHeaderProps,
} from './site-header.tsx';
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
    // The dialogs are loaded on demand: not rendered until one is opened.
    expect(document.getElementById('site-menu')).toBeNull();
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', 'site-menu');
    expect(document.documentElement.style.overflow).toBe('hidden');
    fireEvent.click(await screen.findByRole('button', { name: 'Close menu' }, { timeout: 10_000 }));
    expect(document.documentElement.style.overflow).toBe('');
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
