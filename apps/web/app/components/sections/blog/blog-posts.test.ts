import { describe, expect, it } from 'vitest';
import { blogPosts } from '~/content/blog-posts.ts';
import { isLiveHref } from '~/site-map/index.ts';
import { authorName, postHref, relatedPosts } from './blog-posts.ts';

describe('blog posts', () => {
  it('opens a post at its own link or its standard post page, only when registered', () => {
    const post = blogPosts.find((p) => !p.link)!;
    const standard = `/blog-types/standard-post/${post.id}`;
    expect(postHref(post)).toBe(isLiveHref(standard) ? standard : undefined);
    expect(postHref({ ...post, link: '/no-such-page' })).toBeUndefined();
  });

  it('relates up to three other posts that share a category and have a page', () => {
    const post = blogPosts[0]!;
    const related = relatedPosts(post, blogPosts);
    expect(related.length).toBeGreaterThan(0);
    expect(related.length).toBeLessThanOrEqual(3);
    for (const { post: other, href } of related) {
      expect(other.id).not.toBe(post.id);
      expect(other.category.some((c) => post.category.includes(c))).toBe(true);
      expect(href).toBe(postHref(other));
    }
    expect(relatedPosts(post, blogPosts, 1)).toEqual(related.slice(0, 1));
    expect(relatedPosts(post, [post])).toEqual([]);
  });

  it('names an author by id, or the editors when unknown (never "Author <id>")', () => {
    expect(authorName({ 1: 'Maya Lindqvist' }, 1)).toBe('Maya Lindqvist');
    expect(authorName({ 1: 'Maya Lindqvist' }, 7)).toBe('The editors');
    expect(authorName(undefined, 2)).toBe('The editors');
  });
});
