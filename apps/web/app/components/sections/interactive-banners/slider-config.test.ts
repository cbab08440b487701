import { describe, expect, it } from 'vitest';
import { startupSlides } from '~/content/startup.ts';
import { bannerSliderConfig } from './slider-config.ts';

describe('interactive banner slider configuration (spec §9)', () => {
  it('shows 1 slide, 2 from 768 px and 4 from 992 px, 30 px apart', () => {
    expect(bannerSliderConfig.slidesPerView).toBe(1);
    expect(bannerSliderConfig.breakpoints).toEqual({
      768: { slidesPerView: 2 },
      992: { slidesPerView: 4 },
    });
    expect(bannerSliderConfig.spaceBetween).toBe(30);
  });

  it('loops and autoplays every 3 s, continuing after interaction', () => {
    expect(bannerSliderConfig.loop).toBe(true);
    expect(bannerSliderConfig.autoplay.delay).toBe(3000);
    expect(bannerSliderConfig.autoplay.disableOnInteraction).toBe(false);
    expect(bannerSliderConfig.autoplay.pauseOnMouseEnter).toBe(true);
  });

  it('takes keyboard control only while in view', () => {
    expect(bannerSliderConfig.keyboard).toEqual({ enabled: true, onlyInViewport: true });
  });

  it('has 8 startup slides whose info buttons lead to /page/what-we-offer', () => {
    expect(startupSlides).toHaveLength(8);
    for (const slide of startupSlides) expect(slide.btnLink).toBe('/page/what-we-offer');
  });
});
