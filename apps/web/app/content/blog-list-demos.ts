import type {
  BlogCardVariant,
  BlogColumns,
  BlogLayout,
  BlogPagingMode,
} from '~/components/sections/blog/blog-layout.ts';

/** One /blogs/* list page: the page title and how the list section shows the posts. */
export interface BlogListDemo {
  /** The page's h1 and menu label. */
  title: string;
  lead: string;
  layout: BlogLayout;
  variant?: BlogCardVariant;
  columns?: BlogColumns;
  /** Category tabs above the list. */
  filters?: readonly string[];
  paging: BlogPagingMode;
  perPage: number;
}

const tabs = ['business', 'design', 'food', 'lifestyle', 'technology', 'travel'] as const;

/** Every /blogs/<name> list style, by name (the path's last segment). */
export const blogListDemos: Readonly<Record<string, BlogListDemo>> = {
  'blog-grid': {
    title: 'Blog grid',
    lead: 'Cards in an even grid, with category tabs and numbered pages.',
    layout: 'grid',
    columns: 3,
    filters: tabs,
    paging: 'pages',
    perPage: 9,
  },
  'blog-masonry': {
    title: 'Blog masonry',
    lead: 'Pictures keep their own shape and the columns pack them tightly.',
    layout: 'masonry',
    variant: 'plain',
    columns: 3,
    filters: tabs,
    paging: 'load-more',
    perPage: 9,
  },
  'blog-classic': {
    title: 'Blog classic',
    lead: 'Two wide columns with large pictures and the author under every post.',
    layout: 'classic',
    paging: 'pages',
    perPage: 6,
  },
  'blog-simple': {
    title: 'Blog simple',
    lead: 'Text only: title, summary and author, quick to scan.',
    layout: 'simple',
    columns: 3,
    filters: tabs,
    paging: 'pages',
    perPage: 12,
  },
  'blog-side-image': {
    title: 'Blog side image',
    lead: 'The picture beside the text, two posts to a row on wide screens.',
    layout: 'side-image',
    paging: 'pages',
    perPage: 8,
  },
  'blog-metro': {
    title: 'Blog metro',
    lead: 'Tiles of two sizes locked into one grid, titles over the pictures.',
    layout: 'metro',
    filters: tabs,
    paging: 'load-more',
    perPage: 9,
  },
  'blog-overlay-image': {
    title: 'Blog overlay image',
    lead: 'Tall picture cards with the title written over a dark gradient.',
    layout: 'overlay-image',
    columns: 3,
    paging: 'pages',
    perPage: 9,
  },
  'blog-modern': {
    title: 'Blog modern',
    lead: 'A floating text panel overlaps the bottom of each picture.',
    layout: 'modern',
    columns: 3,
    filters: tabs,
    paging: 'pages',
    perPage: 9,
  },
  'blog-clean': {
    title: 'Blog clean',
    lead: 'Square pictures, a title and a byline: nothing more.',
    layout: 'clean',
    columns: 4,
    paging: 'load-more',
    perPage: 8,
  },
  'blog-widget': {
    title: 'Blog widget',
    lead: 'A two-column list beside a sidebar with search, categories, recent posts and tags.',
    layout: 'widget',
    variant: 'bordered',
    paging: 'pages',
    perPage: 6,
  },
  'blog-standard': {
    title: 'Blog standard',
    lead: 'One post to a row, full width, beside the blog sidebar.',
    layout: 'standard',
    paging: 'pages',
    perPage: 4,
  },
};
