import { afterEach, describe, expect, it, vi } from 'vitest';

const meta = (name: string, content: string) => {
  const tag = document.createElement('meta');
  tag.name = name;
  tag.content = content;
  document.head.append(tag);
};

afterEach(() => {
  document.head.querySelectorAll('meta').forEach((tag) => tag.remove());
  document.title = '';
  window.history.replaceState(null, '', '/');
});

/**
 * page-meta, loaded afresh as a page that starts at `path` with the prerendered `title`, `description` and
 * robots rules in its <head>.
 */
async function startAt(path: string, title: string, description?: string, robots: string[] = []) {
  vi.resetModules();
  window.history.replaceState(null, '', path);
  document.title = title;
  if (description !== undefined) meta('description', description);
  for (const rule of robots) meta('robots', rule);
  return import('./page-meta.ts');
}

describe('pageMeta', () => {
  it('gives the page it starts on the title and description of its prerendered <head>, before the site map loads', async () => {
    const { pageMeta } = await startAt(
      '/elements/accordions',
      'Accordions | Contrail',
      'As prerendered.',
    );
    expect(pageMeta({ location: { pathname: '/elements/accordions' } })).toEqual([
      { title: 'Accordions | Contrail' },
      { name: 'description', content: 'As prerendered.' },
    ]);
  });

  it('keeps the starting page’s robots rule, and a not-found page’s meta, as prerendered', async () => {
    const quote = await startAt('/quote/abc', 'Your quote | Contrail', undefined, [
      'noindex, nofollow',
    ]);
    expect(quote.pageMeta({ location: { pathname: '/quote/abc' } })).toEqual([
      { title: 'Your quote | Contrail' },
      { name: 'robots', content: 'noindex, nofollow' },
    ]);
    const missing = await startAt('/nowhere', 'Page not found | Contrail', undefined, ['noindex']);
    expect(missing.pageMeta({ location: { pathname: '/nowhere' } })).toEqual(missing.notFoundMeta);
  });

  it('gives a client navigation the page’s title and description once the site map and descriptions have loaded', async () => {
    const { pageMeta, loadPageMeta } = await startAt('/', 'Contrail', 'The landing page.');
    // Before they arrive, a navigation has no title of its own (root.tsx renders the meta again after).
    expect(pageMeta({ location: { pathname: '/parts' } })).toEqual([]);
    window.history.pushState(null, '', '/parts');
    // Loaded after a navigation: the meta must be rendered again.
    await expect(Promise.all(loadPageMeta())).resolves.toEqual([true, true]);
    const { findRoute } = await import('~/site-map/index.ts');
    expect(pageMeta({ location: { pathname: '/parts' } })).toEqual([
      { title: 'Parts catalogue | Contrail' },
      { name: 'description', content: findRoute('/parts')?.description },
    ]);
    expect(pageMeta({ location: { pathname: '/blog-types/standard-post/1' } })[1]).toEqual({
      name: 'description',
      content: findRoute('/blog-types/standard-post/1')?.description,
    });
    expect(pageMeta({ location: { pathname: `/quote/${'a'.repeat(43)}` } })).toContainEqual({
      name: 'robots',
      content: 'noindex, nofollow',
    });
  });

  it('names a path the site map does not have as not found', async () => {
    const { pageMeta, loadPageMeta } = await startAt('/', 'Contrail', 'The landing page.');
    await Promise.all(loadPageMeta());
    expect(pageMeta({ location: { pathname: '/no-such-page' } })).toEqual([
      { title: 'Page not found | Contrail' },
      { name: 'robots', content: 'noindex' },
    ]);
  });
});
