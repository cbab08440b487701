import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withBase, withoutBase } from './site-base.ts';

describe('withBase', () => {
  it('puts a site path under the base', () => {
    expect(withBase('/artwork/a-1-600x400.svg', '/site/')).toBe('/site/artwork/a-1-600x400.svg');
    expect(withBase('/', '/site/')).toBe('/site/');
    expect(withBase('/privacy', '/a/b/')).toBe('/a/b/privacy');
  });

  it('leaves the root base, full URLs, other schemes, fragments and relative paths alone', () => {
    expect(withBase('/privacy', '/')).toBe('/privacy');
    for (const href of [
      'https://example.com/x',
      '//cdn.example.com/x',
      'mailto:a@b.test',
      'tel:+1555',
      'data:image/svg+xml,x',
      '#main',
      'artwork/x.svg',
    ])
      expect(withBase(href, '/site/')).toBe(href);
  });
});

describe('withoutBase', () => {
  it("gives the router's pathname of a browser pathname", () => {
    expect(withoutBase('/site/page/about-us', '/site/')).toBe('/page/about-us');
    expect(withoutBase('/site/', '/site/')).toBe('/');
    expect(withoutBase('/site', '/site/')).toBe('/');
    expect(withoutBase('/elsewhere', '/site/')).toBe('/elsewhere');
    expect(withoutBase('/page/about-us', '/')).toBe('/page/about-us');
  });
});

describe('a build under /site/ (BASE_URL) with an API origin', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it('draws artwork from under the base and calls the API on its origin, with the cookie', async () => {
    vi.stubEnv('BASE_URL', '/site/');
    vi.stubEnv('CONTRAIL_API_ORIGIN', 'https://api.example.com/');
    vi.resetModules();
    const { ArtImage } = await import('~/components/ui/art-image.tsx');
    render(<ArtImage src="/artwork/a-1-600x400.svg" alt="A hangar" width={600} height={400} />);
    expect(screen.getByRole('img', { name: 'A hangar' }).getAttribute('src')).toBe(
      '/site/artwork/a-1-600x400.svg',
    );

    const fetch = vi.fn(async () => new Response('{"status":"success"}', { status: 200 }));
    vi.stubGlobal('fetch', fetch);
    try {
      const { apiFetch, apiBase } = await import('~/lib/http.ts');
      expect(apiBase).toBe('https://api.example.com/api/');
      await apiFetch('/send', { method: 'POST', body: { email: 'a@b.test' } });
      expect(fetch).toHaveBeenCalledWith(
        'https://api.example.com/api/send',
        expect.objectContaining({ method: 'POST', credentials: 'include' }),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps same-origin calls at /api/ without an API origin', async () => {
    vi.resetModules();
    const { apiBase } = await import('~/lib/http.ts');
    expect(apiBase).toBe('/api/');
  });
});
