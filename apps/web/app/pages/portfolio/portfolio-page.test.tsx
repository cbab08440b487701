import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { demoFamilies } from '~/routes.ts';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { siteRoutes } from '~/site-map/index.ts';
import { projectPages } from '~/content/project-pages.ts';
import PortfolioPage, { caseStudyNames } from './portfolio-page.tsx';
import routeSource from './portfolio-page.tsx?raw';

vi.mock('~/components/sections/carousel/load-swiper.ts', () => ({
  loadSwiper: vi.fn(() => new Promise(() => {})),
}));

// A data router, as in the app: the not-found page's search form submits through it.
function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ShellProvider>
            <PortfolioPage />
          </ShellProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

const h1 = () => screen.findAllByRole('heading', { level: 1 }, { timeout: 15_000 });

describe('Portfolio page (/portfolio/:demo)', () => {
  it('is one route for the 38 rows: the grids, the special layouts and the case studies', () => {
    const rows = siteRoutes.filter((row) => row.path.startsWith('/portfolio/'));
    expect(rows).toHaveLength(38);
    expect(demoFamilies(siteRoutes).get('pages/portfolio/portfolio-page.tsx')).toBe(
      '/portfolio/:demo',
    );
  });

  it('renders the grid the path names, with its filter', async () => {
    renderAt('/portfolio/overlay-metro/');
    expect(await h1()).toHaveLength(1);
    expect((await h1())[0]).toHaveTextContent('Overlay metro');
    const list = document.querySelector('ul[data-layout]');
    expect(list).toHaveAttribute('data-layout', 'metro');
    expect(list).toHaveAttribute('data-style', 'overlay');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders a case study for single-project-page-0n', async () => {
    renderAt('/portfolio/single-project-page-02');
    expect(await h1()).toHaveLength(1);
    expect((await h1())[0]).toHaveTextContent('Marrow & Pine');
    expect(document.querySelector('[data-layout="split"]')).not.toBeNull();
  });

  it('renders the not-found page for a name it does not know', async () => {
    for (const path of [
      '/portfolio/nope',
      '/portfolio/single-project-page-06',
      '/portfolio/slider/x',
    ]) {
      const { unmount } = renderAt(path);
      expect(
        await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 }),
        path,
      ).toHaveTextContent('This page is off the map');
      unmount();
    }
  });

  it('loads the grid and the case study as chunks of their own, each only on its pages', () => {
    // Static imports of the route module: none of the sections either kind of page shows.
    const imports = [...routeSource.matchAll(/^import [^;]*? from '([^']+)';/gms)].map((m) => m[1]);
    expect(
      imports.filter((from) => /sections\/|content\/|portfolio-grid|project-page/.test(from!)),
    ).toEqual([]);
    expect(routeSource).toContain("import('./portfolio-grid.tsx')");
    expect(routeSource).toContain("import('./project-page.tsx')");
    // The route tells the case studies from the site map; they are exactly the content's.
    expect([...caseStudyNames]).toEqual(projectPages.map((page) => page.name));
  });
});
