import { Link } from 'react-router';
import { footerColumns, themeCredit, type FooterColumn } from '../../../content/footer.ts';
import { useMeasuredHeight } from '../../../shell/use-measured-height.ts';
import { isLiveHref } from '../../../site-map/index.ts';
import { cn } from '../../ui/cn.ts';
import { Logo } from '../../ui/logo.tsx';
import { SocialLinks } from '../header/social-links.tsx';

export type FooterTheme = 'light' | 'dark';

export interface SiteFooterProps {
  theme?: FooterTheme;
  columns?: ReadonlyArray<FooterColumn['key']>;
  /** A line under the logo. */
  tagline?: string;
}

const themes: Record<FooterTheme, { root: string; muted: string; tone: 'default' | 'inverse' }> = {
  light: { root: 'bg-surface-alt text-ink', muted: 'text-muted', tone: 'default' },
  dark: { root: 'bg-inverse text-white', muted: 'text-white/70', tone: 'inverse' },
};

/** The site footer: titled link columns from typed data, social links and the copyright line. */
export function SiteFooter({
  theme = 'dark',
  columns = ['company', 'customer', 'additional', 'services'],
  tagline = 'Sections, demos and a parts desk that ships.',
}: SiteFooterProps) {
  const ref = useMeasuredHeight<HTMLElement>('--footer-height');
  const look = themes[theme];
  return (
    <footer ref={ref} className={cn('site-footer', look.root)}>
      <div className="mx-auto grid max-w-7xl gap-10 px-5 py-16 sm:px-8 md:grid-cols-[1.4fr_repeat(auto-fit,minmax(9rem,1fr))]">
        <div>
          <Logo tone={look.tone} />
          <p className={cn('mt-4 max-w-xs text-sm', look.muted)}>{tagline}</p>
          <SocialLinks className="mt-6" variant="plain" />
        </div>
        {columns.map((key) => {
          const column = footerColumns[key];
          const links = column.links.filter((link) => isLiveHref(link.href));
          if (links.length === 0) return null;
          return (
            <nav key={key} aria-label={column.title}>
              <h2 className="mb-4 text-sm font-bold tracking-widest uppercase">{column.title}</h2>
              <ul className="space-y-2 text-sm">
                {links.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className={cn('hover:underline', look.muted)}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
          );
        })}
      </div>
      <div className={cn('border-t', theme === 'dark' ? 'border-white/10' : 'border-line')}>
        <p className={cn('mx-auto max-w-7xl px-5 py-6 text-sm sm:px-8', look.muted)}>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span> Contrail. All rights
          reserved. ·{' '}
          <Link to={themeCredit.href} className="underline-offset-4 hover:underline">
            {themeCredit.text}
          </Link>
        </p>
      </div>
    </footer>
  );
}
