import { Link } from 'react-router';
import type { BlogPost } from '~/components/sections/blog/blog-post.ts';
import { categoryName, type CategoryLabels } from '~/components/sections/blog/blog-layout.ts';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';

export type PostMetaTone = 'default' | 'inverse';

const tones: Record<PostMetaTone, { row: string; category: string }> = {
  default: { row: 'text-muted', category: 'bg-brand-soft text-brand-strong' },
  inverse: { row: 'text-white/85', category: 'bg-card text-ink' },
};

/** Category chip, then author, date, likes and comments of a post. */
export function PostMeta({
  post,
  author,
  categoryLabels,
  tone = 'default',
  align = 'left',
  className,
}: {
  post: BlogPost;
  author: string;
  categoryLabels: CategoryLabels;
  tone?: PostMetaTone;
  align?: 'left' | 'center';
  className?: string;
}) {
  const look = tones[tone];
  return (
    <div
      className={cn(
        'flex flex-wrap items-center gap-x-5 gap-y-2 text-sm',
        look.row,
        align === 'center' && 'justify-center',
        className,
      )}
    >
      <span
        className={cn(
          'rounded-full px-3 py-1 text-xs font-bold tracking-[0.15em] uppercase',
          look.category,
        )}
      >
        <span className="sr-only">Category: </span>
        {post.category.map((category, i) => (
          <span key={category}>
            {i > 0 && ' · '}
            <Link to={`/blogs/category/${category}`} className="underline-offset-4 hover:underline">
              {categoryName(categoryLabels, category)}
            </Link>
          </span>
        ))}
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="user" size={16} />
        <span>
          <span className="sr-only">By </span>
          <Link to={`/blogs/author/${post.author}`} className="underline-offset-4 hover:underline">
            {author}
          </Link>
        </span>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="calendar" size={16} />
        <time>{post.date}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="heart" size={16} />
        {post.likes} likes
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Icon name="comment" size={16} />
        {post.comments} comments
      </span>
    </div>
  );
}
