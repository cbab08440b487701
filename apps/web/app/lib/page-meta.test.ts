import { afterEach, describe, expect, it, vi } from 'vitest';

const meta = (content: string) => {
  const tag = document.createElement('meta');
  tag.name = 'description';
  tag.content = content;
  document.head.append(tag);
};

afterEach(() => {
  document.head.querySelectorAll('meta[name="description"]').forEach((tag) => tag.remove());
  window.history.replaceState(null, '', '/');
});

/** page-meta and its descriptions, loaded afresh as a page that starts at `path` with `description`. */
async function startAt(path: string, description: string) {
  vi.resetModules();
  window.history.replaceState(null, '', path);
  meta(description);
  const { pageMeta } = await import('./page-meta.ts');
  const { loadDescriptions } = await import('~/site-map/descriptions.ts');
  return { pageMeta, loadDescriptions };
}

describe('pageMeta', () => {
  it('gives the page it starts on the description of its prerendered <head>, before any description loads', async () => {
    const { pageMeta } = await startAt('/elements/accordions', 'As prerendered.');
    expect(pageMeta({ location: { pathname: '/elements/accordions' } })).toEqual([
      { title: 'Accordions | Contrail' },
      { name: 'description', content: 'As prerendered.' },
    ]);
  });

  it('gives a client navigation the page’s title, and its description once they have loaded', async () => {
    const { pageMeta, loadDescriptions } = await startAt('/', 'The landing page.');
    expect(pageMeta({ location: { pathname: '/parts' } })).toEqual([
      { title: 'Parts catalogue | Contrail' },
    ]);
    window.history.pushState(null, '', '/parts');
    // Loaded after a navigation: the meta must be rendered again.
    await expect(loadDescriptions()).resolves.toBe(true);
    const { findRoute } = await import('~/site-map/index.ts');
    expect(pageMeta({ location: { pathname: '/parts' } })).toEqual([
      { title: 'Parts catalogue | Contrail' },
      { name: 'description', content: findRoute('/parts')?.description },
    ]);
    expect(pageMeta({ location: { pathname: '/blog-types/standard-post/1' } })[1]).toEqual({
      name: 'description',
      content: findRoute('/blog-types/standard-post/1')?.description,
    });
  });

  it('names a path the site map does not have as not found', async () => {
    const { pageMeta } = await startAt('/', 'The landing page.');
    expect(pageMeta({ location: { pathname: '/no-such-page' } })).toEqual([
      { title: 'Page not found | Contrail' },
      { name: 'robots', content: 'noindex' },
    ]);
  });
});
