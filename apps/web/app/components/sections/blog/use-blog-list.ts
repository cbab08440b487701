import { useState } from 'react';
import type { BlogPost } from './blog-post.ts';
import type { BlogPagingMode } from './blog-layout.ts';

/** True when the post mentions every word of the query (title, excerpt, categories or tags). */
export function matchesQuery(post: BlogPost, query: string): boolean {
  const text = [post.title, post.content, ...post.category, ...post.tags].join(' ').toLowerCase();
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => text.includes(word));
}

/**
 * The list's state: category, search query and page. It starts at "all, no query, page 1" on the server
 * and in the browser alike, so the prerendered HTML hydrates as it is.
 */
export function useBlogList(posts: readonly BlogPost[], paging: BlogPagingMode, perPage: number) {
  const [category, setCategory] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  // Numbered paging: the page shown; "Load more": how many pages are shown.
  const [page, setPage] = useState(1);
  const matching = posts.filter(
    (post) => (!category || post.category.includes(category)) && matchesQuery(post, query),
  );
  const pageCount = Math.max(1, Math.ceil(matching.length / perPage));
  const current = Math.min(page, pageCount);
  const visible =
    paging === 'none'
      ? matching
      : paging === 'pages'
        ? matching.slice((current - 1) * perPage, current * perPage)
        : matching.slice(0, current * perPage);
  return {
    category,
    query,
    page: current,
    pageCount,
    matching,
    visible,
    chooseCategory: (next: string | null) => {
      setCategory(next);
      setPage(1);
    },
    search: (next: string) => {
      setQuery(next);
      setPage(1);
    },
    goTo: setPage,
  };
}
