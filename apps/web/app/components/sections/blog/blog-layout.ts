import type { BlogPost } from './blog-post.ts';
import type { PostTitleLevel } from './post-title.tsx';

/** The post layouts of the blog list section (spec: the eleven /blogs/* list pages). */
export type BlogLayout =
  | 'grid'
  | 'masonry'
  | 'classic'
  | 'simple'
  | 'side-image'
  | 'metro'
  | 'overlay-image'
  | 'modern'
  | 'clean'
  | 'widget'
  | 'standard';

/** Card surface of the grid, masonry and widget layouts. */
export type BlogCardVariant = 'cards' | 'plain' | 'bordered';
export type BlogColumns = 2 | 3 | 4;
/** How more posts are reached: all at once, numbered pages, or a "Load more" button. */
export type BlogPagingMode = 'none' | 'pages' | 'load-more';

/** Author names and portraits by author id (1–9). `names` is required: a bare name table passed here by
 * mistake would otherwise type-check and leave every byline without its name. */
export interface BlogAuthorData {
  names: Readonly<Record<number, string>>;
  avatars?: Readonly<Record<number, string>>;
}

/** Display names of the categories (posts store them lower case), by category. */
export type CategoryLabels = Readonly<Record<string, string>>;

/** A category's display name; the stored name where the labels have none. */
export const categoryName = (labels: CategoryLabels, category: string) =>
  labels[category] ?? category;

export interface BlogCardProps {
  post: BlogPost;
  layout: BlogLayout;
  variant: BlogCardVariant;
  titleAs: PostTitleLevel;
  authors: BlogAuthorData;
}
