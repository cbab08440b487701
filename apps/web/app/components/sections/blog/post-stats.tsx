import type { BlogPost } from './blog-post.ts';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';

/** Likes and comments of a post, with words for screen readers. */
export function PostStats({ post, className }: { post: BlogPost; className?: string }) {
  const texts = useMessages().sections?.blog;
  return (
    <span className={cn('inline-flex items-center gap-4', className)}>
      <span className="inline-flex items-center gap-1">
        <Icon name="heart" size={16} />
        {post.likes}
        <span className="sr-only">{texts?.likes ?? 'likes'}</span>
      </span>
      <span className="inline-flex items-center gap-1">
        <Icon name="comment" size={16} />
        {post.comments}
        <span className="sr-only">{texts?.comments ?? 'comments'}</span>
      </span>
    </span>
  );
}
