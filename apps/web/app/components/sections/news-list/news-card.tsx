import { Link } from 'react-router';
import type { BlogPost } from '~/components/sections/blog/blog-post.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { postHref } from '~/components/sections/blog/blog-posts.ts';

export type NewsCardSize = 'featured' | 'compact';

const frames: Record<NewsCardSize, string> = {
  featured: 'rounded-card bg-surface grid overflow-hidden shadow-xl lg:grid-cols-[1.2fr_1fr]',
  compact: 'rounded-card border-line bg-surface flex h-full flex-col overflow-hidden border',
};
const bodies: Record<NewsCardSize, string> = {
  featured: 'flex flex-col justify-center p-8 md:p-12',
  compact: 'flex flex-1 flex-col p-6',
};
const titles: Record<NewsCardSize, string> = {
  featured: 'mt-4 text-3xl leading-tight font-extrabold md:text-4xl',
  compact: 'mt-3 text-xl leading-snug font-bold',
};

/** One news story: picture, category and date, title (a link when its page is live), summary and author. */
export function NewsCard({
  post,
  author,
  size = 'compact',
  headingLevel: Heading = 'h3',
}: {
  post: BlogPost;
  author: string;
  size?: NewsCardSize;
  headingLevel?: 'h2' | 'h3';
}) {
  const href = postHref(post);
  return (
    <article className={frames[size]} data-news-card={size}>
      <ArtImage
        {...post.img}
        className={cn('w-full object-cover', size === 'featured' ? 'h-full' : 'aspect-[3/2]')}
      />
      <div className={bodies[size]}>
        <p className="text-brand text-xs font-bold tracking-[0.15em] uppercase">
          {post.category.join(' · ')} — <time>{post.date}</time>
        </p>
        <Heading className={titles[size]}>
          {href ? (
            <Link to={href} className="hover:text-brand underline-offset-4 hover:underline">
              {post.title}
            </Link>
          ) : (
            post.title
          )}
        </Heading>
        <p className={cn('text-muted mt-3', size === 'featured' && 'text-lg')}>{post.content}</p>
        <p className="text-muted mt-auto pt-5 text-sm font-medium">By {author}</p>
      </div>
    </article>
  );
}
