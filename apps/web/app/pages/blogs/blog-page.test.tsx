import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { blogListDemos } from '~/content/blog-list-demos.ts';
import { blogArticles } from '~/content/blog-articles.ts';
import { blogPostLayouts } from '~/content/blog-post-layouts.ts';
import { blogPosts, postsNewestFirst } from '~/content/blog-posts.ts';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { blogRoutes } from '~/site-map/blogs.ts';
import BlogPage from './blog-page.tsx';
import routeSource from './blog-page.tsx?raw';

// A data router: the not-found page's search form needs one.
const renderAt = async (path: string) => {
  const rendered = render(
    <RouterProvider
      router={createMemoryRouter(
        [
          {
            path: '/blogs/:demo',
            element: (
              <ShellProvider>
                <BlogPage />
              </ShellProvider>
            ),
          },
        ],
        { initialEntries: [path] },
      )}
    />,
  );
  // The page's content is a chunk of its own (lazyChunk): wait until it has rendered.
  await screen.findAllByRole('heading', { level: 1 }, { timeout: 15_000 });
  return rendered;
};

describe('BlogPage', () => {
  it.each(Object.entries(blogListDemos))('%s shows its title and posts', async (name, demo) => {
    const { container } = await renderAt(`/blogs/${name}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(demo.title);
    expect(container.querySelector(`ul[data-layout="${demo.layout}"]`)).not.toBeNull();
    expect(
      screen.getByRole('heading', { level: 2, name: postsNewestFirst[0]!.title }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown style', async () => {
    await renderAt('/blogs/blog-nothing');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent(
      'This page is off the map',
    );
  });
});

describe('blog post layouts', () => {
  it.each(Object.entries(blogPostLayouts))(
    '%s shows its post in the %s layout',
    async (name, { postId, style }) => {
      const { container } = await renderAt(`/blogs/${name}`);
      const post = blogPosts.find((p) => p.id === postId)!;
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(post.title);
      expect(container.querySelector(`article[data-post-layout="${style}"]`)).not.toBeNull();
      expect(screen.getByRole('heading', { level: 2, name: 'Related posts' })).toBeInTheDocument();
    },
  );

  it('layout 01 lists every category with a link to its posts', async () => {
    await renderAt('/blogs/blog-post-layout-01');
    expect(screen.getByRole('link', { name: /^Food \d+ posts$/ })).toHaveAttribute(
      'href',
      '/blogs/category/food',
    );
  });

  it('layout 05 links each section from its table of contents, one marked current', async () => {
    await renderAt('/blogs/blog-post-layout-05');
    const toc = screen.getByRole('navigation', { name: 'In this article' });
    const links = within(toc).getAllByRole('link');
    const article = blogArticles[5]!;
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      article.sections.map((s) => `#${s.id}`),
    );
    // The DOM here has no layout, so which one is current is checked in the browser (e2e/blogs.spec.ts).
    expect(links.filter((a) => a.getAttribute('aria-current') === 'location')).toHaveLength(1);
    for (const section of article.sections)
      expect(document.getElementById(section.id)).toHaveTextContent(section.heading);
  });
});

describe('blog rows', () => {
  it('registers exactly the pages the module knows, under their titles', () => {
    expect(blogRoutes.map((row) => row.path)).toEqual([
      ...Object.keys(blogListDemos).map((name) => `/blogs/${name}`),
      ...Object.keys(blogPostLayouts).map((name) => `/blogs/${name}`),
    ]);
    for (const [name, demo] of Object.entries(blogListDemos))
      expect(blogRoutes.find((row) => row.path === `/blogs/${name}`)?.title).toBe(demo.title);
  });
});

describe('blog chunks', () => {
  it('loads the list and the single-post layouts as chunks of their own, each only on its pages', () => {
    // Static imports of the route module: no section and no post text (the list pages do not carry the
    // articles, the post pages not the list).
    const imports = [...routeSource.matchAll(/^import [^;]*? from '([^']+)';/gms)].map((m) => m[1]);
    expect(
      imports.filter((from) =>
        /sections\/|blog-posts|blog-articles|blog-list-page|blog-post-layout\.tsx/.test(from!),
      ),
    ).toEqual([]);
    expect(routeSource).toContain("import('./blog-list-page.tsx')");
    expect(routeSource).toContain("import('./blog-post-layout.tsx')");
  });
});
