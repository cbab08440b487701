import type { BlogPost } from './blog-post.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { PostStats } from './post-stats.tsx';
import { PostTitle, type PostTitleLevel } from './post-title.tsx';

interface BlogOverlayCardProps {
  post: BlogPost;
  titleAs: PostTitleLevel;
  /** Portrait tiles (overlay-image); otherwise the tile fills its metro cell. */
  tall: boolean;
}

/** A post written over its image, on a dark gradient that keeps the white text readable. */
export function BlogOverlayCard({ post, titleAs, tall }: BlogOverlayCardProps) {
  return (
    <article
      className={cn(
        'group rounded-card bg-inverse relative isolate flex h-full overflow-hidden text-white',
        tall ? 'min-h-[26rem]' : 'min-h-80',
      )}
    >
      <ArtImage
        {...post.img}
        className="absolute inset-0 -z-10 h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
      />
      <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black via-black/75 to-black/10" />
      <p className="bg-surface text-ink absolute inset-s-5 top-5 rounded-full px-3 py-1 text-xs font-bold tracking-[0.15em] uppercase">
        {post.category[0]}
      </p>
      <div className="mt-auto p-7">
        <p className="text-sm text-white/85">
          <time>{post.date}</time>
        </p>
        <PostTitle post={post} as={titleAs} hover="underline" className="mt-2 text-2xl" />
        <PostStats post={post} className="mt-4 text-sm text-white/85" />
      </div>
    </article>
  );
}
