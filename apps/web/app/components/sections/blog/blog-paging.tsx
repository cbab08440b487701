import { Button } from '~/components/ui/button.tsx';
import type { BlogPagingMode } from './blog-layout.ts';
import { lazyPart } from '~/shell/hydration.tsx';

/** The numbered pages are a chunk of their own: a list without them (none, "Load more") never loads them. */
const BlogPagination = lazyPart(() =>
  import('./blog-pagination.tsx').then((m) => m.BlogPagination),
);

interface BlogPagingProps {
  paging: BlogPagingMode;
  perPage: number;
  /** Numbered paging: the page shown; "Load more": how many pages are shown. */
  page: number;
  pageCount: number;
  shown: number;
  total: number;
  onPage: (page: number) => void;
  onLoadMore: () => void;
}

/** Under the list: how many posts show, then page buttons or "Load more". */
export function BlogPaging({
  paging,
  perPage,
  page,
  pageCount,
  shown,
  total,
  onPage,
  onLoadMore,
}: BlogPagingProps) {
  if (paging === 'none' || shown === 0) return null;
  const first = paging === 'pages' ? (page - 1) * perPage + 1 : 1;
  return (
    <>
      <p aria-live="polite" className="text-muted mt-10 text-center text-sm">
        {paging === 'pages'
          ? `Showing ${first}–${first + shown - 1} of ${total} posts`
          : `Showing ${shown} of ${total} posts`}
      </p>
      {paging === 'pages' && <BlogPagination page={page} pageCount={pageCount} onChange={onPage} />}
      {paging === 'load-more' && shown < total && (
        <div className="mt-8 text-center">
          <Button variant="outline" onClick={onLoadMore}>
            Load more
          </Button>
        </div>
      )}
    </>
  );
}
