import { cn } from '~/components/ui/cn.ts';
import { Container } from '~/components/ui/container.tsx';
import { SectionRoot, type SectionProps } from '~/components/ui/section.tsx';
import { lazyPart } from '~/shell/hydration.tsx';
import type { PageTitleBackground } from './page-title-backdrop.tsx';
import { PageTitleCrumbs, type Breadcrumb } from './page-title-crumbs.tsx';

export type { Breadcrumb, PageTitleBackground };

/** The picture or video behind a band, with its parallax: a chunk of its own, since most titles have none. */
const PageTitleBackdrop = lazyPart(() =>
  import('./page-title-backdrop.tsx').then((m) => m.PageTitleBackdrop),
);
export type PageTitleAlign = 'left' | 'center' | 'right';
export type PageTitleTone = 'light' | 'alt' | 'brand' | 'dark' | 'gradient';
/** `band`: eyebrow, h1, lead and breadcrumbs stacked; `mini`: one compact line, h1 left, breadcrumbs right. */
export type PageTitleVariant = 'band' | 'mini';
/** `display`: a very large h1 (band only). */
export type PageTitleSize = 'md' | 'display';
/** `bar`: the breadcrumb trail in a bar of its own under the band (band only). */
export type PageTitleBreadcrumbsPlacement = 'inside' | 'bar';

export interface PageTitleProps extends Omit<SectionProps, 'tone'> {
  title: string;
  eyebrow?: string;
  lead?: string;
  /** Trail from the home page to this page; the last crumb is the current page. */
  breadcrumbs?: readonly Breadcrumb[];
  align?: PageTitleAlign;
  tone?: PageTitleTone;
  variant?: PageTitleVariant;
  size?: PageTitleSize;
  breadcrumbsPlacement?: PageTitleBreadcrumbsPlacement;
  /** A picture behind the band (white text on a dark scrim; `tone` is then not used). */
  background?: PageTitleBackground;
}

const tones: Record<PageTitleTone, { root: string; muted: string }> = {
  light: { root: 'bg-surface text-ink border-line border-b', muted: 'text-muted' },
  alt: { root: 'bg-surface-alt text-ink', muted: 'text-muted' },
  brand: { root: 'bg-brand text-on-brand', muted: 'opacity-90' },
  dark: { root: 'bg-inverse text-white', muted: 'text-white/80' },
  gradient: {
    root: 'from-brand-strong via-brand to-accent bg-linear-to-br text-white',
    // Full white: the band ends in the accent colour, where dimmed text would fall short of AA.
    muted: 'text-white',
  },
};
const overPicture = { root: 'relative isolate overflow-hidden text-white', muted: 'text-white/85' };
const aligns: Record<PageTitleAlign, { text: string; row: string; lead: string }> = {
  left: { text: 'text-start', row: 'justify-start', lead: '' },
  center: { text: 'text-center mx-auto', row: 'justify-center', lead: 'mx-auto' },
  right: { text: 'text-end ms-auto', row: 'justify-end', lead: 'ms-auto' },
};
const sizes: Record<PageTitleSize, { pad: string; block: string; h1: string; lead: string }> = {
  md: { pad: 'py-14 md:py-20', block: 'max-w-3xl', h1: 'text-4xl sm:text-5xl', lead: 'mt-4' },
  display: {
    pad: 'py-16 md:py-24',
    block: 'max-w-6xl',
    h1: 'text-5xl leading-[0.95] tracking-tighter sm:text-7xl lg:text-8xl xl:text-9xl',
    lead: 'mt-8 max-w-2xl md:text-xl',
  },
};

/** The top of an inner page: the page's h1, an optional eyebrow and lead, and a breadcrumb trail. */
export function PageTitle({
  title,
  eyebrow,
  lead,
  breadcrumbs,
  align = 'center',
  tone = 'alt',
  variant = 'band',
  size = 'md',
  breadcrumbsPlacement = 'inside',
  background,
  id = 'page-title',
  width,
  className,
}: PageTitleProps) {
  const look = background ? overPicture : tones[tone];
  const place = aligns[align];
  const scale = sizes[size];
  const crumbs = breadcrumbs && breadcrumbs.length > 0 ? breadcrumbs : undefined;
  const data = {
    id,
    'data-align': align,
    'data-variant': variant,
    'data-size': size,
    'data-breadcrumbs': crumbs ? breadcrumbsPlacement : undefined,
    'data-background': background?.kind,
  };

  if (variant === 'mini')
    return (
      <SectionRoot {...data} className={cn('py-4 md:py-5', look.root, className)}>
        {background && <PageTitleBackdrop background={background} />}
        <Container
          width={width}
          className="flex flex-wrap items-center justify-between gap-x-8 gap-y-2"
        >
          <h1 className="text-xl font-bold sm:text-2xl">{title}</h1>
          {crumbs && <PageTitleCrumbs crumbs={crumbs} listClassName={look.muted} />}
        </Container>
      </SectionRoot>
    );

  const inside = breadcrumbsPlacement === 'inside';
  const band = cn(background ? 'py-24 md:py-32' : scale.pad, look.root);
  const body = (
    <>
      {background && <PageTitleBackdrop background={background} />}
      <Container width={width}>
        <div className={cn(scale.block, place.text)}>
          {eyebrow && (
            <p className={cn('mb-3 text-sm font-semibold tracking-[0.2em] uppercase', look.muted)}>
              {eyebrow}
            </p>
          )}
          <h1 className={cn('font-extrabold', scale.h1)}>{title}</h1>
          {lead && <p className={cn('text-lg', scale.lead, place.lead, look.muted)}>{lead}</p>}
        </div>
        {crumbs && inside && (
          <PageTitleCrumbs
            crumbs={crumbs}
            className="mt-6"
            listClassName={cn(place.row, look.muted)}
          />
        )}
      </Container>
    </>
  );
  if (!crumbs || inside)
    return (
      <SectionRoot {...data} className={cn(band, className)}>
        {body}
      </SectionRoot>
    );
  return (
    <SectionRoot {...data} className={className}>
      <div className={band}>{body}</div>
      <div className="bg-surface border-line border-b py-3.5" data-breadcrumb-bar>
        <Container width={width}>
          <PageTitleCrumbs crumbs={crumbs} listClassName={cn(place.row, 'text-muted')} />
        </Container>
      </div>
    </SectionRoot>
  );
}
