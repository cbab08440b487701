import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { blogAuthors, postsInCategory } from '~/content/blog-posts.ts';
import { isLiveHref } from '~/site-map/index.ts';
import { BlogMasonry } from './blog-masonry.tsx';

describe('BlogMasonry', () => {
  it('shows the posts and links a title only when its post route is registered', () => {
    const posts = postsInCategory('startup').slice(0, 6);
    render(
      <MemoryRouter>
        <BlogMasonry id="latest-blogs" posts={posts} authors={blogAuthors} />
      </MemoryRouter>,
    );
    for (const post of posts) {
      const heading = screen.getByRole('heading', { name: post.title });
      const link = heading.querySelector('a');
      if (isLiveHref(`/blog-types/standard-post/${post.id}`))
        expect(link).toHaveAttribute('href', `/blog-types/standard-post/${post.id}`);
      else expect(link).toBeNull();
    }
    expect(screen.getAllByRole('listitem')).toHaveLength(6);
  });
});
