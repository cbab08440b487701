import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { parallaxDemos } from '~/content/elements/parallax.ts';
import { ParallaxBanner } from './parallax-banner.tsx';
import { mockMotion } from '~/testing/mock-motion.ts';

const demo = parallaxDemos[0]!;

function renderBanner() {
  const view = render(
    <MemoryRouter>
      <ParallaxBanner data={demo.data} mode="scroll" speed={0.5} />
    </MemoryRouter>,
  );
  const layer = view.container.querySelector('img')?.parentElement as HTMLElement;
  return { ...view, layer };
}

describe('ParallaxBanner', () => {
  afterEach(() => vi.restoreAllMocks());

  it('moves the image layer against the scroll when motion is allowed', () => {
    mockMotion(true);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 1;
    });
    const { layer } = renderBanner();
    vi.spyOn(layer.parentElement!, 'getBoundingClientRect').mockReturnValue({
      top: 900,
      height: 400,
    } as DOMRect);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(layer.style.transform).toMatch(/^translate3d\(0, -?\d+(\.\d)?px, 0\)$/);
    expect(layer.style.transform).not.toBe('translate3d(0, 0.0px, 0)');
  });

  it('stays still under reduced motion or on small screens', () => {
    mockMotion(false);
    const { layer } = renderBanner();
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(layer.style.transform).toBe('');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(demo.data.title);
  });
});
