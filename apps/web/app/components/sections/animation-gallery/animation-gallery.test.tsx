import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { animationDemos } from '~/content/icons/animations.ts';
import { AnimationGallery } from './animation-gallery.tsx';
import { mockMotion } from '~/testing/mock-motion.ts';

const effect = (id: string) => document.querySelector(`[data-effect="${id}"]`) as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('AnimationGallery', () => {
  it('shows every effect with its name and a replay button, and carries its own CSS', () => {
    mockMotion(true);
    render(<AnimationGallery demos={animationDemos} />);
    for (const demo of animationDemos) {
      expect(screen.getByRole('heading', { name: demo.name, level: 3 })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: `Replay ${demo.name}` })).toBeEnabled();
      expect(effect(demo.id)).toHaveClass(`ca-${demo.id}`);
      expect(effect(demo.id)).toHaveAttribute('data-motion');
    }
    const css = document.querySelector('style')?.textContent ?? '';
    for (const demo of animationDemos) expect(css).toContain(`.ca-${demo.id}`);
    expect(css).toContain('prefers-reduced-motion: reduce');
    expect(screen.getByRole('status')).toHaveTextContent('Motion is on');
  });

  it('replays an entrance effect on a new element, and holds a hover effect on for a moment', () => {
    vi.useFakeTimers();
    mockMotion(true);
    render(<AnimationGallery demos={animationDemos} />);
    const before = effect('zoom-in');
    fireEvent.click(screen.getByRole('button', { name: 'Replay Zoom in' }));
    expect(effect('zoom-in')).not.toBe(before);
    expect(effect('zoom-in')).toHaveClass('ca-zoom-in');

    fireEvent.click(screen.getByRole('button', { name: 'Replay Lift' }));
    expect(effect('lift')).toHaveAttribute('data-preview');
    act(() => vi.advanceTimersByTime(1300));
    expect(effect('lift')).not.toHaveAttribute('data-preview');
    vi.useRealTimers();
  });

  it('under reduced motion says the effects hold still and disables the replay buttons', () => {
    mockMotion(false);
    render(<AnimationGallery demos={animationDemos} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Motion is off: your system asks for reduced motion',
    );
    for (const demo of animationDemos) {
      const button = screen.getByRole('button', { name: `Replay ${demo.name}` });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(/Motion is off/);
    }
  });
});
