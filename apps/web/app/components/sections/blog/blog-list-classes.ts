import type { BlogPost } from './blog-post.ts';
import { cn } from '~/components/ui/cn.ts';
import type { BlogColumns, BlogLayout } from './blog-layout.ts';

const gridColumns: Record<BlogColumns, string> = {
  2: 'grid sm:grid-cols-2',
  3: 'grid sm:grid-cols-2 lg:grid-cols-3',
  4: 'grid sm:grid-cols-2 lg:grid-cols-4',
};
const masonryColumns: Record<BlogColumns, string> = {
  2: 'sm:columns-2',
  3: 'sm:columns-2 lg:columns-3',
  4: 'sm:columns-2 lg:columns-4',
};
/** Classes of the list of posts, by layout. */
export const lists: Record<BlogLayout, (columns: BlogColumns) => string> = {
  grid: (c) => cn('gap-8', gridColumns[c]),
  masonry: (c) => cn('gap-8', masonryColumns[c]),
  classic: () => 'grid gap-x-10 gap-y-14 md:grid-cols-2',
  simple: (c) => cn('gap-6', gridColumns[c]),
  'side-image': () => 'grid gap-8 xl:grid-cols-2',
  metro: () => 'grid grid-flow-dense auto-rows-[20rem] gap-6 sm:grid-cols-2 lg:grid-cols-3',
  'overlay-image': (c) => cn('gap-6', gridColumns[c]),
  modern: (c) => cn('gap-x-8 gap-y-12', gridColumns[c]),
  clean: (c) => cn('gap-x-8 gap-y-12', gridColumns[c]),
  widget: () => 'grid gap-8 md:grid-cols-2',
  standard: () => 'grid gap-14',
};
/** Layouts with the search, categories, recent posts and tags beside the list. */
export const withSidebar = (layout: BlogLayout) => layout === 'widget' || layout === 'standard';
/** Classes of one post's list item. */
export const itemClass = (layout: BlogLayout, post: BlogPost) =>
  layout === 'masonry'
    ? 'mb-8 break-inside-avoid'
    : cn(layout === 'metro' && post.double_col && 'sm:col-span-2');
