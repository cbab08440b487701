import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { postsNewestFirst } from '~/content/blog-posts.ts';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { concretePaths } from '~/site-map/index.ts';
import BlogArchivePage, { meta, resolveArchive } from './blog-archive-page.tsx';

const renderAt = (path: string) =>
  render(
    <RouterProvider
      router={createMemoryRouter(
        ['/blogs/category/:category', '/blogs/author/:author'].map((p) => ({
          path: p,
          element: (
            <ShellProvider>
              <BlogArchivePage />
            </ShellProvider>
          ),
        })),
        { initialEntries: [path] },
      )}
    />,
  );

const titles = () =>
  within(document.querySelector<HTMLElement>('ul[data-layout="grid"]')!)
    .queryAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('BlogArchivePage', () => {
  it('lists only the posts of one category', async () => {
    renderAt('/blogs/category/food');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent(
      'Food posts',
    );
    expect(titles()).toEqual(
      postsNewestFirst.filter((p) => p.category.includes('food')).map((p) => p.title),
    );
  });

  it('lists only the posts of one author', async () => {
    renderAt('/blogs/author/4');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent(
      'Posts by Tomás Herrera',
    );
    expect(titles()).toEqual(postsNewestFirst.filter((p) => p.author === 4).map((p) => p.title));
  });

  it.each(['/blogs/category/knitting', '/blogs/author/12', '/blogs/author/tom'])(
    '%s is the not-found page',
    async (path) => {
      expect(resolveArchive(path)).toBeUndefined();
      expect(meta({ location: { pathname: path } })).toEqual([
        { title: 'Page not found | Contrail' },
        { name: 'robots', content: 'noindex' },
      ]);
      renderAt(path);
      // The not-found sections load when shown (lazy-not-found-page.tsx).
      expect(
        await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 }),
      ).toHaveTextContent('This page is off the map');
    },
  );

  it('every category and author sample names a list with posts', () => {
    const samples = concretePaths().filter((p) => /^\/blogs\/(category|author)\//.test(p));
    expect(samples).toHaveLength(19);
    for (const path of samples) expect(resolveArchive(path)?.posts.length).toBeGreaterThan(0);
  });
});
