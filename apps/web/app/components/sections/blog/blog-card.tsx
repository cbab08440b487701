import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { lazyPart } from '~/shell/hydration.tsx';
import type { BlogCardProps, BlogCardVariant, BlogLayout } from './blog-layout.ts';
import { PostByline, type PostBylineStyle } from './post-byline.tsx';
import { PostTitle } from './post-title.tsx';

// The cards of the side-image, overlay-image and metro layouts: chunks of their own, loaded only by those.
const BlogSideCard = lazyPart(() => import('./blog-side-card.tsx').then((m) => m.BlogSideCard));
const BlogOverlayCard = lazyPart(() =>
  import('./blog-overlay-card.tsx').then((m) => m.BlogOverlayCard),
);

type StackedLayout = Exclude<BlogLayout, 'side-image' | 'overlay-image' | 'metro'>;

interface StackedLook {
  article: string;
  /** Image classes; null: a text-only card. */
  image: string | null;
  body: string;
  title: string;
  excerpt: boolean;
  /** The date sits in the eyebrow unless the byline shows it. */
  byline: PostBylineStyle;
}

// The grid, masonry and widget cards take their surface from `variant`.
const surfaces: Record<BlogCardVariant, { article: string; body: string }> = {
  cards: {
    article: 'rounded-card bg-surface overflow-hidden shadow-[0_10px_40px_-15px_rgb(0_0_0/0.2)]',
    body: 'p-7',
  },
  plain: { article: '', body: 'pt-5' },
  bordered: { article: 'rounded-card border-line overflow-hidden border', body: 'p-7' },
};
const cover = 'aspect-[4/3] w-full object-cover';
const looks: Record<StackedLayout, StackedLook> = {
  grid: { article: '', image: cover, body: '', title: 'text-xl', excerpt: true, byline: 'meta' },
  masonry: {
    article: '',
    image: 'w-full',
    body: '',
    title: 'text-xl',
    excerpt: true,
    byline: 'meta',
  },
  widget: { article: '', image: cover, body: '', title: 'text-xl', excerpt: true, byline: 'meta' },
  classic: {
    article: '',
    image: 'rounded-card aspect-[16/10] w-full object-cover',
    body: 'pt-6',
    title: 'text-2xl',
    excerpt: true,
    byline: 'avatar',
  },
  simple: {
    article: 'border-brand bg-surface-alt h-full rounded-e-card border-s-4 p-8',
    image: null,
    body: '',
    title: 'text-xl',
    excerpt: true,
    byline: 'byline',
  },
  modern: {
    article: 'flex h-full flex-col',
    image: 'rounded-card aspect-[4/3] w-full object-cover',
    body: 'bg-surface rounded-card relative mx-5 -mt-14 flex-1 p-6 shadow-[0_15px_45px_-15px_rgb(0_0_0/0.25)]',
    title: 'text-xl',
    excerpt: true,
    byline: 'meta',
  },
  clean: {
    article: '',
    image: 'rounded-card aspect-square w-full object-cover',
    body: 'pt-5',
    title: 'text-lg',
    excerpt: false,
    byline: 'byline',
  },
  standard: {
    article: 'border-line border-b pb-12',
    image: 'rounded-card aspect-[16/9] w-full object-cover',
    body: 'pt-8',
    title: 'text-3xl',
    excerpt: true,
    byline: 'avatar',
  },
};
const surfaced = (layout: StackedLayout) =>
  layout === 'grid' || layout === 'masonry' || layout === 'widget';

/** One post in the look of its list layout. */
export function BlogCard(props: BlogCardProps) {
  const { post, layout, variant, titleAs, authors } = props;
  if (layout === 'side-image') return <BlogSideCard {...props} />;
  if (layout === 'overlay-image' || layout === 'metro')
    return <BlogOverlayCard post={post} titleAs={titleAs} tall={layout === 'overlay-image'} />;
  const look = looks[layout];
  const surface = surfaced(layout) ? surfaces[variant] : undefined;
  return (
    <article className={cn(look.article, surface?.article)}>
      {look.image && (
        <ArtImage
          {...post.img}
          className={cn(look.image, surface && variant === 'plain' && 'rounded-card')}
        />
      )}
      <div className={cn(look.body, surface?.body)}>
        <p className="text-brand text-xs font-bold tracking-[0.15em] uppercase">
          {post.category[0]}
          {look.byline !== 'avatar' && (
            <>
              {' · '}
              <time>{post.date}</time>
            </>
          )}
        </p>
        <PostTitle post={post} as={titleAs} className={cn('mt-3', look.title)} />
        {look.excerpt && <p className="text-muted mt-3">{post.content}</p>}
        <PostByline post={post} authors={authors} style={look.byline} />
      </div>
    </article>
  );
}
