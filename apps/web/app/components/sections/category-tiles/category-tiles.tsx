import { Link } from 'react-router';
import type { BlogType } from '~/components/sections/blog/blog-post.ts';
import { categoryName, type CategoryLabels } from '~/components/sections/blog/blog-layout.ts';
import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';
import { categoryHref } from './category-href.ts';

/** Category tile (spec §3): a blog category, the blog layout it belongs to, and its picture. */
export interface CategoryTile {
  id: number;
  /** A category as the posts store it (lower case), e.g. `travel`. */
  category: string;
  blogType: BlogType;
  img: ArtImageData;
}

export type CategoryTilesVariant = 'grid' | 'row' | 'overlay';
export type CategoryTilesColumns = 3 | 4 | 6;

interface Look {
  list: Record<CategoryTilesColumns, string>;
  tile: string;
  /** The picture's frame (clips the hover zoom). */
  frame: string;
  image: string;
  label: string;
  title: string;
  count: string;
}

const looks: Record<CategoryTilesVariant, Look> = {
  grid: {
    list: {
      3: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
      4: 'grid gap-6 grid-cols-2 lg:grid-cols-4',
      6: 'grid gap-6 grid-cols-2 md:grid-cols-3 lg:grid-cols-6',
    },
    tile: 'group block',
    frame: 'rounded-card overflow-hidden',
    title: 'group-hover:text-brand text-xl',
    count: 'text-muted',
    image:
      'rounded-card aspect-[4/3] w-full object-cover transition-transform duration-500 group-hover:scale-[1.03]',
    label: 'mt-4 flex flex-wrap items-baseline justify-between gap-x-3',
  },
  row: {
    list: {
      3: 'flex flex-wrap justify-center gap-x-6 gap-y-8 sm:gap-x-10',
      4: 'flex flex-wrap justify-center gap-x-6 gap-y-8 sm:gap-x-10',
      6: 'flex flex-wrap justify-center gap-x-6 gap-y-8 sm:gap-x-8',
    },
    tile: 'group flex w-24 flex-col items-center text-center sm:w-36',
    frame: 'w-full',
    title: 'group-hover:text-brand text-lg',
    count: 'text-muted',
    image:
      'ring-brand-soft group-hover:ring-brand aspect-square w-full rounded-full object-cover ring-4 ring-offset-4 transition-shadow',
    label: 'mt-4 grid justify-items-center gap-1',
  },
  overlay: {
    list: {
      3: 'grid gap-4 sm:grid-cols-3',
      4: 'grid gap-4 grid-cols-2 lg:grid-cols-4',
      6: 'grid gap-4 grid-cols-2 md:grid-cols-3 lg:grid-cols-6',
    },
    tile: 'group rounded-card bg-inverse relative isolate block overflow-hidden text-white',
    frame: '',
    title: 'text-xl underline-offset-4 group-hover:underline',
    count: 'text-white/85',
    image:
      'absolute inset-0 -z-10 h-full w-full object-cover transition-transform duration-500 group-hover:scale-105',
    label:
      'flex aspect-[4/5] flex-col justify-end bg-gradient-to-t from-black/85 via-black/45 to-transparent p-5',
  },
};

interface CategoryTilesProps extends SectionProps {
  tiles: readonly CategoryTile[];
  variant?: CategoryTilesVariant;
  columns?: CategoryTilesColumns;
  heading?: HeadingData;
  /** Display names of the categories; the stored name where none is given. */
  categoryLabels: CategoryLabels;
  /** Number of posts in each category, shown under its name. */
  counts?: Readonly<Record<string, number>>;
}

const postCount = (n: number) => `${n} ${n === 1 ? 'post' : 'posts'}`;

/**
 * The blog's categories as picture tiles, each linking to its `/blogs/category/<category>` page (plain, not
 * a link, while that page is not registered): cards in a grid, round pictures in a row, or names over the pictures.
 */
export function CategoryTiles({
  tiles,
  variant = 'grid',
  columns = 4,
  heading,
  categoryLabels,
  counts,
  ...section
}: CategoryTilesProps) {
  const look = looks[variant];
  const titleAs = heading ? 'h3' : 'h2';
  const Title = titleAs;
  return (
    <Section {...section}>
      {heading && <SectionHeading {...heading} />}
      <ul data-variant={variant} className={look.list[columns]}>
        {tiles.map((tile) => {
          const href = categoryHref(tile.category);
          const count = counts?.[tile.category];
          const body = (
            <>
              <div className={look.frame}>
                <ArtImage {...tile.img} alt="" className={look.image} data-motion />
              </div>
              <div className={look.label}>
                <Title className={cn('font-bold', look.title)}>
                  {categoryName(categoryLabels, tile.category)}
                </Title>
                {count !== undefined && (
                  <p className={cn('text-sm', look.count)}>{postCount(count)}</p>
                )}
              </div>
            </>
          );
          return (
            <li key={tile.id} data-blog-type={tile.blogType}>
              {href ? (
                <Link
                  to={href}
                  className={cn(
                    look.tile,
                    'outline-brand focus-visible:outline-2 focus-visible:outline-offset-4',
                  )}
                >
                  {body}
                </Link>
              ) : (
                <div className={look.tile}>{body}</div>
              )}
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
