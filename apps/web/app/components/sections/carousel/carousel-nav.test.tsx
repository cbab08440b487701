import { fireEvent, render, screen } from '@testing-library/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { describe, expect, it, vi } from 'vitest';
import { CarouselNav } from './carousel-nav.tsx';

function fakeSwiper() {
  return {
    slidePrev: vi.fn(),
    slideNext: vi.fn(),
    slideToLoop: vi.fn(),
    autoplay: { start: vi.fn(), stop: vi.fn() },
  };
}

describe('CarouselNav', () => {
  it('drives the slider from its arrows and dots', () => {
    const swiper = fakeSwiper();
    const swiperRef = { current: swiper as unknown as SwiperInstance };
    render(
      <CarouselNav
        swiperRef={swiperRef}
        keys={['a', 'b', 'c']}
        active={1}
        controls="both"
        tone="default"
        autoplaying={false}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(swiper.slidePrev).toHaveBeenCalledOnce();
    expect(swiper.slideNext).toHaveBeenCalledOnce();
    expect(swiper.slideToLoop).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.queryByRole('button', { name: /automatic sliding/ })).toBeNull();
  });

  it('stops and restarts autoplay with its toggle', () => {
    const swiper = fakeSwiper();
    const swiperRef = { current: swiper as unknown as SwiperInstance };
    render(
      <CarouselNav
        swiperRef={swiperRef}
        keys={[1, 2]}
        active={0}
        controls="none"
        tone="inverse"
        autoplaying
      />,
    );
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Stop automatic sliding' }));
    expect(swiper.autoplay.stop).toHaveBeenCalledOnce();
    fireEvent.click(screen.getByRole('button', { name: 'Start automatic sliding' }));
    expect(swiper.autoplay.start).toHaveBeenCalledOnce();
  });

  it('renders nothing without controls or autoplay', () => {
    const { container } = render(
      <CarouselNav
        swiperRef={{ current: null }}
        keys={[1]}
        active={0}
        controls="none"
        tone="default"
        autoplaying={false}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('keeps the toggle’s place, invisible, until autoplay starts (the dots do not move when it appears)', () => {
    const nav = (autoplaying: boolean) => (
      <CarouselNav
        swiperRef={{ current: null }}
        keys={[1, 2, 3]}
        active={0}
        controls="pagination"
        tone="default"
        autoplay
        autoplaying={autoplaying}
      />
    );
    const { container, rerender } = render(nav(false));
    const slot = container.querySelector('[data-toggle-slot]');
    expect(slot).toHaveClass('invisible', 'size-10', 'motion-reduce:hidden');
    expect(screen.queryByRole('button', { name: /automatic sliding/ })).toBeNull();
    rerender(nav(true));
    expect(container.querySelector('[data-toggle-slot]')).toBeNull();
    expect(screen.getByRole('button', { name: 'Stop automatic sliding' })).toHaveClass('size-10');
  });
});
