import { useId, useState } from 'react';
import type { BlogPost } from '~/components/sections/blog/blog-post.ts';
import { cn } from '~/components/ui/cn.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';
import { authorName } from '~/components/sections/blog/blog-posts.ts';
import { NewsCard } from './news-card.tsx';

const ALL = 'all';

interface NewsListProps extends SectionProps {
  posts: readonly BlogPost[];
  /** Author names by id (1–9). */
  authors: Readonly<Record<number, string>>;
  /** The story shown large above the list (default: the first post). */
  featuredId?: number;
  heading?: HeadingData;
  /** Title of the list under the featured story (an h2). */
  listTitle?: string;
}

/** The categories of the posts, in first-seen order. */
export function newsCategories(posts: readonly BlogPost[]): string[] {
  return [...new Set(posts.flatMap((post) => post.category))];
}

/** A featured story, then every other story under category filter buttons (aria-pressed). */
export function NewsList({
  posts,
  authors,
  featuredId,
  heading,
  listTitle = 'All stories',
  ...section
}: NewsListProps) {
  const [category, setCategory] = useState(ALL);
  const listId = useId();
  const featured = posts.find((post) => post.id === featuredId) ?? posts[0];
  const rest = posts.filter((post) => post !== featured);
  const shown = category === ALL ? rest : rest.filter((post) => post.category.includes(category));
  const authorOf = (post: BlogPost) => authorName(authors, post.author);
  const filters = [ALL, ...newsCategories(rest)];
  return (
    <Section {...section}>
      {heading && <SectionHeading {...heading} />}
      {featured && (
        <div className="mb-20">
          <p className="text-muted mb-4 text-sm font-semibold tracking-[0.2em] uppercase">
            Featured story
          </p>
          <NewsCard post={featured} author={authorOf(featured)} size="featured" headingLevel="h2" />
        </div>
      )}
      <div className="mb-10 flex flex-wrap items-end justify-between gap-6">
        <h2 id={listId} className="text-3xl font-bold">
          {listTitle}
        </h2>
        <div role="group" aria-label="Filter stories by category" className="flex flex-wrap gap-2">
          {filters.map((name) => (
            <button
              key={name}
              type="button"
              aria-pressed={category === name}
              onClick={() => setCategory(name)}
              className={cn(
                'rounded-full border px-4 py-2 text-sm font-semibold capitalize transition-colors',
                category === name
                  ? 'bg-brand border-brand text-on-brand'
                  : 'border-line text-ink hover:border-brand hover:text-brand',
              )}
            >
              {name === ALL ? 'All' : name}
            </button>
          ))}
        </div>
      </div>
      <p role="status" className="text-muted mb-6 text-sm">
        {shown.length === 1 ? '1 story' : `${shown.length} stories`}
        {category === ALL ? '' : ` in ${category}`}
      </p>
      <ul aria-labelledby={listId} className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
        {shown.map((post) => (
          <li key={post.id}>
            <NewsCard post={post} author={authorOf(post)} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
