/** How a /blogs/blog-post-layout-0N page arranges its post. */
export type PostLayoutStyle = 'sidebar' | 'centered' | 'overlay' | 'split' | 'toc';

export interface BlogPostLayoutDemo {
  /** The sample post shown (content/blog-posts.ts id with a long form in blog-articles.ts). */
  postId: number;
  style: PostLayoutStyle;
}

/** The five single-post layouts, by page name. */
export const blogPostLayouts: Readonly<Record<string, BlogPostLayoutDemo>> = {
  'blog-post-layout-01': { postId: 1, style: 'sidebar' },
  'blog-post-layout-02': { postId: 2, style: 'centered' },
  'blog-post-layout-03': { postId: 3, style: 'overlay' },
  'blog-post-layout-04': { postId: 4, style: 'split' },
  'blog-post-layout-05': { postId: 5, style: 'toc' },
};
