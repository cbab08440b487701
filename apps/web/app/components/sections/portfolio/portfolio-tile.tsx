import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { ArtImage } from '~/components/ui/art-image.tsx';
import { cn } from '~/components/ui/cn.ts';
import {
  categoryTitlesOf,
  type PortfolioCategoryTitles,
  type PortfolioProject,
} from './portfolio-data.ts';
import type { PortfolioStyle, TileFit } from './portfolio-variants.ts';

interface TileLook {
  /** The tile itself (frame, card). */
  frame: string;
  media: string;
  /** Caption box: under the picture, or laid over it. */
  caption: string;
  meta: string;
}

const looks: Record<PortfolioStyle, TileLook> = {
  classic: { frame: '', media: 'rounded-card', caption: 'pt-5', meta: 'text-muted' },
  boxed: {
    frame: 'bg-surface rounded-card p-3 shadow-lg shadow-ink/10',
    media: 'rounded-[calc(var(--radius)*0.6)]',
    caption: 'px-3 pt-5 pb-3',
    meta: 'text-muted',
  },
  colorful: {
    frame: '',
    media: 'rounded-card',
    caption:
      'absolute inset-x-4 bottom-4 p-5 shadow-lg transition-transform duration-300 group-hover:-translate-y-1 motion-reduce:transition-none',
    meta: 'opacity-90',
  },
  bordered: {
    frame: 'border-line border bg-surface p-3',
    media: '',
    caption: 'border-line mt-3 border-t px-2 pt-4 pb-1',
    meta: 'text-muted',
  },
  overlay: {
    frame: '',
    media: 'rounded-card',
    // Revealed on hover and on keyboard focus; always shown where there is no hover (touch screens).
    caption:
      'bg-inverse/85 rounded-card absolute inset-0 flex flex-col justify-end p-6 text-white opacity-0 transition-opacity duration-300 group-focus-within:opacity-100 group-hover:opacity-100 motion-reduce:transition-none [@media(hover:none)]:opacity-100',
    meta: 'text-white/85',
  },
  'switch-image': { frame: '', media: 'rounded-card', caption: 'pt-5', meta: 'text-muted' },
};

/** Colours of the colorful style's panels, in turn. */
const panels = [
  'bg-brand text-on-brand',
  'bg-inverse text-white',
  'bg-brand-strong text-on-brand',
] as const;

const fits: Record<TileFit, { tile: string; media: string; img: string }> = {
  cover: { tile: '', media: '', img: 'aspect-[4/3] object-cover' },
  natural: { tile: '', media: '', img: '' },
  fill: { tile: 'flex h-full flex-col', media: 'min-h-0 flex-1', img: 'h-full object-cover' },
};

export interface PortfolioTileProps {
  project: PortfolioProject;
  categoryTitles: PortfolioCategoryTitles;
  variant: PortfolioStyle;
  fit: TileFit;
  index: number;
  /** The project page; the tile links to it when given. */
  href?: string;
  className?: string;
  style?: CSSProperties;
}

/** One project in a portfolio grid: picture, title and categories in one of six styles. */
export function PortfolioTile({
  project,
  categoryTitles,
  variant,
  fit,
  index,
  href,
  className,
  style,
}: PortfolioTileProps) {
  const look = looks[variant];
  const box = fits[fit];
  const categories = categoryTitlesOf(project, categoryTitles).join(', ');
  return (
    <article
      data-project={project.slug}
      style={style}
      className={cn('group relative', look.frame, box.tile, className)}
    >
      <div className={cn('relative overflow-hidden', look.media, box.media)}>
        <ArtImage
          {...project.img}
          className={cn(
            'w-full transition duration-700 motion-reduce:transition-none',
            variant !== 'switch-image' && 'group-hover:scale-105',
            box.img,
          )}
        />
        {variant === 'switch-image' && (
          <ArtImage
            {...project.hoverImg}
            alt=""
            aria-hidden="true"
            data-hover-image=""
            className="absolute inset-0 size-full object-cover opacity-0 transition-opacity duration-500 group-focus-within:opacity-100 group-hover:opacity-100 motion-reduce:transition-none"
          />
        )}
      </div>
      <div
        data-caption=""
        className={cn(look.caption, variant === 'colorful' && panels[index % panels.length])}
      >
        <h3 className="text-lg leading-snug font-bold">{project.title}</h3>
        <p className={cn('mt-1 text-sm', look.meta)}>{categories}</p>
      </div>
      {href && (
        <Link
          to={href}
          prefetch="intent"
          aria-label={`${project.title}: view project`}
          className="rounded-card absolute inset-0 z-10 focus-visible:outline-offset-4"
        />
      )}
    </article>
  );
}
