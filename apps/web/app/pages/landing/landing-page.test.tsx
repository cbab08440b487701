import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ShellProvider } from '~/shell/shell-context.tsx';
import { demosByCategory, hrefOf, isLiveHref, routesInGroup } from '~/site-map/index.ts';
import LandingPage from './landing-page.tsx';

function renderLanding() {
  render(
    <MemoryRouter initialEntries={['/']}>
      <ShellProvider>
        <LandingPage />
      </ShellProvider>
    </MemoryRouter>,
  );
}

describe('Landing page', () => {
  it('has one h1 that says what Contrail is', () => {
    renderLanding();
    const h1s = screen.getAllByRole('heading', { level: 1 });
    expect(h1s).toHaveLength(1);
    expect(h1s[0]).toHaveTextContent('Contrail');
  });

  it('links every registered home demo with its thumbnail', () => {
    renderLanding();
    const demos = routesInGroup('home');
    expect(demos.length).toBeGreaterThan(0);
    const gallery = document.getElementById('demos');
    if (!gallery) throw new Error('no demo gallery');
    const links = within(gallery).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      demosByCategory(demos).flatMap((group) => group.routes.map(hrefOf)),
    );
    expect(links).toHaveLength(demos.length);
    for (const demo of demos) {
      const link = within(gallery).getByRole('link', { name: new RegExp(demo.title) });
      const img = link.querySelector('img');
      expect(img).toHaveAttribute('width');
      expect(img).toHaveAttribute('height');
      // The preview of the demo's first screen: lazy, with every width to choose from.
      expect(img).toHaveAttribute('src', demo.thumbnail);
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img?.getAttribute('srcset')).toContain(
        `/previews/${demo.path.slice('/home-'.length)}-light-800.webp 800w`,
      );
      expect(img?.getAttribute('sizes')).toMatch(/vw/);
      expect(img).toHaveAttribute('data-preview', 'light');
      // Beside it the dark shot, which app.css shows instead in the dark scheme.
      const dark = link.querySelector('img[data-preview="dark"]');
      expect(dark?.getAttribute('srcset')).toContain(
        `/previews/${demo.path.slice('/home-'.length)}-dark-480.webp 480w`,
      );
      expect(dark).toHaveAttribute('loading', 'lazy');
    }
  });

  it('groups the demos under their category headings, in the menu’s column order', () => {
    renderLanding();
    const groups = demosByCategory(routesInGroup('home'));
    const blocks = [...document.querySelectorAll<HTMLElement>('#demos [data-category]')];
    expect(blocks.map((block) => block.dataset.category)).toEqual(groups.map((g) => g.category));
    for (const [i, block] of blocks.entries()) {
      const group = groups[i];
      if (!group) throw new Error('more blocks than categories');
      expect(within(block).getByRole('heading', { level: 3 })).toHaveTextContent(group.category);
      expect(within(block).getAllByRole('link')).toHaveLength(group.routes.length);
    }
  });

  it('puts a demo without a category under Other', () => {
    const [first] = routesInGroup('home');
    if (!first) throw new Error('no home demo');
    const groups = demosByCategory([{ ...first, category: undefined }]);
    expect(groups).toEqual([{ category: 'Other', routes: [{ ...first, category: undefined }] }]);
  });

  it('lists the section families with their page counts from the registry', () => {
    renderLanding();
    for (const group of ['elements', 'headers', 'footers'] as const) {
      const item = document.querySelector(`[data-group="${group}"]`);
      expect(item?.querySelector('[data-count]')).toHaveAttribute(
        'data-count',
        String(routesInGroup(group).length),
      );
    }
  });

  it('links the parts catalogue pages only when they are registered', () => {
    renderLanding();
    const parts = document.getElementById('parts');
    if (!parts) throw new Error('no parts section');
    const hrefs = within(parts)
      .queryAllByRole('link')
      .map((link) => link.getAttribute('href'));
    for (const href of ['/parts', '/husky', '/pitts', '/eagle'])
      expect(hrefs.includes(href)).toBe(isLiveHref(href));
  });
});
