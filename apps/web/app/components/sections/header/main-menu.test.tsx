import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { MainMenu } from './main-menu.tsx';

const renderMenu = () =>
  render(
    <MemoryRouter initialEntries={['/headers/white-header']}>
      <MainMenu />
      <button type="button">After</button>
    </MemoryRouter>,
  );

// The Layouts entry lists the header and footer demos (always registered).
const layoutsButton = () => screen.getByRole('button', { name: 'Layouts' });

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
    expect(container.querySelector('[data-mega-menu]:not([hidden])')).toContainElement(
      screen.getByRole('link', { name: 'Transparent header' }),
    );
    await user.click(layoutsButton());
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
