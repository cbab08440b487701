import { describe, expect, it } from 'vitest';
import { postHref } from '~/components/sections/blog/blog-posts.ts';
import { isLiveHref } from '~/site-map/index.ts';
import { blogPosts } from './blog-posts.ts';
import { linkedToSamplePosts } from './sample-post-links.ts';
import type { BlogPost } from './types.ts';

const isPost = (value: unknown): value is BlogPost =>
  typeof value === 'object' &&
  value !== null &&
  'blogType' in value &&
  'title' in value &&
  'id' in value;

// Every blog list a home demo's content exports (content/home/<name>.ts), found by shape, so new demos are covered.
const modules = import.meta.glob<Record<string, unknown>>('./home/*.ts', { eager: true });
const lists = Object.entries(modules)
  .filter(([path]) => !path.endsWith('.test.ts'))
  .flatMap(([path, module]) =>
    Object.entries(module)
      .filter(([, value]) => Array.isArray(value) && value.length > 0 && value.every(isPost))
      .map(([name, value]) => ({ name: `${path} ${name}`, posts: value as BlogPost[] })),
  );

describe('home demo blog cards', () => {
  it('link every post to a page of the site that exists', () => {
    expect(lists.length).toBeGreaterThan(0);
    for (const { name, posts } of lists)
      for (const post of posts) {
        const href = postHref(post);
        expect(
          href,
          `${name}: "${post.title}" (wrap the list in linkedToSamplePosts)`,
        ).toBeDefined();
        expect(isLiveHref(href ?? ''), `${name}: ${href}`).toBe(true);
      }
  });

  it('link a list’s posts to different sample posts, the closest in topic first', () => {
    const [pricing, hiring] = linkedToSamplePosts([
      {
        ...blogPosts[0]!,
        id: 9001,
        title: 'Raise your rates: pricing for freelance work',
        tags: ['pricing'],
      },
      { ...blogPosts[0]!, id: 9002, title: 'Hiring the first people of a team', tags: ['hiring'] },
    ]);
    expect(pricing?.link).toBe('/blog-types/standard-post/25');
    expect(hiring?.link).toBe('/blog-types/standard-post/5');
    const many = linkedToSamplePosts(Array.from({ length: 5 }, () => blogPosts[0]!));
    expect(new Set(many.map((post) => post.link)).size).toBe(5);
  });
});
