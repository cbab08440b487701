import { describe, expect, it } from 'vitest';
import type { PageTitleProps } from '~/components/sections/page-title/page-title.tsx';
import { companyPageRoutes } from '~/site-map/pages-company.ts';
import { isLiveHref } from '~/site-map/index.ts';
import { monthlyPlans, yearlyPlans } from '~/content/pricing.ts';
import * as aboutMe from './about-me.ts';
import * as aboutUs from './about-us.ts';
import * as latestNews from './latest-news.ts';
import * as ourProcess from './our-process.ts';
import * as ourServices from './our-services.ts';
import * as ourStory from './our-story.ts';
import * as ourTeam from './our-team.ts';
import * as pricingPackages from './pricing-packages.ts';
import * as whatWeOffer from './what-we-offer.ts';
import * as whoWeAre from './who-we-are.ts';

/** Each company page's content module and its page-title data, by path. */
const pages: Record<string, { content: object; title: PageTitleProps }> = {
  '/page/about-me': { content: aboutMe, title: aboutMe.aboutMeTitle },
  '/page/about-us': { content: aboutUs, title: aboutUs.aboutUsTitle },
  '/page/our-story': { content: ourStory, title: ourStory.ourStoryTitle },
  '/page/who-we-are': { content: whoWeAre, title: whoWeAre.whoWeAreTitle },
  '/page/our-services': { content: ourServices, title: ourServices.ourServicesTitle },
  '/page/what-we-offer': { content: whatWeOffer, title: whatWeOffer.whatWeOfferTitle },
  '/page/our-process': { content: ourProcess, title: ourProcess.ourProcessTitle },
  '/page/our-team': { content: ourTeam, title: ourTeam.ourTeamTitle },
  '/page/latest-news': { content: latestNews, title: latestNews.latestNewsTitle },
  '/page/pricing-packages': { content: pricingPackages, title: pricingPackages.pricingTitle },
};

/** Every `href` / `link` string in a content value, however deeply nested. */
function internalLinks(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) internalLinks(item, found);
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) {
      if ((key === 'href' || key === 'link') && typeof inner === 'string' && inner.startsWith('/'))
        found.push(inner);
      else internalLinks(inner, found);
    }
  return found;
}

describe('company pages content', () => {
  it('has content for exactly the registered company routes', () => {
    expect(companyPageRoutes.map((route) => route.path).sort()).toEqual(Object.keys(pages).sort());
  });

  it('ends every breadcrumb trail at its own page, starting from home', () => {
    for (const [path, { title }] of Object.entries(pages)) {
      const trail = title.breadcrumbs ?? [];
      expect(trail[0]?.href, path).toBe('/');
      expect(trail.at(-1)?.href, path).toBe(path);
    }
  });

  it('links only to registered routes, and each page to at least one other company page', () => {
    for (const [path, { content }] of Object.entries(pages)) {
      const links = internalLinks(content);
      for (const href of links) expect(isLiveHref(href), `${path} → ${href}`).toBe(true);
      const others = links.filter((href) => href !== path && href in pages);
      expect(others.length, path).toBeGreaterThan(0);
    }
  });

  it('compares the same plans, prices and limits the pricing tabs show', () => {
    const { columns, groups } = pricingPackages.planComparison;
    expect(columns).toEqual(monthlyPlans.map((plan) => plan.title));
    const storage = groups.flatMap((g) => g.rows).find((row) => row.feature === 'Storage');
    expect(storage?.values).toEqual(['20 GB', '40 GB', '60 GB']);
    const standardYearly = yearlyPlans.find((plan) => plan.title === 'Standard')?.price ?? '';
    const yearlyAnswer = pricingPackages.pricingFaq.find((item) => item.id === 'yearly');
    expect(yearlyAnswer?.content).toContain(standardYearly);
  });
});
