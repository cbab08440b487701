import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { rotateBoxDemos } from '~/content/elements/rotate-box.ts';
import { RotateBox } from './rotate-box.tsx';
import { mockMotion } from '~/testing/mock-motion.ts';

const item = rotateBoxDemos[0]!.items[0]!;

function renderBox() {
  return render(
    <MemoryRouter>
      <button type="button">Before</button>
      <RotateBox item={item} />
      <button type="button">After</button>
    </MemoryRouter>,
  );
}

describe('RotateBox', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns over when keyboard focus reaches the back link and back when it leaves', async () => {
    mockMotion(true);
    const user = userEvent.setup();
    const { container } = renderBox();
    const box = container.querySelector('[data-rotate-box]');
    expect(box).toHaveAttribute('data-flipped', 'false');
    await user.tab();
    await user.tab();
    const link = screen.getByRole('link', {
      name: new RegExp(`^${item.link.label}:? ${item.title}$`),
    });
    expect(link).toHaveFocus();
    expect(box).toHaveAttribute('data-flipped', 'true');
    await user.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
    expect(box).toHaveAttribute('data-flipped', 'false');
  });

  it('turns over on hover', async () => {
    mockMotion(true);
    const user = userEvent.setup();
    const { container } = renderBox();
    const box = container.querySelector('[data-rotate-box]')!;
    await user.hover(box);
    expect(box).toHaveAttribute('data-flipped', 'true');
    await user.unhover(box);
    expect(box).toHaveAttribute('data-flipped', 'false');
  });

  it('shows both faces and never turns when motion is reduced', async () => {
    mockMotion(false);
    const user = userEvent.setup();
    const { container } = renderBox();
    expect(screen.getByRole('heading', { name: item.title })).toBeVisible();
    expect(screen.getByText(item.text)).toBeVisible();
    await user.tab();
    await user.tab();
    expect(container.querySelector('[data-rotate-box]')).toHaveAttribute('data-flipped', 'false');
    expect(container.querySelector('[data-motion]')).toBeNull();
  });
});
