import { Link } from 'react-router';
import type { BlogAuthorData, CategoryLabels } from '~/components/sections/blog/blog-layout.ts';
import { categoryName } from '~/components/sections/blog/blog-layout.ts';
import type { BlogPost } from '~/components/sections/blog/blog-post.ts';
import { PostByline } from '~/components/sections/blog/post-byline.tsx';
import { PostTitle, type PostTitleLevel } from '~/components/sections/blog/post-title.tsx';
import { categoryHref } from '~/components/sections/category-tiles/category-href.ts';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';

/**
 * How a story is drawn: the lead (large, text under the picture), a side story (thumbnail beside the text), or
 * text over the picture: a tile, a slider's slide (taller) or the lead tile (tallest, with its excerpt).
 */
export type StoryLook = 'lead' | 'side' | 'tile' | 'slide' | 'lead-tile';

interface FeaturedStoryProps {
  post: BlogPost;
  look: StoryLook;
  titleAs: PostTitleLevel;
  authors: BlogAuthorData;
  categoryLabels: CategoryLabels;
  /** The lead picture is the page's largest: loaded first. */
  priority?: boolean;
}

/** The post's first category, linking to its archive page when that page is registered. */
function Kicker({
  post,
  labels,
  onImage,
}: {
  post: BlogPost;
  labels: CategoryLabels;
  onImage: boolean;
}) {
  const category = post.category[0];
  if (!category) return null;
  const href = categoryHref(category);
  const className = cn(
    'relative z-10 text-xs font-bold tracking-[0.15em] uppercase',
    onImage ? 'bg-surface text-ink rounded-full px-3 py-1' : 'text-brand',
    href && 'hover:underline focus-visible:underline underline-offset-4',
  );
  const name = categoryName(labels, category);
  return href ? (
    <Link to={href} className={className}>
      {name}
    </Link>
  ) : (
    <span className={className}>{name}</span>
  );
}

const titleSizes: Record<StoryLook, string> = {
  lead: 'mt-3 text-3xl sm:text-4xl',
  side: 'mt-2 text-lg',
  tile: 'mt-2 text-xl',
  slide: 'mt-3 text-2xl',
  'lead-tile': 'mt-3 text-3xl sm:text-4xl',
};

const tileHeights = {
  tile: 'min-h-72',
  slide: 'min-h-[24rem] lg:min-h-[28rem]',
  'lead-tile': 'min-h-[28rem] lg:min-h-[36rem]',
} as const;

/** One featured story in the look its place calls for. */
export function FeaturedStory({
  post,
  look,
  titleAs,
  authors,
  categoryLabels,
  priority = false,
}: FeaturedStoryProps) {
  if (look === 'tile' || look === 'slide' || look === 'lead-tile')
    return (
      <article
        className={cn(
          'group rounded-card bg-inverse relative isolate flex h-full flex-col justify-end overflow-hidden text-white',
          tileHeights[look],
        )}
      >
        <ArtImage
          {...post.img}
          priority={priority}
          className="absolute inset-0 -z-10 h-full w-full object-cover transition-transform duration-500 group-hover:scale-105 motion-reduce:transition-none"
        />
        <div className="absolute inset-0 -z-10 bg-gradient-to-t from-black via-black/70 to-black/5" />
        <div className={cn('p-6', look === 'lead-tile' && 'sm:p-9')}>
          <Kicker post={post} labels={categoryLabels} onImage />
          <PostTitle post={post} as={titleAs} hover="underline" className={titleSizes[look]} />
          {look === 'lead-tile' && <p className="mt-3 max-w-xl text-white/85">{post.content}</p>}
          <p className="mt-3 text-sm text-white/85">
            <time>{post.date}</time>
          </p>
        </div>
      </article>
    );
  if (look === 'side')
    return (
      <article className="grid grid-cols-[6rem_minmax(0,1fr)] items-start gap-4 sm:grid-cols-[8rem_minmax(0,1fr)]">
        <ArtImage {...post.img} className="rounded-card aspect-square w-full object-cover" />
        <div>
          <Kicker post={post} labels={categoryLabels} onImage={false} />
          <PostTitle post={post} as={titleAs} className={titleSizes.side} />
          <p className="text-muted mt-1 text-sm">
            <time>{post.date}</time>
          </p>
        </div>
      </article>
    );
  return (
    <article>
      <ArtImage
        {...post.img}
        priority={priority}
        className="rounded-card aspect-[16/10] w-full object-cover"
      />
      <div className="pt-6">
        <Kicker post={post} labels={categoryLabels} onImage={false} />
        <PostTitle post={post} as={titleAs} className={titleSizes.lead} />
        <p className="text-muted mt-4 text-lg">{post.content}</p>
        <PostByline post={post} authors={authors} style="avatar" />
      </div>
    </article>
  );
}
