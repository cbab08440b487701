import { Link } from 'react-router';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';
import type { BlogCardVariant, BlogColumns } from './blog-layout.ts';
import type { BlogPost } from './blog-post.ts';
import { postHref } from './blog-posts.ts';
import { PostByline } from './post-byline.tsx';

export type BlogMasonryVariant = BlogCardVariant;
export type { BlogColumns };

const cards: Record<BlogMasonryVariant, string> = {
  cards: 'rounded-card bg-surface overflow-hidden shadow-[0_10px_40px_-15px_rgb(0_0_0/0.2)]',
  plain: '',
  bordered: 'rounded-card border-line overflow-hidden border',
};
const bodies: Record<BlogMasonryVariant, string> = {
  cards: 'p-7',
  plain: 'pt-5',
  bordered: 'p-7',
};
const columnClasses: Record<BlogColumns, string> = {
  2: 'sm:columns-2',
  3: 'sm:columns-2 lg:columns-3',
  4: 'sm:columns-2 lg:columns-4',
};

interface BlogMasonryProps extends SectionProps {
  posts: readonly BlogPost[];
  variant?: BlogMasonryVariant;
  columns?: BlogColumns;
  heading?: HeadingData;
  /** Author names by id (1–9). */
  authors?: Readonly<Record<number, string>>;
}

/** Blog posts in a masonry of columns (no pagination, no filter). */
export function BlogMasonry({
  posts,
  variant = 'cards',
  columns = 3,
  heading,
  authors = {},
  ...section
}: BlogMasonryProps) {
  return (
    <Section {...section}>
      {heading && <SectionHeading {...heading} />}
      <ul data-variant={variant} className={cn('gap-8', columnClasses[columns])}>
        {posts.map((post) => {
          const href = postHref(post);
          return (
            <li key={post.id} className="mb-8 break-inside-avoid">
              <article className={cards[variant]}>
                <ArtImage
                  {...post.img}
                  className={cn('w-full', variant === 'plain' && 'rounded-card')}
                />
                <div className={bodies[variant]}>
                  <p className="text-brand text-xs font-bold tracking-[0.15em] uppercase">
                    {post.category[0]} · <time>{post.date}</time>
                  </p>
                  <h3 className="mt-3 text-xl leading-snug font-bold">
                    {href ? (
                      <Link to={href} className="hover:text-brand block">
                        {post.title}
                      </Link>
                    ) : (
                      post.title
                    )}
                  </h3>
                  <p className="text-muted mt-3">{post.content}</p>
                  <PostByline post={post} authors={{ names: authors }} style="meta" />
                </div>
              </article>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
