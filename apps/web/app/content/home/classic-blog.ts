import type { HeadingData } from '~/components/ui/section-heading.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import { instagramPosts, mostLiked, postsById } from '~/content/blog-picks.ts';
import { blogPosts } from '~/content/blog-posts.ts';
import demo from '~/content/demos/classic-blog.ts';

/** Its theme: made from its recipe (content/demos/classic-blog.ts). */
export const theme: DemoTheme = demo.theme;

export const intro: HeadingData = {
  eyebrow: 'The Reading Room · since 2009',
  title: 'Essays, notes and letters from a slow desk',
  lead: 'A blog in the old manner: one writer’s notebook, kept in the open for seventeen years, with a few friends who write in it now and then.',
};

const recentIds = [10, 11, 12, 13, 14, 15];
export const recentHeading: HeadingData = {
  eyebrow: 'Recent',
  title: 'Lately on the desk',
};
export const recent = postsById(recentIds);

/** The most commented posts not listed above. */
const popularIds = blogPosts
  .filter((post) => !recentIds.includes(post.id))
  .toSorted((a, b) => b.comments - a.comments)
  .slice(0, 4)
  .map((post) => post.id);
export const popularHeading: HeadingData = {
  eyebrow: 'Popular',
  title: 'Where the conversation went on',
  lead: 'The posts with the longest comment threads.',
};
export const popular = postsById(popularIds);

export const choiceHeading: HeadingData = {
  eyebrow: 'Readers’ choice',
  title: 'Chosen by the people who read to the end',
};
export const choice = mostLiked(4, [...recentIds, ...popularIds]);

export const subscribe = {
  eyebrow: 'By post, the old way',
  title: 'New essays in your inbox, nothing else',
  lead: 'About two a month. Plain text, no tracking pixels, an address you can reply to.',
  buttonLabel: 'Subscribe',
};

export const instagram = instagramPosts([
  ['/artwork/classic-blog-books-521-480x480.svg', 'Bookshelves in the study', 640, 14],
  ['/artwork/classic-blog-landscape-522-480x480.svg', 'Fog over the allotments', 810, 19],
  [
    '/artwork/classic-blog-desk-523-480x480.svg',
    'The fountain pen and this week’s draft',
    1120,
    31,
  ],
  ['/artwork/classic-blog-city-524-480x480.svg', 'The old library by lamplight', 720, 12],
  ['/artwork/classic-blog-pattern-525-480x480.svg', 'Endpapers of a secondhand book', 530, 9],
  ['/artwork/classic-blog-food-526-480x480.svg', 'Tea and toast at four', 980, 27],
]);
