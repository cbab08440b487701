import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import type { BlogListDemo } from '~/content/blog-list-demos.ts';
import {
  blogAuthorAvatars,
  blogAuthors,
  blogCategoryLabels,
  postsNewestFirst,
} from '~/content/blog-posts.ts';

/**
 * A /blogs/<list style> page's content: its title and the posts in the layout it names. Its own chunk
 * (blog-page.tsx loads it): the single-post layouts' pages do not carry the list.
 */
export function BlogListContent({ name, demo }: { name: string; demo: BlogListDemo }) {
  return (
    <>
      <PageTitle
        title={demo.title}
        lead={demo.lead}
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Blog', href: '/blogs/blog-grid' },
          { label: demo.title, href: `/blogs/${name}` },
        ]}
      />
      <BlogList
        key={name}
        id="posts"
        label="Posts"
        posts={postsNewestFirst}
        layout={demo.layout}
        variant={demo.variant}
        columns={demo.columns}
        filters={demo.filters}
        paging={demo.paging}
        perPage={demo.perPage}
        authors={{ names: blogAuthors, avatars: blogAuthorAvatars }}
        categoryLabels={blogCategoryLabels}
      />
    </>
  );
}
