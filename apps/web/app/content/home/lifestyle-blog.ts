import type { HeadingData } from '~/components/ui/section-heading.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import { categoryTiles, instagramPosts, mostLiked, postsById } from '~/content/blog-picks.ts';
import demo from '~/content/demos/lifestyle-blog.ts';

/** Its theme: made from its recipe (content/demos/lifestyle-blog.ts). */
export const theme: DemoTheme = demo.theme;

export const featuredHeading: HeadingData = {
  eyebrow: 'Peach & Pine · a lifestyle journal',
  title: 'Slow mornings, good soup and places worth the long way round',
  lead: 'We write about the small things that make ordinary weeks better: what we cook, where we walk and the habits that stuck.',
};
const featuredIds = [13, 24, 18, 26, 15, 9];
/** The stories of the slider, the first is the lead. */
export const featured = postsById(featuredIds);

export const topicsHeading: HeadingData = {
  eyebrow: 'Browse by topic',
  title: 'Find your kind of story',
};
export const topics = categoryTiles('lifestyle', [
  ['lifestyle', '/artwork/lifestyle-blog-sill-501-320x320.svg'],
  ['food', '/artwork/lifestyle-blog-food-502-320x320.svg'],
  ['travel', '/artwork/lifestyle-blog-landscape-503-320x320.svg'],
  ['design', '/artwork/lifestyle-blog-abstract-504-320x320.svg'],
  ['technology', '/artwork/lifestyle-blog-product-505-320x320.svg'],
  ['business', '/artwork/lifestyle-blog-city-506-320x320.svg'],
]);

export const mostReadHeading: HeadingData = {
  eyebrow: 'Most read',
  title: 'The posts you keep coming back to',
  lead: 'Ranked by your likes, updated every month.',
};
export const mostRead = mostLiked(6, featuredIds);

export const instagram = instagramPosts([
  ['/artwork/lifestyle-blog-food-511-480x480.svg', 'Sunday pancakes with stewed plums', 2480, 64],
  [
    '/artwork/lifestyle-blog-landscape-512-480x480.svg',
    'The lake path at seven in the morning',
    3120,
    88,
  ],
  [
    '/artwork/lifestyle-blog-books-513-480x480.svg',
    'The reading chair, finally finished',
    1760,
    41,
  ],
  [
    '/artwork/lifestyle-blog-product-514-480x480.svg',
    'A new teapot from the Saturday market',
    920,
    22,
  ],
  [
    '/artwork/lifestyle-blog-portrait-515-480x480.svg',
    'Hana in the garden after the rain',
    1340,
    37,
  ],
  ['/artwork/lifestyle-blog-food-516-480x480.svg', 'Sourdough, attempt number eleven', 2050, 93],
]);

export const subscribe = {
  eyebrow: 'Letters from Peach & Pine',
  title: 'A recipe and a walk, twice a month',
  lead: 'New posts, one seasonal recipe and a walk we loved. Written by hand, never sold on.',
  buttonLabel: 'Join the list',
};
