import { useId, type ReactNode } from 'react';
import type { BlogPost } from './blog-post.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { categoryName, type CategoryLabels } from './blog-layout.ts';
import { PostTitle } from './post-title.tsx';

interface BlogSidebarProps {
  /** Every post of the list (counts, recent posts and tags come from them), newest first. */
  posts: readonly BlogPost[];
  categoryLabels: CategoryLabels;
  category: string | null;
  onCategory: (category: string | null) => void;
  query: string;
  onQuery: (query: string) => void;
}

const chip =
  'focus-visible:outline-brand focus-visible:outline-2 focus-visible:outline-offset-2 transition-colors';

function Widget({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="rounded-card bg-surface-alt p-7">
      <h2 className="mb-5 text-lg font-bold">{title}</h2>
      {children}
    </div>
  );
}

/** Counts of each value, most frequent first (ties keep their first-seen order). */
function byFrequency(values: readonly string[]): [string, number][] {
  const counts = new Map<string, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort((a, b) => b[1] - a[1]);
}

/** The widget layouts' sidebar: a search that filters the list, categories, recent posts and tags. */
export function BlogSidebar({
  posts,
  categoryLabels,
  category,
  onCategory,
  query,
  onQuery,
}: BlogSidebarProps) {
  const searchId = useId();
  const categories = byFrequency(posts.flatMap((post) => post.category));
  const tags = byFrequency(posts.flatMap((post) => post.tags)).slice(0, 14);
  return (
    <div className="grid content-start gap-8">
      <Widget title="Search">
        <form role="search" aria-label="Search the blog" onSubmit={(e) => e.preventDefault()}>
          <label htmlFor={searchId} className="sr-only">
            Search posts
          </label>
          <div className="relative">
            <input
              id={searchId}
              type="search"
              value={query}
              onChange={(e) => onQuery(e.currentTarget.value)}
              placeholder="Search posts…"
              className="border-line bg-surface focus-visible:outline-brand w-full rounded-full border py-3 ps-5 pe-11 focus-visible:outline-2"
            />
            <Icon name="search" size={18} className="text-muted absolute inset-e-4 top-3.5" />
          </div>
        </form>
      </Widget>
      <Widget title="Categories">
        <ul className="grid gap-1">
          {categories.map(([name, count]) => (
            <li key={name}>
              <button
                type="button"
                aria-pressed={category === name}
                onClick={() => onCategory(category === name ? null : name)}
                className={cn(
                  chip,
                  'flex w-full items-center justify-between rounded-md px-3 py-2 text-start',
                  category === name ? 'bg-ink text-white' : 'hover:bg-surface',
                )}
              >
                {categoryName(categoryLabels, name)}
                <span className="text-sm">
                  {count}
                  <span className="sr-only"> posts</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </Widget>
      <Widget title="Recent posts">
        <ul className="grid gap-5">
          {posts.slice(0, 3).map((post) => (
            <li key={post.id} className="flex items-center gap-4">
              <ArtImage
                {...post.img}
                alt=""
                className="rounded-card size-16 shrink-0 object-cover"
              />
              <div>
                <PostTitle post={post} as="h3" className="text-base" />
                <p className="text-muted mt-1 text-sm">
                  <time>{post.date}</time>
                </p>
              </div>
            </li>
          ))}
        </ul>
      </Widget>
      <Widget title="Tags">
        <ul className="flex flex-wrap gap-2">
          {tags.map(([tag]) => (
            <li key={tag}>
              <button
                type="button"
                aria-pressed={query === tag}
                onClick={() => onQuery(query === tag ? '' : tag)}
                className={cn(
                  chip,
                  'rounded-full border px-3 py-1 text-sm',
                  query === tag ? 'bg-ink border-ink text-white' : 'border-line hover:border-ink',
                )}
              >
                {tag}
              </button>
            </li>
          ))}
        </ul>
      </Widget>
    </div>
  );
}
