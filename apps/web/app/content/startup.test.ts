import { describe, expect, it } from 'vitest';
import { blogPosts, postsInCategory } from './blog-posts.ts';
import { monthlyPlans, pricingSets, yearlyPlans } from './pricing.ts';
import { allServicesAction } from './services.ts';
import { startupCta, startupHighlights, startupStats } from './startup.ts';

// The startup home page's sample content carries the spec's texts and numbers (§2, §3, §9).
describe('startup sample content', () => {
  it('has the three icon-with-text items and the statistics', () => {
    expect(startupHighlights.map((item) => item.title)).toEqual([
      'Innovative business',
      'Expertly marketing',
      'Engaging audiences',
    ]);
    expect(startupStats.map((s) => `${s.value}${s.suffix ?? ''}`)).toEqual(['175+', '20', '200+']);
  });

  it('has monthly (default) and yearly plans with the spec prices, limits and popular flag', () => {
    expect(pricingSets.map((set) => set.label)).toEqual(['MONTHLY', 'YEARLY']);
    expect(monthlyPlans.map((p) => p.price)).toEqual(['$9.99', '$19.99', '$29.99']);
    expect(yearlyPlans.map((p) => p.price)).toEqual(['$90.99', '$199.99', '$290.99']);
    for (const plans of [monthlyPlans, yearlyPlans]) {
      expect(plans.map((p) => p.title)).toEqual(['Basic', 'Standard', 'Premium']);
      expect(plans.map((p) => p.popular ?? false)).toEqual([false, true, false]);
      expect(plans.map((p) => p.plans.slice(0, 3))).toEqual([
        ['5 domains', '2 GB upload', '20 GB storage'],
        ['10 domains', '2 GB upload', '40 GB storage'],
        ['20 domains', '4 GB upload', '60 GB storage'],
      ]);
    }
  });

  it('links all services with the trailing slash and subscribes with "Subscribe Now"', () => {
    expect(allServicesAction.href).toBe('/page/our-services/');
    expect(startupCta.action).toMatchObject({ kind: 'subscribe', buttonLabel: 'Subscribe Now' });
  });

  it('has at least six startup blog posts with spec fields', () => {
    const startup = postsInCategory('startup');
    expect(startup.length).toBeGreaterThanOrEqual(6);
    for (const post of blogPosts) {
      expect(post.author).toBeGreaterThanOrEqual(1);
      expect(post.author).toBeLessThanOrEqual(9);
      expect(post.img.src).toMatch(/^\/artwork\/[a-z]+-\d+-\d+x\d+\.svg$/);
    }
    expect(new Set(blogPosts.map((p) => p.id)).size).toBe(blogPosts.length);
  });
});
