import { useEffect, useRef } from 'react';
import type { BlogPost } from './blog-post.ts';
import { Button } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';
import { lazyPart } from '~/shell/hydration.tsx';
import { BlogCard } from './blog-card.tsx';
import type {
  BlogAuthorData,
  BlogCardVariant,
  BlogColumns,
  BlogLayout,
  BlogPagingMode,
  CategoryLabels,
} from './blog-layout.ts';
import { itemClass, lists, withSidebar } from './blog-list-classes.ts';
import { BlogPaging } from './blog-paging.tsx';
import { useBlogList } from './use-blog-list.ts';

/** The widget and standard layouts' sidebar: a chunk of its own, since most lists have none. */
const BlogSidebar = lazyPart(() => import('./blog-sidebar.tsx').then((m) => m.BlogSidebar));
// The category tabs, too: a list without them never loads them.
const CategoryFilter = lazyPart(() =>
  import('./category-filter.tsx').then((m) => m.CategoryFilter),
);

export interface BlogListProps extends SectionProps {
  posts: readonly BlogPost[];
  layout?: BlogLayout;
  /** Card surface of the grid, masonry and widget layouts. */
  variant?: BlogCardVariant;
  columns?: BlogColumns;
  heading?: HeadingData;
  authors?: BlogAuthorData;
  /** Display names of the categories (tabs and sidebar). */
  categoryLabels: CategoryLabels;
  /** Category tabs above the list; none when omitted. */
  filters?: readonly string[];
  paging?: BlogPagingMode;
  perPage?: number;
}

/** Blog posts in one of eleven layouts, with optional category tabs, paging and (widget, standard) a sidebar. */
export function BlogList({
  posts,
  layout = 'grid',
  variant = 'cards',
  columns = 3,
  heading,
  authors = { names: {} },
  categoryLabels,
  filters,
  paging = 'none',
  perPage = 9,
  ...section
}: BlogListProps) {
  const list = useBlogList(posts, paging, perPage);
  const listRef = useRef<HTMLUListElement>(null);
  // After "Load more", focus moves to the first new post so keyboard users carry on from there.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const index = focusFrom.current;
    focusFrom.current = null;
    const item = index === null ? undefined : listRef.current?.children[index];
    if (item instanceof HTMLElement) (item.querySelector('a') ?? item).focus();
  }, [list.page]);
  const titleAs = heading ? 'h3' : 'h2';
  const clear = () => {
    list.chooseCategory(null);
    list.search('');
  };
  const main = (
    <div>
      {filters && (
        <CategoryFilter
          categories={filters}
          labels={categoryLabels}
          active={list.category}
          onChange={list.chooseCategory}
          className={withSidebar(layout) ? 'justify-start' : undefined}
        />
      )}
      {list.visible.length > 0 ? (
        <ul
          ref={listRef}
          data-layout={layout}
          data-variant={variant}
          className={cn('scroll-mt-28', lists[layout](columns))}
        >
          {list.visible.map((post) => (
            <li
              key={post.id}
              tabIndex={paging === 'load-more' ? -1 : undefined}
              className={cn('outline-brand focus-visible:outline-2', itemClass(layout, post))}
            >
              <BlogCard
                post={post}
                layout={layout}
                variant={variant}
                titleAs={titleAs}
                authors={authors}
              />
            </li>
          ))}
        </ul>
      ) : (
        <div className="rounded-card bg-surface-alt p-10 text-center">
          <p className="text-lg font-semibold">No posts match your search.</p>
          <Button variant="link" className="mt-3" onClick={clear}>
            Show all posts
          </Button>
        </div>
      )}
      <BlogPaging
        paging={paging}
        perPage={perPage}
        page={list.page}
        pageCount={list.pageCount}
        shown={list.visible.length}
        total={list.matching.length}
        onPage={(page) => {
          list.goTo(page);
          listRef.current?.scrollIntoView({ block: 'start' });
        }}
        onLoadMore={() => {
          focusFrom.current = list.visible.length;
          list.goTo(list.page + 1);
        }}
      />
    </div>
  );
  return (
    <Section {...section}>
      {heading && <SectionHeading {...heading} />}
      {withSidebar(layout) ? (
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          {main}
          <BlogSidebar
            posts={posts}
            categoryLabels={categoryLabels}
            category={list.category}
            onCategory={list.chooseCategory}
            query={list.query}
            onQuery={list.search}
          />
        </div>
      ) : (
        main
      )}
    </Section>
  );
}
