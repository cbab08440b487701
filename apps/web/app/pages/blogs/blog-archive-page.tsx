import type { MetaDescriptor } from 'react-router';
import { useLocation } from 'react-router';
import { PageLayout } from '~/components/layout/page-layout.tsx';
import { BlogList } from '~/components/sections/blog/blog-list.tsx';
import { PageTitle } from '~/components/sections/page-title/page-title.tsx';
import {
  blogAuthorAvatars,
  blogAuthors,
  blogCategoryLabels,
  categoryLabel,
  postsNewestFirst,
} from '~/content/blog-posts.ts';
import type { BlogPost } from '~/content/types.ts';
import { notFoundMeta } from '~/lib/page-meta.ts';
import { LazyNotFoundPage as NotFoundPage } from '~/pages/system/lazy-not-found-page.tsx';

interface Archive {
  /** The page's h1. */
  title: string;
  lead: string;
  /** Breadcrumb label and address of the current page. */
  crumb: string;
  href: string;
  posts: BlogPost[];
}

/** The posts a /blogs/category/<name> or /blogs/author/<id> path lists; undefined when it names none. */
export function resolveArchive(pathname: string): Archive | undefined {
  const path = pathname.replace(/\/+$/, '').toLowerCase();
  const [, , kind, value = ''] = path.split('/');
  if (kind === 'category') {
    const posts = postsNewestFirst.filter((post) => post.category.includes(value));
    if (posts.length === 0) return undefined;
    const label = categoryLabel(value);
    return {
      title: `${label} posts`,
      lead: `Every post filed under ${label.toLowerCase()}, newest first.`,
      crumb: label,
      href: path,
      posts,
    };
  }
  if (kind === 'author' && /^\d+$/.test(value)) {
    const name = blogAuthors[Number(value)];
    const posts = postsNewestFirst.filter((post) => post.author === Number(value));
    if (!name || posts.length === 0) return undefined;
    return {
      title: `Posts by ${name}`,
      lead: `Everything ${name} has written for the blog, newest first.`,
      crumb: name,
      href: path,
      posts,
    };
  }
  return undefined;
}

export const meta = ({ location }: { location: { pathname: string } }): MetaDescriptor[] => {
  const archive = resolveArchive(location.pathname);
  if (!archive) return notFoundMeta;
  return [{ title: `${archive.title} | Contrail` }, { name: 'description', content: archive.lead }];
};

/** /blogs/category/:category and /blogs/author/:author: the posts of one category or one author. */
export default function BlogArchivePage() {
  const { pathname } = useLocation();
  const archive = resolveArchive(pathname);
  if (!archive) return <NotFoundPage />;
  return (
    <PageLayout>
      <PageTitle
        title={archive.title}
        lead={archive.lead}
        breadcrumbs={[
          { label: 'Home', href: '/' },
          { label: 'Blog', href: '/blogs/blog-grid' },
          { label: archive.crumb, href: archive.href },
        ]}
      />
      <BlogList
        key={archive.href}
        id="posts"
        label="Posts"
        posts={archive.posts}
        layout="grid"
        paging="pages"
        perPage={9}
        authors={{ names: blogAuthors, avatars: blogAuthorAvatars }}
        categoryLabels={blogCategoryLabels}
      />
    </PageLayout>
  );
}
