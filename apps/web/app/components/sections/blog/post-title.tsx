import { Link } from 'react-router';
import type { BlogPost } from './blog-post.ts';
import { cn } from '~/components/ui/cn.ts';
import { postHref } from './blog-posts.ts';

export type PostTitleLevel = 'h2' | 'h3';

interface PostTitleProps {
  post: BlogPost;
  as?: PostTitleLevel;
  className?: string;
  /** Link colour on hover (overlay cards stay white). */
  hover?: 'brand' | 'underline';
}

const hovers = {
  brand: 'hover:text-brand focus-visible:text-brand',
  underline: 'underline-offset-4 hover:underline',
} as const;

/** A post's title: a link to its page when that page is registered, plain text otherwise. */
export function PostTitle({ post, as: Tag = 'h3', className, hover = 'brand' }: PostTitleProps) {
  const href = postHref(post);
  return (
    <Tag className={cn('leading-snug font-bold', className)}>
      {href ? (
        <Link to={href} className={hovers[hover]}>
          {post.title}
        </Link>
      ) : (
        post.title
      )}
    </Tag>
  );
}
