import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './carousel.tsx';
import { carouselConfig } from './carousel-config.ts';
import { loadSwiper } from './load-swiper.ts';

vi.mock('./load-swiper.ts', () => ({ loadSwiper: vi.fn(() => new Promise(() => {})) }));

const items = [
  { id: 1, text: 'First slide' },
  { id: 2, text: 'Second slide' },
  { id: 3, text: 'Third slide' },
];

function renderCarousel() {
  return render(
    <Carousel
      items={items}
      getKey={(item) => item.id}
      label="Sample"
      perView={{ base: 1, md: 2 }}
      controls="both"
      renderSlide={(item) => <p>{item.text}</p>}
    />,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Carousel', () => {
  it('renders every slide as plain HTML before Swiper loads', () => {
    renderCarousel();
    expect(screen.getByRole('region', { name: 'Sample' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.getByText('Third slide')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('hands the same markup to Swiper with the shared config once loaded', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const created: Array<{ el: HTMLElement; options: Record<string, unknown> }> = [];
    class FakeSwiper {
      autoplay = { running: true, pause: vi.fn(), resume: vi.fn(), stop: vi.fn(), start: vi.fn() };
      constructor(el: HTMLElement, options: Record<string, unknown>) {
        created.push({ el, options });
      }
      destroy = vi.fn();
      slideNext = vi.fn();
      slidePrev = vi.fn();
      slideToLoop = vi.fn();
    }
    vi.mocked(loadSwiper).mockResolvedValueOnce({
      Swiper: FakeSwiper,
      modules: [],
    } as unknown as Awaited<ReturnType<typeof loadSwiper>>);
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Sample' });
    await waitFor(() => expect(region).toHaveAttribute('data-ready', 'true'));
    expect(created).toHaveLength(1);
    expect(created[0]?.el).toHaveClass('swiper');
    expect(created[0]?.options).toMatchObject({
      loop: true,
      keyboard: { enabled: true, onlyInViewport: true },
    });
    // A visible toggle stops and restarts autoplay (WCAG 2.2.2), next to pausing on hover and focus.
    const toggle = screen.getByRole('button', { name: 'Stop automatic sliding' });
    toggle.click();
    expect(
      await screen.findByRole('button', { name: 'Start automatic sliding' }),
    ).toBeInTheDocument();
  });
  it('still pauses on hover after the visitor stops and restarts autoplay', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    vi.mocked(loadSwiper).mockImplementationOnce(
      () => vi.importActual('./swiper-runtime.ts') as unknown as ReturnType<typeof loadSwiper>,
    );
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Sample' });
    await waitFor(() => expect(region).toHaveAttribute('data-ready', 'true'));
    const clip = region.querySelector('.swiper') as HTMLElement & {
      swiper: { realIndex: number; autoplay: { running: boolean; paused: boolean } };
    };
    const hover = (type: 'pointerenter' | 'pointerleave') =>
      act(() => {
        clip.dispatchEvent(Object.assign(new Event(type), { pointerType: 'mouse' }));
      });
    // Pressing the toggle focuses it, and focus inside the carousel pauses autoplay first.
    const stop = screen.getByRole('button', { name: 'Stop automatic sliding' });
    act(() => stop.focus());
    act(() => stop.click());
    vi.useFakeTimers();
    try {
      act(() => screen.getByRole('button', { name: 'Start automatic sliding' }).click());
      expect(clip.swiper.autoplay.running).toBe(true);
      hover('pointerenter');
      act(() => vi.advanceTimersByTime(4000));
      expect(clip.swiper.realIndex).toBe(0);
      hover('pointerleave');
      act(() => vi.advanceTimersByTime(4000));
      expect(clip.swiper.realIndex).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('carouselConfig', () => {
  it('loops, autoplays every 3 s after interaction and uses the keyboard only in view', () => {
    const config = carouselConfig({ perView: { base: 1, md: 2, lg: 4 } });
    expect(config.loop).toBe(true);
    expect(config.spaceBetween).toBe(30);
    expect(config.autoplay).toEqual({
      delay: 3000,
      disableOnInteraction: false,
      pauseOnMouseEnter: true,
    });
    expect(config.keyboard).toEqual({ enabled: true, onlyInViewport: true });
    expect(config.breakpoints?.[768]?.slidesPerView).toBe(2);
    expect(config.breakpoints?.[992]?.slidesPerView).toBe(4);
    expect(config.breakpoints?.[1200]?.slidesPerView).toBe(4);
  });

  it('turns autoplay off when asked', () => {
    expect(carouselConfig({ autoplay: false }).autoplay).toBe(false);
  });
});
