import { rowsOf } from './rows.ts';
import type { SiteRoute } from './types.ts';

const row = rowsOf('blog', '/blogs/', 'pages/blogs/blog-page.tsx');

/**
 * /blogs/* list styles and single-post layouts: one page module (pages/blogs/blog-page.tsx); settings in
 * content/blog-list-demos.ts and content/blog-post-layouts.ts.
 */
export const blogRoutes: readonly SiteRoute[] = [
  row(
    'blog-grid',
    'Blog grid',
    'Blog posts in an even card grid with category tabs and numbered pages.',
  ),
  row(
    'blog-masonry',
    'Blog masonry',
    'Blog posts in packed masonry columns with category tabs and a load-more button.',
  ),
  row(
    'blog-classic',
    'Blog classic',
    'Blog posts in two wide columns with large pictures and author bylines.',
  ),
  row('blog-simple', 'Blog simple', 'Text-only blog cards with category tabs.'),
  row('blog-side-image', 'Blog side image', 'Blog posts with the picture beside the text.'),
  row(
    'blog-metro',
    'Blog metro',
    'Blog posts as metro tiles of two sizes with titles over the pictures.',
  ),
  row(
    'blog-overlay-image',
    'Blog overlay image',
    'Tall blog cards with the title over the picture.',
  ),
  row(
    'blog-modern',
    'Blog modern',
    'Blog cards whose text panel overlaps the picture, with category tabs.',
  ),
  row('blog-clean', 'Blog clean', 'Square pictures with a title and byline, four to a row.'),
  row(
    'blog-widget',
    'Blog widget',
    'A two-column blog list beside search, categories, recent posts and tags.',
  ),
  row('blog-standard', 'Blog standard', 'Full-width blog posts beside the blog sidebar.'),
  row(
    'blog-post-layout-01',
    'Blog post layout 01',
    'A single post beside a sidebar of categories and recent posts.',
  ),
  row(
    'blog-post-layout-02',
    'Blog post layout 02',
    'A single post with a large centred title and an edge-to-edge picture.',
  ),
  row(
    'blog-post-layout-03',
    'Blog post layout 03',
    'A single post whose title sits over a full-width picture.',
  ),
  row(
    'blog-post-layout-04',
    'Blog post layout 04',
    'A single post with a sticky picture beside the text.',
  ),
  row(
    'blog-post-layout-05',
    'Blog post layout 05',
    'A single post with a table of contents that follows the reading.',
  ),
];

const categories = [
  'business',
  'design',
  'food',
  'lifestyle',
  'marketing',
  'product',
  'startup',
  'team',
  'technology',
  'travel',
];

/** /blogs/category/:category and /blogs/author/:author (one module, pages/blogs/blog-archive-page.tsx). */
export const blogArchiveRoutes: readonly SiteRoute[] = [
  {
    path: '/blogs/category/:category',
    title: 'Blog category',
    group: 'blog',
    module: 'pages/blogs/blog-archive-page.tsx',
    description: 'Every blog post of one category, newest first, with numbered pages.',
    samples: categories.map((category) => `/blogs/category/${category}`),
  },
  {
    path: '/blogs/author/:author',
    title: 'Blog author',
    group: 'blog',
    module: 'pages/blogs/blog-archive-page.tsx',
    description: 'Every blog post by one author, newest first.',
    samples: Array.from({ length: 9 }, (_, i) => `/blogs/author/${i + 1}`),
  },
];
