import { describe, expect, it } from 'vitest';
import { postHref } from '~/components/sections/blog/blog-posts.ts';
import { blogPosts } from './blog-posts.ts';
import { demoPosts } from './home-posts.ts';
import { notes as architectureNotes } from './home/architecture.ts';
import { journal as decorJournal } from './home/decor.ts';
import { journal } from './home/events-conference.ts';
import { journal as fashionJournal } from './home/fashion-shop.ts';
import { journal as furnitureJournal } from './home/furniture-shop.ts';
import { journal as interiorJournal } from './home/interior-design.ts';
import { notes as photographyNotes } from './home/photography.ts';

const img = {
  src: '/artwork/photography-landscape-1-640x420.svg',
  alt: '',
  width: 640,
  height: 420,
};

describe('demoPosts', () => {
  it('is the sample post with the demo’s picture and card type, and spans two columns only when asked', () => {
    const wide = blogPosts.find((post) => post.double_col);
    expect(wide).toBeDefined();
    const [card] = demoPosts([{ id: wide!.id, img, blogType: 'metro' }]);
    expect(card).toMatchObject({ id: wide!.id, title: wide!.title, img, blogType: 'metro' });
    expect(card!.double_col).toBe(false);
    expect(demoPosts([{ id: wide!.id, img, double_col: true }])[0]!.double_col).toBe(true);
    expect(() => demoPosts([{ id: 9999 }])).toThrow(/no post 9999/);
  });

  it('keeps the post’s own picture and card type where the demo gives none', () => {
    const post = blogPosts[3]!;
    expect(demoPosts([{ id: post.id }])).toEqual([{ ...post, double_col: false }]);
  });

  it('gives every home demo blog card a real post page to open', () => {
    const cards = [
      ...journal,
      ...architectureNotes,
      ...interiorJournal,
      ...photographyNotes,
      ...furnitureJournal,
      ...decorJournal,
      ...fashionJournal,
    ];
    const posts = demoPosts(cards);
    expect(posts).toHaveLength(cards.length);
    for (const post of posts)
      expect(postHref(post), post.title).toBe(`/blog-types/standard-post/${post.id}`);
  });
});
