import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import {
  portfolioCategoryTitles,
  portfolioFilters,
  portfolioProjects,
  projectPagePath,
} from '~/content/portfolio.ts';
import { projectsIn as projectsOf, type PortfolioFilterItem } from './portfolio-data.ts';
import { Portfolio, type PortfolioProps } from './portfolio.tsx';

const projectsIn = (key: PortfolioFilterItem['key']) => projectsOf(key, portfolioProjects);

vi.mock('~/components/sections/carousel/load-swiper.ts', () => ({
  loadSwiper: vi.fn(() => new Promise(() => {})),
}));

function renderPortfolio(props: Partial<PortfolioProps> = {}) {
  return render(
    <MemoryRouter>
      <Portfolio
        projects={portfolioProjects}
        categoryTitles={portfolioCategoryTitles}
        filters={portfolioFilters}
        projectHref={projectPagePath}
        {...props}
      />
    </MemoryRouter>,
  );
}

const tileTitles = () =>
  screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('Portfolio', () => {
  it('shows every project, then only the category pressed, with aria-pressed on the current button', async () => {
    const user = userEvent.setup();
    renderPortfolio();
    const filter = screen.getByRole('group', { name: 'Filter projects by category' });
    const all = within(filter).getByRole('button', { name: 'All' });
    const web = within(filter).getByRole('button', { name: 'Web' });
    expect(all).toHaveAttribute('aria-pressed', 'true');
    expect(web).toHaveAttribute('aria-pressed', 'false');
    expect(tileTitles()).toHaveLength(portfolioProjects.length);

    await user.click(web);
    const webProjects = projectsIn('web');
    expect(webProjects.length).toBeGreaterThan(0);
    expect(webProjects.length).toBeLessThan(portfolioProjects.length);
    expect(tileTitles()).toEqual(webProjects.map((project) => project.title));
    expect(web).toHaveAttribute('aria-pressed', 'true');
    expect(all).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent(
      `Showing ${webProjects.length} of ${portfolioProjects.length} projects`,
    );

    // Keyboard: Tab to a button and press it with Enter or Space.
    all.focus();
    await user.keyboard('{Tab}{Tab}{Tab} ');
    const third = within(filter).getAllByRole('button')[3];
    expect(third).toHaveAttribute('aria-pressed', 'true');
    const key = portfolioFilters[3]?.key ?? 'all';
    expect(tileTitles()).toEqual(projectsIn(key).map((project) => project.title));
    all.focus();
    await user.keyboard('{Enter}');
    expect(tileTitles()).toHaveLength(portfolioProjects.length);
  });

  it('offers only categories some project has, and no filter bar without filters', () => {
    const { unmount } = renderPortfolio({ projects: projectsIn('web') });
    const buttons = screen
      .getAllByRole('button')
      .map((button) => button.textContent)
      .sort();
    const tagged = new Set(projectsIn('web').flatMap((project) => project.categories));
    expect(buttons).toHaveLength(tagged.size + 1);
    expect(buttons).toContain('All');
    unmount();
    renderPortfolio({ filters: undefined });
    expect(screen.queryByRole('group', { name: /filter/i })).toBeNull();
  });

  it('links each tile to its single project page, its own case study when it has one', () => {
    renderPortfolio();
    for (const project of portfolioProjects) {
      const link = screen.getByRole('link', { name: `${project.title}: view project` });
      expect(link).toHaveAttribute('href', projectPagePath(project));
    }
    const halden = portfolioProjects.find((project) => project.title === 'Halden Ferries');
    expect(halden && projectPagePath(halden)).toBe('/portfolio/single-project-page-01');
    expect(
      new Set(portfolioProjects.map((project) => project.caseStudy).filter(Boolean)).size,
    ).toBe(5);
  });

  it('gives every picture its width and height so the masonry and metro grids do not shift', () => {
    renderPortfolio({ layout: 'masonry', style: 'switch-image' });
    const images = document.querySelectorAll('img');
    expect(images.length).toBe(portfolioProjects.length * 2);
    for (const img of images) {
      expect(Number(img.getAttribute('width'))).toBeGreaterThan(0);
      expect(Number(img.getAttribute('height'))).toBeGreaterThan(0);
    }
  });

  it('draws each layout with its own structure', () => {
    const list = () => document.querySelector('ul[data-layout]');
    const items = () => [...(list()?.children ?? [])] as HTMLElement[];

    const columns = renderPortfolio({ layout: 'four-column' });
    expect(list()).toHaveClass('grid', 'lg:grid-cols-4');
    columns.unmount();

    const masonry = renderPortfolio({ layout: 'masonry' });
    expect(list()).toHaveClass('columns-1', 'lg:columns-3');
    expect(items()[0]).toHaveClass('break-inside-avoid');
    masonry.unmount();

    const metro = renderPortfolio({ layout: 'metro' });
    expect(list()).toHaveClass('auto-rows-[20rem]', 'grid-flow-dense');
    expect(items()[0]).toHaveClass('sm:col-span-2', 'sm:row-span-2');
    expect(items()[1]).not.toHaveClass('sm:col-span-2');
    // Twelve tiles fill whole rows of four cells: the grid ends flush.
    const cells = items().reduce((sum, item) => {
      const cols = item.classList.contains('sm:col-span-2') ? 2 : 1;
      const rows = item.classList.contains('sm:row-span-2') ? 2 : 1;
      return sum + cols * rows;
    }, 0);
    expect(cells % 4).toBe(0);
    metro.unmount();

    const justified = renderPortfolio({ layout: 'justified-gallery' });
    const first = portfolioProjects[0];
    expect(items()[0]?.style.getPropertyValue('--ratio')).toBe(
      first ? (first.img.width / first.img.height).toFixed(3) : '',
    );
    justified.unmount();

    renderPortfolio({ layout: 'slider' });
    expect(list()).toBeNull();
    expect(screen.getByRole('region', { name: 'Projects' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /View project/ })).toHaveLength(
      portfolioProjects.length,
    );
  });

  it('draws the six tile styles differently, with the hover effects also on keyboard focus', () => {
    const captionOf = (title: string) =>
      screen.getByRole('heading', { name: title }).closest('[data-caption]');
    const title = portfolioProjects[0]?.title ?? '';

    const overlay = renderPortfolio({ style: 'overlay' });
    expect(captionOf(title)).toHaveClass('opacity-0', 'group-hover:opacity-100');
    expect(captionOf(title)).toHaveClass('group-focus-within:opacity-100');
    overlay.unmount();

    const switchImage = renderPortfolio({ style: 'switch-image' });
    const second = document.querySelector('[data-hover-image]');
    expect(second).toHaveAttribute('alt', '');
    expect(second).toHaveClass('group-focus-within:opacity-100', 'group-hover:opacity-100');
    switchImage.unmount();

    const boxed = renderPortfolio({ style: 'boxed' });
    expect(document.querySelector('article')).toHaveClass('shadow-lg');
    boxed.unmount();

    renderPortfolio({ style: 'classic' });
    expect(document.querySelector('[data-hover-image]')).toBeNull();
    expect(captionOf(title)).not.toHaveClass('opacity-0');
  });
});
