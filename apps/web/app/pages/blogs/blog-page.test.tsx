import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { blogListDemos } from '../../content/blog-list-demos.ts';
import { postsNewestFirst } from '../../content/blog-posts.ts';
import { ShellProvider } from '../../shell/shell-context.tsx';
import { blogRoutes } from '../../site-map/blogs.ts';
import BlogPage from './blog-page.tsx';

// A data router: the not-found page's search form needs one.
const renderAt = (path: string) =>
  render(
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

describe('BlogPage', () => {
  it.each(Object.entries(blogListDemos))('%s shows its title and posts', (name, demo) => {
    const { container } = renderAt(`/blogs/${name}`);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(demo.title);
    expect(container.querySelector(`ul[data-layout="${demo.layout}"]`)).not.toBeNull();
    expect(
      screen.getByRole('heading', { level: 2, name: postsNewestFirst[0]!.title }),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for an unknown style', () => {
    renderAt('/blogs/blog-nothing');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This page is off the map');
  });
});

describe('blog list rows', () => {
  it('registers exactly the styles the page knows, under their titles', () => {
    const rows = blogRoutes.map((row) => [row.path, row.title]);
    expect(rows).toEqual(
      Object.entries(blogListDemos).map(([name, demo]) => [`/blogs/${name}`, demo.title]),
    );
  });
});
