import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { blogAuthors, blogCategoryLabels, postsNewestFirst } from '~/content/blog-posts.ts';
import { BlogList } from './blog-list.tsx';
import type { BlogLayout } from './blog-layout.ts';

const layouts: BlogLayout[] = [
  'grid',
  'masonry',
  'classic',
  'simple',
  'side-image',
  'metro',
  'overlay-image',
  'modern',
  'clean',
  'widget',
  'standard',
];

const renderList = (props: Partial<Parameters<typeof BlogList>[0]> = {}) =>
  render(
    <MemoryRouter>
      <BlogList
        posts={postsNewestFirst}
        authors={{ names: blogAuthors }}
        categoryLabels={blogCategoryLabels}
        label="Posts"
        {...props}
      />
    </MemoryRouter>,
  );

const postList = () => screen.getAllByRole('list')[0]!;
const shownTitles = () =>
  within(postList())
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('BlogList', () => {
  it.each(layouts)('renders every post in the %s layout', async (layout) => {
    const { container } = renderList({ layout });
    // The widget and standard layouts wait for their sidebar's chunk.
    await screen.findByRole('heading', { level: 2, name: postsNewestFirst[0]!.title });
    expect(container.querySelector(`ul[data-layout="${layout}"]`)).not.toBeNull();
    for (const post of postsNewestFirst)
      expect(screen.getByRole('heading', { level: 2, name: post.title })).toBeInTheDocument();
  });

  it('pages through the posts with numbered buttons, marking the current page', async () => {
    const user = userEvent.setup();
    renderList({ paging: 'pages', perPage: 9 });
    expect(await screen.findByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(shownTitles()).toEqual(postsNewestFirst.slice(0, 9).map((p) => p.title));
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(shownTitles()).toEqual(postsNewestFirst.slice(9, 18).map((p) => p.title));
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
    expect(screen.getByText('Showing 10–18 of 27 posts')).toBeInTheDocument();
    // Keyboard: focus the next button and press Enter.
    screen.getByRole('button', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    expect(shownTitles()).toEqual(postsNewestFirst.slice(18, 27).map((p) => p.title));
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('shows only the chosen category and goes back to page 1', async () => {
    const user = userEvent.setup();
    renderList({ paging: 'pages', perPage: 3, filters: ['travel', 'food'] });
    await user.click(await screen.findByRole('button', { name: 'Page 2' }));
    const travel = await screen.findByRole('button', { name: 'Travel' });
    await user.click(travel);
    expect(travel).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    const expected = postsNewestFirst.filter((p) => p.category.includes('travel'));
    expect(shownTitles()).toEqual(expected.slice(0, 3).map((p) => p.title));
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText(`Showing 1–3 of ${expected.length} posts`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    expect(shownTitles()).toHaveLength(3);
    expect(screen.getByText('Showing 1–3 of 27 posts')).toBeInTheDocument();
  });

  it('loads more posts and moves focus to the first new one', async () => {
    const user = userEvent.setup();
    renderList({ layout: 'masonry', paging: 'load-more', perPage: 9 });
    expect(shownTitles()).toHaveLength(9);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(shownTitles()).toHaveLength(18);
    expect(document.activeElement).toHaveTextContent(postsNewestFirst[9]!.title);
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(shownTitles()).toHaveLength(27);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('filters by the sidebar search, categories and tags', async () => {
    const user = userEvent.setup();
    renderList({ layout: 'widget', paging: 'pages', perPage: 6 });
    const search = await screen.findByRole('searchbox', { name: 'Search posts' });
    fireEvent.change(search, { target: { value: 'sourdough' } });
    expect(shownTitles()).toEqual(['Your first sourdough, step by patient step']);
    fireEvent.change(search, { target: { value: 'no such words anywhere' } });
    expect(screen.getByText('No posts match your search.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all posts' }));
    expect(shownTitles()).toHaveLength(6);
    const food = screen.getByRole('button', { name: /^Food \d+ posts$/ });
    await user.click(food);
    expect(food).toHaveAttribute('aria-pressed', 'true');
    const foodPosts = postsNewestFirst.filter((p) => p.category.includes('food'));
    expect(shownTitles()).toEqual(foodPosts.slice(0, 6).map((p) => p.title));
    await user.click(food);
    await user.click(screen.getByRole('button', { name: 'cities' }));
    expect(shownTitles()).toEqual(
      postsNewestFirst.filter((p) => p.tags.includes('cities')).map((p) => p.title),
    );
    expect(screen.getByRole('heading', { name: 'Recent posts' })).toBeInTheDocument();
  });
});
