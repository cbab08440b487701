import { describe, expect, it } from 'vitest';
import type { SiteRoute } from '~/site-map/types.ts';
import { searchSite, type SearchableRoute } from './site-search.ts';

const row = (
  path: string,
  title: string,
  group: SiteRoute['group'],
  description: string,
): SearchableRoute => ({ path, title, group, description });
const routes = [
  row('/home-startup', 'Startup', 'home', 'A marketing home page with pricing and a newsletter.'),
  row(
    '/elements/pricing-table',
    'Pricing table',
    'elements',
    'Plans in four styles with monthly and yearly tabs.',
  ),
  row(
    '/headers/dark-header',
    'Dark header',
    'headers',
    'A dark navigation bar over sample content.',
  ),
];

describe('site search', () => {
  it('ranks title matches above description matches', () => {
    expect(searchSite(routes, 'pricing').map((h) => h.route.path)).toEqual([
      '/elements/pricing-table',
      '/home-startup',
    ]);
  });
  it('requires every word and matches prefixes', () => {
    expect(searchSite(routes, 'dark head').map((h) => h.route.path)).toEqual([
      '/headers/dark-header',
    ]);
    expect(searchSite(routes, 'dark pricing')).toEqual([]);
  });
  it('answers nothing for an empty query', () => {
    expect(searchSite(routes, '  ')).toEqual([]);
  });
});
