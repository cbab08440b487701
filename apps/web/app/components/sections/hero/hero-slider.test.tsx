import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HeroSlider, type HeroSlide } from './hero-slider.tsx';
import { stubMedia } from './hero-test-media.ts';

const slide = (n: number, title: string): HeroSlide => ({
  eyebrow: `Eyebrow ${n}`,
  title,
  lead: `Lead of slide ${n}`,
  primary: { label: `Action ${n}`, href: `#a${n}` },
  image: { src: `/artwork/city-${n}-1600x900.svg`, alt: `Picture ${n}`, width: 1600, height: 900 },
});
const slides = [
  slide(1, 'Plans that hold'),
  slide(2, 'Teams that stay'),
  slide(3, 'Numbers that add up'),
];

function renderSlider() {
  return render(
    <MemoryRouter>
      <HeroSlider slides={slides} label="Highlights" />
    </MemoryRouter>,
  );
}

describe('HeroSlider', () => {
  beforeEach(() => {
    stubMedia({ reduced: false });
    // The carousel waits for its region to near the viewport before it loads Swiper: never, here.
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        disconnect() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('prerenders every slide; the first picture is the eager, high-priority LCP image, the rest lazy', () => {
    renderSlider();
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
    expect(screen.getAllByRole('group')).toHaveLength(3);
    const [first, ...rest] = screen.getAllByRole('img');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(first).toHaveAttribute('fetchpriority', 'high');
    expect(first).toHaveAttribute('width', '1600');
    expect(first).toHaveAttribute('height', '900');
    for (const image of rest) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority', 'high');
    }
  });

  it('makes the first slide title the page h1 and the others h2', () => {
    renderSlider();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Plans that hold');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Teams that stay',
      'Numbers that add up',
    ]);
  });

  it('announces the slide the visitor moved to, and stays quiet while it turns by itself', async () => {
    const { container } = renderSlider();
    const live = container.querySelector('[data-slider-announcement]');
    expect(live).toHaveAttribute('aria-live', 'polite');
    const dot = (n: number) => screen.getByRole('button', { name: `Go to slide ${n}` });
    const moveTo = (n: number) => {
      for (let i = 1; i <= 3; i++)
        if (i === n) dot(i).setAttribute('aria-current', 'true');
        else dot(i).removeAttribute('aria-current');
    };
    // Autoplay (no key or pointer press before): nothing is announced.
    await act(async () => moveTo(2));
    expect(live).toHaveTextContent('');
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    await act(async () => moveTo(3));
    expect(live).toHaveTextContent('Slide 3 of 3: Numbers that add up');
  });
});
