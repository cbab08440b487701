import type { BlogPost } from './blog-post.ts';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';

/** Likes and comments of a post, with words for screen readers. */
export function PostStats({ post, className }: { post: BlogPost; className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-4', className)}>
      <span className="inline-flex items-center gap-1">
        <Icon name="heart" size={16} />
        {post.likes}
        <span className="sr-only">likes</span>
      </span>
      <span className="inline-flex items-center gap-1">
        <Icon name="comment" size={16} />
        {post.comments}
        <span className="sr-only">comments</span>
      </span>
    </span>
  );
}
