import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockMotion } from '~/testing/mock-motion.ts';
import { centredOffset, useParallax, type ParallaxOffset } from './use-parallax.ts';

function Layer({ speed, offset }: { speed: number; offset?: ParallaxOffset }) {
  const ref = useParallax<HTMLDivElement>(speed, offset);
  return (
    <div data-frame>
      <div ref={ref} data-layer />
    </div>
  );
}

const layerOf = (container: HTMLElement) => container.querySelector('[data-layer]') as HTMLElement;

describe('useParallax', () => {
  afterEach(() => vi.restoreAllMocks());

  it('centres on mid-window by default: zero when the frame’s middle is there', () => {
    const frame = document.createElement('div');
    vi.spyOn(frame, 'getBoundingClientRect').mockReturnValue({ top: 100, height: 200 } as DOMRect);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(400);
    expect(centredOffset(frame, 0.5)).toBeCloseTo(0);
    vi.spyOn(window, 'innerHeight', 'get').mockReturnValue(800);
    expect(centredOffset(frame, 0.5)).toBe(100);
  });

  it('moves the layer by the offset it is given, on scroll', () => {
    mockMotion(true);
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
      cb(0);
      return 1;
    });
    let scrolled = 10;
    const offset: ParallaxOffset = (_frame, speed) => scrolled * speed;
    const { container } = render(<Layer speed={0.5} offset={offset} />);
    expect(layerOf(container).style.transform).toBe('translate3d(0, 5.0px, 0)');
    scrolled = 40;
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(layerOf(container).style.transform).toBe('translate3d(0, 20.0px, 0)');
  });

  it('leaves the layer still at speed 0 or when motion is off', () => {
    mockMotion(true);
    const still = render(<Layer speed={0} />);
    expect(layerOf(still.container).style.transform).toBe('');
    still.unmount();
    mockMotion(false);
    const off = render(<Layer speed={0.5} />);
    expect(layerOf(off.container).style.transform).toBe('');
  });
});
