import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { projectCta, projectPages, projectWithSiblings } from '~/content/project-pages.ts';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { ProjectCaseStudy } from './project-case-study.tsx';
import { ProjectPager } from './project-pager.tsx';

vi.mock('~/components/sections/carousel/load-swiper.ts', () => ({
  loadSwiper: vi.fn(() => new Promise(() => {})),
}));

function renderCaseStudy(name: string) {
  const found = projectWithSiblings(name);
  if (!found) throw new Error(`no case study ${name}`);
  return render(
    <MemoryRouter>
      <ShellProvider>
        <ProjectCaseStudy {...found} cta={projectCta} />
      </ShellProvider>
    </MemoryRouter>,
  );
}

describe('Project pager', () => {
  it('links the previous and next case studies, wrapping at both ends', () => {
    const first = projectWithSiblings('single-project-page-01');
    expect(first?.previous.name).toBe('single-project-page-05');
    expect(first?.next.name).toBe('single-project-page-02');
    expect(projectWithSiblings('single-project-page-05')?.next.name).toBe('single-project-page-01');
    expect(projectWithSiblings('single-project-page-06')).toBeUndefined();

    if (!first) return;
    render(
      <MemoryRouter>
        <ProjectPager previous={first.previous} next={first.next} />
      </MemoryRouter>,
    );
    const nav = screen.getByRole('navigation', { name: 'More projects' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/portfolio/single-project-page-05');
    expect(links[0]).toHaveAttribute('rel', 'prev');
    expect(links[0]).toHaveTextContent(`Previous project${first.previous.title}`);
    expect(links[1]).toHaveAttribute('href', '/portfolio/single-project-page-02');
    expect(links[1]).toHaveAttribute('rel', 'next');
    expect(links[1]).toHaveTextContent(`Next project${first.next.title}`);
  });
});

describe('Project case study', () => {
  it('lays out the five pages differently, each with one h1, facts, chapters, pictures and a pager', () => {
    const structures = new Set<string>();
    for (const page of projectPages) {
      const { unmount } = renderCaseStudy(page.name);
      const h1s = screen.getAllByRole('heading', { level: 1 });
      expect(h1s, page.name).toHaveLength(1);
      expect(h1s[0]).toHaveTextContent(page.title);
      expect(document.querySelector(`[data-layout="${page.layout}"]`)).not.toBeNull();
      // Facts, the three chapters and the pager.
      expect(screen.getByText('Client').nextElementSibling).toHaveTextContent(page.client);
      for (const chapter of page.chapters)
        expect(screen.getByText(chapter.title)).toBeInTheDocument();
      expect(screen.getByRole('navigation', { name: 'More projects' })).toBeInTheDocument();
      for (const image of page.images)
        expect(
          screen.queryAllByAltText(image.img.alt).length +
            screen.queryAllByRole('button', { name: `${image.caption} — view larger` }).length,
          `${page.name}: ${image.id}`,
        ).toBeGreaterThan(0);
      // The outline: headings never skip a level.
      const levels = [...document.querySelectorAll('h1, h2, h3, h4')].map((h) =>
        Number(h.tagName[1]),
      );
      levels.forEach((level, i) => {
        if (i > 0) expect(level - (levels[i - 1] ?? 1), page.name).toBeLessThanOrEqual(1);
      });
      structures.add(
        [...document.querySelectorAll('[data-section]')]
          .map((s) => s.getAttribute('data-section'))
          .join(','),
      );
      unmount();
    }
    expect(structures.size).toBe(projectPages.length);
  });

  it('has a lightbox gallery on page 03, a slider on page 04 and counted figures on page 05', () => {
    const gallery = renderCaseStudy('single-project-page-03');
    const northlight = projectPages[2];
    for (const image of northlight?.images ?? [])
      expect(
        screen.getByRole('button', { name: `${image.caption} — view larger` }),
      ).toBeInTheDocument();
    gallery.unmount();

    const slider = renderCaseStudy('single-project-page-04');
    expect(screen.getByRole('region', { name: 'Tidewater Market Hall pictures' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    slider.unmount();

    renderCaseStudy('single-project-page-05');
    const figures = document.querySelectorAll('[data-value]');
    expect([...figures].map((figure) => Number(figure.getAttribute('data-value')))).toEqual(
      projectPages[4]?.figures.map((figure) => figure.value),
    );
  });
});
