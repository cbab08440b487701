import type { HeadingData } from '~/components/ui/section-heading.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import { categoryTiles, instagramPosts, postsById } from '~/content/blog-picks.ts';
import demo from '~/content/demos/blog-metro.ts';

/** Its theme: made from its recipe (content/demos/blog-metro.ts). */
export const theme: DemoTheme = demo.theme;

export const featuredHeading: HeadingData = {
  eyebrow: 'Kaleido · the city in tiles',
  title: 'Today’s best stories, at a glance',
  lead: 'Travel, design, food and work: five stories picked every morning by the Kaleido desk.',
};
/** The lead tile, then four smaller ones. */
export const featured = postsById([10, 21, 15, 26, 22]);

export const metroHeading: HeadingData = {
  eyebrow: 'The grid',
  title: 'Everything else worth your coffee break',
};
/** Wide tiles (double_col) and square ones fill the metro grid without gaps. */
export const metro = postsById([14, 16, 17, 19, 23, 27, 25, 12, 20]);

export const channelsHeading: HeadingData = {
  eyebrow: 'Channels',
  title: 'Pick a channel',
};
export const channels = categoryTiles('metro', [
  ['travel', '/artwork/blog-metro-city-531-480x600.svg'],
  ['design', '/artwork/blog-metro-abstract-532-480x600.svg'],
  ['technology', '/artwork/blog-metro-product-533-480x600.svg'],
  ['food', '/artwork/blog-metro-food-534-480x600.svg'],
]);

export const instagram = instagramPosts([
  ['/artwork/blog-metro-city-541-480x480.svg', 'Neon signs on the night bus route', 4210, 120],
  ['/artwork/blog-metro-abstract-542-480x480.svg', 'A mural going up on Canal Street', 2870, 66],
  ['/artwork/blog-metro-food-543-480x480.svg', 'Dumplings at the late market', 3390, 104],
  ['/artwork/blog-metro-pattern-544-480x480.svg', 'Tiles in the old metro station', 1980, 43],
  ['/artwork/blog-metro-portrait-545-480x480.svg', 'Our photographer on the roof', 1150, 29],
  ['/artwork/blog-metro-product-546-480x480.svg', 'The camera bag for city walks', 760, 17],
  ['/artwork/blog-metro-interior-547-480x480.svg', 'The Kaleido desk at nine', 990, 24],
  ['/artwork/blog-metro-landscape-548-480x480.svg', 'The river from the last bridge', 2530, 58],
]);

export const subscribe = {
  eyebrow: 'Kaleido daily',
  title: 'Five tiles in your inbox at 7 a.m.',
  lead: 'The morning’s five best stories, one line each. Read it before the kettle boils.',
  buttonLabel: 'Sign me up',
};
