import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { schemeScript, schemeStorageKey } from '~/lib/color-scheme.ts';
import { SchemeOnly, SchemeSwitch } from './scheme-switch.tsx';

const root = document.documentElement;

afterEach(() => {
  localStorage.clear();
  root.removeAttribute('data-scheme');
  root.removeAttribute('data-scheme-switching');
});

describe('the colour-scheme switch', () => {
  it('is a labelled group of three radio buttons, the system’s chosen by default', () => {
    render(<SchemeSwitch />);
    const group = screen.getByRole('group', { name: 'Colour scheme' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['system', 'light', 'dark']);
    expect(group).toContainElement(radios[0]!);
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
  });

  it('applies a choice at once, keeps it, and the keyboard moves it with the arrow keys', async () => {
    const user = userEvent.setup();
    render(<SchemeSwitch />);
    const switching: boolean[] = [];
    const observer = new MutationObserver(() =>
      switching.push(root.hasAttribute('data-scheme-switching')),
    );
    observer.observe(root, { attributeFilter: ['data-scheme-switching'] });
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(root.dataset.scheme).toBe('dark');
    expect(localStorage.getItem(schemeStorageKey)).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
    // Transitions are off while the colours change, and on again after.
    await vi.waitFor(() => expect(switching).toEqual([true, false]));
    observer.disconnect();
    // Arrow keys move within the group (native radios): from dark round to system.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'System' })).toBeChecked();
    expect(root.hasAttribute('data-scheme')).toBe(false);
    expect(localStorage.getItem(schemeStorageKey)).toBeNull();
    await user.keyboard('{ArrowRight}');
    expect(root.dataset.scheme).toBe('light');
  });

  it('keeps two switches on a page in step', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SchemeSwitch />
        <SchemeSwitch tone="inverse" />
      </>,
    );
    await user.click(screen.getAllByRole('radio', { name: 'Light' })[0]!);
    expect(
      screen.getAllByRole('radio', { name: 'Light' }).map((r) => (r as HTMLInputElement).checked),
    ).toEqual([true, true]);
  });

  it('follows a choice made in another tab', () => {
    render(<SchemeSwitch />);
    act(() => {
      window.dispatchEvent(
        new StorageEvent('storage', { key: schemeStorageKey, newValue: 'dark' }),
      );
    });
    expect(root.dataset.scheme).toBe('dark');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeChecked();
  });
});

describe('the switch on a one-scheme demo', () => {
  const only = { scheme: 'dark', reason: 'Drawn for a dark page.' } as const;

  it('says the page is fixed to its scheme and why, describing the group, and keeps the visitor’s choice', async () => {
    const user = userEvent.setup();
    render(
      <SchemeOnly value={only}>
        <SchemeSwitch />
      </SchemeOnly>,
    );
    const group = screen.getByRole('group', { name: 'Colour scheme' });
    expect(group).toHaveAttribute('data-scheme-fixed', 'dark');
    // The note is a chunk of its own.
    await screen.findByText(/Drawn for a dark page/);
    expect(group).toHaveAccessibleDescription(
      'Shown in dark only. Drawn for a dark page. Your choice applies to the other pages.',
    );
    await user.click(screen.getByRole('radio', { name: 'Light' }));
    // The choice is kept (for the other pages) and the note shows while the switch has focus…
    expect(root.dataset.scheme).toBe('light');
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveFocus();
    const note = screen.getByText(/Drawn for a dark page/).closest('p')!;
    expect(note).not.toHaveAttribute('hidden');
    // …until Escape closes it, without moving the focus; another key opens it again.
    await user.keyboard('{Escape}');
    expect(note).toHaveAttribute('hidden');
    expect(screen.getByRole('radio', { name: 'Light' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(note).not.toHaveAttribute('hidden');
  });

  it('says nothing more on a page in both schemes', () => {
    render(<SchemeSwitch />);
    const group = screen.getByRole('group', { name: 'Colour scheme' });
    expect(group).not.toHaveAttribute('data-scheme-fixed');
    expect(group).not.toHaveAttribute('aria-describedby');
  });
});

describe('the inline scheme script', () => {
  const run = () => new Function(schemeScript)() as void;

  it('puts the kept choice on the root, and nothing for the system’s or a stray value', () => {
    run();
    expect(root.hasAttribute('data-scheme')).toBe(false);
    localStorage.setItem(schemeStorageKey, 'dark');
    run();
    expect(root.dataset.scheme).toBe('dark');
    root.removeAttribute('data-scheme');
    localStorage.setItem(schemeStorageKey, 'purple');
    run();
    expect(root.hasAttribute('data-scheme')).toBe(false);
  });

  it('is plain ES5 with no quote that would need escaping in HTML', () => {
    expect(schemeScript).not.toMatch(/=>|\blet\b|\bconst\b|`|<|"/);
    expect(schemeScript.length).toBeLessThan(200);
  });
});
