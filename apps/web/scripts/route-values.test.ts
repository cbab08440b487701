import { describe, expect, it } from 'vitest';
import { postKinds } from '../app/components/sections/blog-post/post-kind.ts';
import { blogPosts } from '../app/content/blog-posts.ts';
import { resolvePost } from '../app/pages/blog-types/blog-type-page.tsx';
import { resolveArchive } from '../app/pages/blogs/blog-archive-page.tsx';
import { siteRoutes } from '../app/site-map/index.ts';
import { routeValues } from './route-values.ts';

const { paths } = routeValues();
const listed = (pattern: string) => new Set(paths[pattern]);

describe('route-values.json (the concrete paths the server serves for each parameterised route)', () => {
  it('lists every parameterised route of the site map, each with at least one path', () => {
    const parameterised = siteRoutes.filter((r) => /[:*]/.test(r.path)).map((r) => r.path);
    expect(Object.keys(paths).sort()).toEqual([...new Set(parameterised)].sort());
    for (const pattern of parameterised) expect(paths[pattern]?.length, pattern).toBeGreaterThan(0);
  });

  it('lists every post as every post type, and the pages draw each of them', () => {
    for (const kind of postKinds) {
      const served = listed(`/blog-types/${kind}-post/:id`);
      expect(served.size, kind).toBe(blogPosts.length);
      for (const post of blogPosts) {
        const path = `/blog-types/${kind}-post/${post.id}`;
        expect(served.has(path), path).toBe(true);
        expect(resolvePost(path)?.post.id, path).toBe(post.id);
      }
    }
  });

  it('lists exactly the categories and authors that have posts', () => {
    const categories = new Set(blogPosts.flatMap((post) => post.category));
    expect(listed('/blogs/category/:category')).toEqual(
      new Set([...categories].map((c) => `/blogs/category/${c}`)),
    );
    const authors = new Set(blogPosts.map((post) => post.author));
    expect(listed('/blogs/author/:author')).toEqual(
      new Set([...authors].map((a) => `/blogs/author/${a}`)),
    );
    for (const path of [...listed('/blogs/category/:category'), ...listed('/blogs/author/:author')])
      expect(resolveArchive(path), path).toBeDefined();
  });

  it('leaves out values the pages would draw as not found', () => {
    for (const path of [
      '/blog-types/standard-post/999',
      '/blog-types/gallery-post/0',
      '/blogs/category/knitting',
      '/blogs/author/99',
    ]) {
      const pattern = Object.keys(paths).find((p) =>
        new RegExp(`^${p.replace(/:[^/]+/g, '[^/]+')}$`).test(path),
      );
      expect(pattern, path).toBeDefined();
      expect(listed(pattern as string).has(path), path).toBe(false);
      expect(resolvePost(path) ?? resolveArchive(path), path).toBeUndefined();
    }
  });

  it('writes paths in canonical form: lower case, no trailing slash, no repeats', () => {
    expect(routeValues({ '/x/:id': ['/X/One/', '/x/one', '/x/two'] }).paths['/x/:id']).toEqual([
      '/x/one',
      '/x/two',
    ]);
  });
});
