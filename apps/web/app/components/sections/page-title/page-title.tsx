import { Link } from 'react-router';
import { isLiveHref } from '../../../site-map/index.ts';
import { cn } from '../../ui/cn.ts';
import { Container } from '../../ui/container.tsx';
import { Icon } from '../../ui/icon.tsx';
import type { SectionProps } from '../../ui/section.tsx';

export type PageTitleAlign = 'left' | 'center' | 'right';
export type PageTitleTone = 'light' | 'alt' | 'brand' | 'dark';

export interface Breadcrumb {
  label: string;
  href: string;
}

export interface PageTitleProps extends Omit<SectionProps, 'tone'> {
  title: string;
  eyebrow?: string;
  lead?: string;
  /** Trail from the home page to this page; the last crumb is the current page. */
  breadcrumbs?: readonly Breadcrumb[];
  align?: PageTitleAlign;
  tone?: PageTitleTone;
}

const tones: Record<PageTitleTone, { root: string; muted: string }> = {
  light: { root: 'bg-surface text-ink border-line border-b', muted: 'text-muted' },
  alt: { root: 'bg-surface-alt text-ink', muted: 'text-muted' },
  brand: { root: 'bg-brand text-on-brand', muted: 'opacity-90' },
  dark: { root: 'bg-inverse text-white', muted: 'text-white/80' },
};
const aligns: Record<PageTitleAlign, { text: string; row: string }> = {
  left: { text: 'text-left', row: 'justify-start' },
  center: { text: 'text-center mx-auto', row: 'justify-center' },
  right: { text: 'text-right ml-auto', row: 'justify-end' },
};

/** The top of an inner page: the page's h1, an optional eyebrow and lead, and a breadcrumb trail. */
export function PageTitle({
  title,
  eyebrow,
  lead,
  breadcrumbs,
  align = 'center',
  tone = 'alt',
  id = 'page-title',
  width,
  className,
}: PageTitleProps) {
  const look = tones[tone];
  const place = aligns[align];
  return (
    <section
      id={id}
      data-section={id}
      data-align={align}
      className={cn('py-14 md:py-20', look.root, className)}
    >
      <Container width={width}>
        <div className={cn('max-w-3xl', place.text)}>
          {eyebrow && (
            <p className={cn('mb-3 text-sm font-semibold tracking-[0.2em] uppercase', look.muted)}>
              {eyebrow}
            </p>
          )}
          <h1 className="text-4xl font-extrabold sm:text-5xl">{title}</h1>
          {lead && <p className={cn('mt-4 text-lg', look.muted)}>{lead}</p>}
        </div>
        {breadcrumbs && breadcrumbs.length > 0 && (
          <nav aria-label="Breadcrumb" className="mt-6">
            <ol
              className={cn(
                'flex flex-wrap items-center gap-2 text-sm font-medium',
                place.row,
                look.muted,
              )}
            >
              {breadcrumbs.map((crumb, index) => {
                const last = index === breadcrumbs.length - 1;
                return (
                  <li key={crumb.href} className="flex items-center gap-2">
                    {last || !isLiveHref(crumb.href) ? (
                      <span aria-current={last ? 'page' : undefined}>{crumb.label}</span>
                    ) : (
                      <Link to={crumb.href} className="underline-offset-4 hover:underline">
                        {crumb.label}
                      </Link>
                    )}
                    {!last && <Icon name="chevron-right" size={14} />}
                  </li>
                );
              })}
            </ol>
          </nav>
        )}
      </Container>
    </section>
  );
}
