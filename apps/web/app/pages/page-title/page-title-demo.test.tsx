import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { pageTitleDemos } from '~/content/page-title-demos.ts';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { hrefOf, routesInGroup } from '~/site-map/index.ts';
import PageTitleDemoPage from './page-title-demo.tsx';

function renderAt(path: string) {
  // A data router, as in the app: the not-found page's search form needs one.
  const router = createMemoryRouter(
    [
      {
        path: '/page-title/:demo',
        element: (
          <ShellProvider>
            <PageTitleDemoPage />
          </ShellProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

const rows = routesInGroup('page-title');

describe('/page-title/* demos', () => {
  it('registers the ten demos of the spec, each with its content', () => {
    expect(rows.map(hrefOf)).toEqual([
      '/page-title/left-alignment',
      '/page-title/right-alignment',
      '/page-title/center-alignment',
      '/page-title/colorful-style',
      '/page-title/big-typography',
      '/page-title/parallax-background',
      '/page-title/separate-breadcrumbs',
      '/page-title/gallery-background',
      '/page-title/background-video',
      '/page-title/mini-version',
    ]);
    expect(Object.keys(pageTitleDemos).sort()).toEqual(rows.map(hrefOf).sort());
  });

  it.each(rows.map((row) => [hrefOf(row), row.title]))(
    '%s shows its h1, breadcrumbs, page content and the other styles',
    async (path, title) => {
      const view = renderAt(path);
      // A title with a picture or video behind it renders once its backdrop's chunk has arrived.
      const h1s = await screen.findAllByRole('heading', { level: 1 });
      expect(h1s).toHaveLength(1);
      expect(h1s[0]).toHaveTextContent(title);
      const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(crumbs).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      expect(within(crumbs).getByText(title)).toHaveAttribute('aria-current', 'page');
      expect(view.container.querySelectorAll('h2').length).toBeGreaterThanOrEqual(3);
      const others = screen.getByRole('navigation', { name: 'Other title styles' });
      const links = within(others).getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(rows.map(hrefOf));
      expect(within(others).getByRole('link', { current: 'page' })).toHaveAttribute('href', path);
    },
  );

  it('shows each demo its own look', async () => {
    const look = async (path: string) => {
      const view = renderAt(path);
      await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
      const section = view.container.querySelector('[data-section="page-title"]') as HTMLElement;
      const found = {
        align: section.dataset.align,
        variant: section.dataset.variant,
        size: section.dataset.size,
        breadcrumbs: section.dataset.breadcrumbs,
        background: section.dataset.background,
      };
      view.unmount();
      return found;
    };
    expect((await look('/page-title/left-alignment')).align).toBe('left');
    expect((await look('/page-title/right-alignment')).align).toBe('right');
    expect((await look('/page-title/center-alignment')).align).toBe('center');
    expect((await look('/page-title/big-typography')).size).toBe('display');
    expect((await look('/page-title/separate-breadcrumbs')).breadcrumbs).toBe('bar');
    expect((await look('/page-title/parallax-background')).background).toBe('parallax');
    expect((await look('/page-title/gallery-background')).background).toBe('gallery');
    expect((await look('/page-title/background-video')).background).toBe('video');
    expect((await look('/page-title/mini-version')).variant).toBe('mini');
  });

  it('renders the not-found page for a name it does not know', async () => {
    renderAt('/page-title/nope');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent(
      'off the map',
    );
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });
});
