import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '~/components/sections/blog/blog-post.ts';
import { NewsList, newsCategories } from './news-list.tsx';

// Only post 2's page is registered here, so exactly that title is a link.
vi.mock('~/site-map/live.ts', () => ({
  isLiveHref: (href: string) => href === '/blog-types/standard-post/2',
}));

const post = (id: number, category: string[], title: string): BlogPost => ({
  id,
  category,
  blogType: 'standard',
  tags: [],
  img: { src: `/artwork/abstract-${590 + id}-600x400.svg`, alt: '', width: 600, height: 400 },
  title,
  content: `Summary of ${title}.`,
  author: id,
  likes: 0,
  comments: 0,
  date: `${id} March 2026`,
});

const posts = [
  post(1, ['business'], 'Lead story'),
  post(2, ['design'], 'Colour systems'),
  post(3, ['product', 'design'], 'Shipping weekly'),
  post(4, ['product'], 'Roadmaps in public'),
];
const authors = { 1: 'Ann', 2: 'Ben', 3: 'Cleo', 4: 'Dev' };

function renderList() {
  return render(
    <MemoryRouter>
      <NewsList posts={posts} authors={authors} featuredId={1} />
    </MemoryRouter>,
  );
}

const listed = () =>
  within(screen.getByRole('list', { name: 'All stories' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('NewsList', () => {
  it('shows the featured story as an h2 and the others in the list, All pressed', () => {
    renderList();
    expect(screen.getByRole('heading', { level: 2, name: 'Lead story' })).toBeInTheDocument();
    expect(listed()).toEqual(['Colour systems', 'Shipping weekly', 'Roadmaps in public']);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('3 stories');
  });

  it('filters the list by category and marks the pressed button', () => {
    renderList();
    fireEvent.click(screen.getByRole('button', { name: 'product' }));
    expect(screen.getByRole('button', { name: 'product' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'false');
    expect(listed()).toEqual(['Shipping weekly', 'Roadmaps in public']);
    expect(screen.getByRole('status')).toHaveTextContent('2 stories in product');
    fireEvent.click(screen.getByRole('button', { name: 'design' }));
    expect(listed()).toEqual(['Colour systems', 'Shipping weekly']);
    fireEvent.click(screen.getByRole('button', { name: 'All' }));
    expect(listed()).toHaveLength(3);
  });

  it('offers only the categories of the listed stories, and links only live posts', () => {
    renderList();
    expect(newsCategories(posts.slice(1))).toEqual(['design', 'product']);
    expect(screen.queryByRole('button', { name: 'business' })).toBeNull();
    const title = screen.getByRole('heading', { level: 2, name: 'Lead story' });
    expect(within(title).queryByRole('link')).toBeNull();
    const live = screen.getByRole('link', { name: 'Colour systems' });
    expect(live).toHaveAttribute('href', '/blog-types/standard-post/2');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
