import { act, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { concretePaths } from '~/site-map/index.ts';
import HomeBlogMetro from './home-blog-metro.tsx';
import HomeClassicBlog from './home-classic-blog.tsx';
import HomeLifestyleBlog from './home-lifestyle-blog.tsx';
import HomeMagazine from './home-magazine.tsx';

// The four blog home demos show the blog's own posts: every post and category link on them opens a page
// that exists (a prerendered route of the site map), never a 404.
const demos: [string, ComponentType][] = [
  ['/home-magazine', HomeMagazine],
  ['/home-lifestyle-blog', HomeLifestyleBlog],
  ['/home-classic-blog', HomeClassicBlog],
  ['/home-blog-metro', HomeBlogMetro],
];
const existing = new Set(concretePaths());

describe.each(demos)('%s', (path, Page) => {
  it('has one h1, and every post and category link goes to an existing page', async () => {
    await act(async () => {
      render(
        <RouterProvider
          router={createMemoryRouter(
            [
              {
                path,
                element: (
                  <ShellProvider>
                    <Page />
                  </ShellProvider>
                ),
              },
            ],
            { initialEntries: [path] },
          )}
        />,
      );
    });
    // The sections below the first screen are a chunk of their own: the page renders once it is in.
    expect(await screen.findAllByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveLength(
      1,
    );
    const main = screen.getByRole('main');
    const hrefs = [...main.querySelectorAll('a[href^="/blog"]')].map((a) =>
      a.getAttribute('href')!,
    );
    const posts = hrefs.filter((href) => href.startsWith('/blog-types/standard-post/'));
    const categories = hrefs.filter((href) => href.startsWith('/blogs/category/'));
    expect(posts.length, 'post links').toBeGreaterThanOrEqual(8);
    expect(
      hrefs.filter((href) => !existing.has(href)),
      'links to missing pages',
    ).toEqual([]);
    if (path !== '/home-classic-blog')
      expect(categories.length, 'category links').toBeGreaterThanOrEqual(4);
  });
});
