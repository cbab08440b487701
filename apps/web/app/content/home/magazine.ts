import type { HeadingData } from '~/components/ui/section-heading.tsx';
import type { DemoTheme } from '~/lib/demo-theme.ts';
import { categoryTiles, instagramPosts, postsById } from '~/content/blog-picks.ts';
import demo from '~/content/demos/magazine.ts';

/** Its theme: made from its recipe (content/demos/magazine.ts). */
export const theme: DemoTheme = demo.theme;

export const featuredHeading: HeadingData = {
  eyebrow: 'The Margin · Issue 48 · Winter',
  title: 'Long reads for short evenings',
  lead: 'A weekly magazine about work, travel and the table, written by people who tried it first. This week: a night train over the Alps, a month without meetings and seven soups.',
};
/** The lead story, then four side stories. */
export const featured = postsById([10, 14, 13, 17, 12]);

export const picksHeading: HeadingData = {
  eyebrow: 'Editors’ picks',
  title: 'What the desk read twice',
};
/** Wide tiles (double_col) and square ones, locked into the metro grid. */
export const picks = postsById([19, 21, 15, 27, 11, 26, 22]);

export const sectionsHeading: HeadingData = {
  eyebrow: 'Sections',
  title: 'Turn to the pages you like best',
};
export const sections = categoryTiles('standard', [
  ['travel', '/artwork/magazine-landscape-481-480x360.svg'],
  ['food', '/artwork/magazine-food-482-480x360.svg'],
  ['design', '/artwork/magazine-interior-483-480x360.svg'],
  ['business', '/artwork/magazine-city-484-480x360.svg'],
]);

export const latestHeading: HeadingData = {
  eyebrow: 'Latest',
  title: 'New this fortnight',
  lead: 'Fresh from the writers, before they go into the archive.',
};
export const latest = postsById([18, 16, 20, 23, 25, 24]);

export const instagram = instagramPosts([
  ['/artwork/magazine-interior-491-480x480.svg', 'Proofs pinned above the editing desk', 1840, 52],
  [
    '/artwork/magazine-landscape-492-480x480.svg',
    'The view from the night train at dawn',
    3210,
    97,
  ],
  ['/artwork/magazine-food-493-480x480.svg', 'Soup number four: white beans and kale', 2260, 71],
  ['/artwork/magazine-city-494-480x480.svg', 'Lisbon rooftops from the seventh hill', 1495, 33],
  ['/artwork/magazine-portrait-495-480x480.svg', 'Our picture editor at work', 870, 18],
  ['/artwork/magazine-pattern-496-480x480.svg', 'Cover pattern for issue 48', 1120, 26],
]);

export const subscribe = {
  eyebrow: 'The Sunday letter',
  title: 'One long read, every Sunday morning',
  lead: 'The best story of the week and three we are still thinking about. No adverts, and you can leave with one click.',
  buttonLabel: 'Get the letter',
};
