import { ArtImage } from '~/components/ui/art-image.tsx';
import type { BlogCardProps } from './blog-layout.ts';
import { PostByline } from './post-byline.tsx';
import { PostTitle } from './post-title.tsx';

/** A post with its image beside the text (stacked on small screens). */
export function BlogSideCard({ post, titleAs, authors }: BlogCardProps) {
  return (
    <article className="rounded-card bg-surface grid h-full overflow-hidden shadow-[0_10px_40px_-15px_rgb(0_0_0/0.2)] sm:grid-cols-[2fr_3fr]">
      <ArtImage {...post.img} className="aspect-[4/3] h-full w-full object-cover sm:aspect-auto" />
      <div className="flex flex-col p-7">
        <p className="text-brand text-xs font-bold tracking-[0.15em] uppercase">
          {post.category[0]} · <time>{post.date}</time>
        </p>
        <PostTitle post={post} as={titleAs} className="mt-3 text-xl" />
        <p className="text-muted mt-3">{post.content}</p>
        <div className="mt-auto">
          <PostByline post={post} authors={authors} style="meta" />
        </div>
      </div>
    </article>
  );
}
