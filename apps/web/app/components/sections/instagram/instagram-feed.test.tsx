import { render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { instagramDemos, instagramPosts, instagramProfile } from '~/content/elements/instagram.ts';
import { InstagramFeed } from './instagram-feed.tsx';

describe('InstagramFeed', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders every layout from local data without fetching anything', () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    for (const demo of instagramDemos) {
      const { unmount } = render(
        <InstagramFeed
          variant={demo.variant}
          posts={instagramPosts.slice(0, demo.count)}
          profile={instagramProfile}
        />,
      );
      const list = screen.getByRole('list');
      expect(within(list).getAllByRole('link')).toHaveLength(demo.count);
      unmount();
    }
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('names each post by its picture, likes and comments', () => {
    const post = instagramPosts[0]!;
    render(<InstagramFeed posts={[post]} />);
    const link = screen.getByRole('link', {
      name: new RegExp(`^${post.image.alt}\\s*: ${post.likes} likes, ${post.comments} comments`),
    });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noreferrer noopener');
  });
});
