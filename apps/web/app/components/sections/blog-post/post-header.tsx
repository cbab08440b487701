import type { BlogPost } from '~/components/sections/blog/blog-post.ts';
import { cn } from '~/components/ui/cn.ts';
import type { CategoryLabels } from '~/components/sections/blog/blog-layout.ts';
import { PostMeta } from './post-meta.tsx';

export type PostHeaderLook = 'center' | 'left' | 'big' | 'overlay';

const looks: Record<PostHeaderLook, { wrap: string; title: string; align: 'left' | 'center' }> = {
  center: {
    wrap: 'text-center',
    title: 'text-4xl sm:text-5xl',
    align: 'center',
  },
  left: { wrap: '', title: 'text-3xl sm:text-4xl', align: 'left' },
  big: {
    wrap: 'text-center',
    title: 'text-5xl sm:text-6xl lg:text-7xl tracking-tight',
    align: 'center',
  },
  overlay: { wrap: 'text-white', title: 'text-4xl sm:text-5xl lg:text-6xl', align: 'left' },
};

/** The post's h1 and its meta line, in the look of the layout around it. */
export function PostHeader({
  post,
  author,
  categoryLabels,
  look = 'center',
  eyebrow,
  className,
}: {
  post: BlogPost;
  author: string;
  categoryLabels: CategoryLabels;
  look?: PostHeaderLook;
  /** A small line above the title (the post type, say). */
  eyebrow?: string;
  className?: string;
}) {
  const style = looks[look];
  return (
    <header className={cn(style.wrap, className)}>
      {eyebrow && (
        <p
          className={cn(
            'mb-4 text-sm font-semibold tracking-[0.2em] uppercase',
            look === 'overlay' ? 'text-white/85' : 'text-brand',
          )}
        >
          {eyebrow}
        </p>
      )}
      <h1 className={cn('leading-tight font-bold', style.title)}>{post.title}</h1>
      <PostMeta
        className="mt-6"
        post={post}
        author={author}
        categoryLabels={categoryLabels}
        tone={look === 'overlay' ? 'inverse' : 'default'}
        align={style.align}
      />
    </header>
  );
}
