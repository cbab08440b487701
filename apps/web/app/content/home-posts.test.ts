import { describe, expect, it } from 'vitest';
import { postHref } from '~/components/sections/blog/blog-posts.ts';
import { blogPosts } from './blog-posts.ts';
import { demoPost } from './home-posts.ts';
import { journal } from './home/events-conference.ts';
import { notes as architectureNotes } from './home/architecture.ts';
import { journal as interiorJournal } from './home/interior-design.ts';
import { notes as photographyNotes } from './home/photography.ts';

const img = {
  src: '/artwork/photography-landscape-1-640x420.svg',
  alt: '',
  width: 640,
  height: 420,
};

describe('demoPost', () => {
  it('is the sample post with the demo’s picture and card type, and spans two columns only when asked', () => {
    const wide = blogPosts.find((post) => post.double_col);
    expect(wide).toBeDefined();
    const card = demoPost(wide!.id, img, 'metro');
    expect(card).toMatchObject({ id: wide!.id, title: wide!.title, img, blogType: 'metro' });
    expect(card.double_col).toBe(false);
    expect(demoPost(wide!.id, img, 'metro', { double_col: true }).double_col).toBe(true);
    expect(() => demoPost(9999, img, 'grid')).toThrow(/no post 9999/);
  });

  it('gives every venues demo blog card a real post page to open', () => {
    for (const post of [...journal, ...architectureNotes, ...interiorJournal, ...photographyNotes])
      expect(postHref(post), post.title).toBe(`/blog-types/standard-post/${post.id}`);
  });
});
