import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startupSlides } from '~/content/startup.ts';
import { loadSwiper } from '../carousel/load-swiper.ts';
import { InteractiveBanners } from './interactive-banners.tsx';

vi.mock('../carousel/load-swiper.ts', () => ({ loadSwiper: vi.fn(() => new Promise(() => {})) }));

afterEach(() => vi.unstubAllGlobals());

const slides = startupSlides.slice(0, 5);
const renderBanners = (layout?: 'grid') =>
  render(
    <MemoryRouter>
      <InteractiveBanners slides={slides} label="What we offer" layout={layout} />
    </MemoryRouter>,
  );

describe('InteractiveBanners (spec §9)', () => {
  it('as a slider, is the site carousel: every banner prerendered, arrows, a dot a banner', () => {
    renderBanners();
    const region = screen.getByRole('region', { name: 'What we offer' });
    expect(within(region).getAllByRole('group')).toHaveLength(5);
    expect(within(region).getByText(slides[4]!.title)).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(region).getByRole('button', { name: 'Go to slide 5' })).toBeInTheDocument();
  });

  it('hands Swiper 1 banner per view, 2 from 768 px and 4 from 992 px, 30 px apart, looping every 3 s', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const options: Record<string, unknown>[] = [];
    class FakeSwiper {
      autoplay = { running: true };
      constructor(_el: HTMLElement, given: Record<string, unknown>) {
        options.push(given);
      }
      destroy = vi.fn();
    }
    vi.mocked(loadSwiper).mockResolvedValueOnce({
      Swiper: FakeSwiper,
      modules: [],
    } as unknown as Awaited<ReturnType<typeof loadSwiper>>);
    renderBanners();
    await waitFor(() => expect(options).toHaveLength(1));
    expect(options[0]).toMatchObject({
      slidesPerView: 1,
      spaceBetween: 30,
      loop: true,
      autoplay: { delay: 3000, disableOnInteraction: false, pauseOnMouseEnter: true },
      keyboard: { enabled: true, onlyInViewport: true },
      breakpoints: {
        576: { slidesPerView: 1 },
        768: { slidesPerView: 2 },
        992: { slidesPerView: 4 },
      },
    });
  });

  it('as a grid, lists the banners in a section named by its label', () => {
    renderBanners('grid');
    const section = screen.getByRole('region', { name: 'What we offer' });
    expect(within(section).getAllByRole('listitem')).toHaveLength(5);
    expect(within(section).queryByRole('button', { name: 'Next slide' })).toBeNull();
  });

  it('has 8 startup slides whose info buttons lead to /page/what-we-offer', () => {
    expect(startupSlides).toHaveLength(8);
    for (const slide of startupSlides) expect(slide.btnLink).toBe('/page/what-we-offer');
  });
});
