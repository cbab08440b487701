import { Link } from 'react-router';
import { isLiveHref } from '~/site-map/live.ts';
import { cn } from '~/components/ui/cn.ts';
import { LazySubscribeForm } from '~/components/sections/header/lazy-subscribe-form.tsx';
import type { ContactDetails } from '~/components/sections/header/header-config.ts';
import type { SocialLink } from '~/components/sections/header/social-links.tsx';
import type {
  FooterBottom,
  FooterColumn,
  FooterColumnKey,
  FooterCredit,
  footerThemes,
} from './footer-config.ts';
import { useMessages } from '~/i18n/i18n-context.tsx';

/** What every footer style shows: the site's link columns, contact details, social links and credit. */
export interface SiteFooterData {
  /** Every link column by key; a style shows the ones named by `columns`. */
  columnLinks: Readonly<Record<FooterColumnKey, FooterColumn>>;
  contactDetails: ContactDetails;
  socialLinks: readonly SocialLink[];
  credit: FooterCredit;
}

/** The classes and tone of the footer's theme. */
export type Look = (typeof footerThemes)[keyof typeof footerThemes];

/** The subscribe form's tone on a footer: its inverse buttons (white) read on dark and brand footers alike. */
export const formTone = (tone: Look['tone']) => (tone === 'default' ? 'default' : 'inverse');
type ColumnLinks = SiteFooterData['columnLinks'];

/** A footer column's links that lead to registered pages (a column with none is left out). */
export const liveLinks = (column: FooterColumn) =>
  column.links.filter((link) => isLiveHref(link.href));

/** Titled link lists, one `nav` per column (spec §1). */
export function FooterColumns({
  columns,
  columnLinks,
  look,
  className,
  inline = false,
  navLabel,
}: {
  columns: readonly FooterColumnKey[];
  columnLinks: ColumnLinks;
  look: Look;
  className?: string;
  /** Links in a row under a visually hidden title. */
  inline?: boolean;
  /** The accessible name of a column's `nav` (its title unless another nav on the page has that name). */
  navLabel?: (title: string) => string;
}) {
  // On a translated page the titles and labels come from its catalogue; the pages linked stay English.
  const texts = useMessages().footer;
  return (
    <div className={className}>
      {columns.map((key) => {
        const links = liveLinks(columnLinks[key]);
        if (links.length === 0) return null;
        const title = texts?.columns[key] ?? columnLinks[key].title;
        return (
          <nav key={key} aria-label={navLabel ? navLabel(title) : title} data-footer-column={key}>
            <h2
              className={cn(
                inline ? 'sr-only' : 'mb-4 text-sm font-bold tracking-widest uppercase',
              )}
            >
              {title}
            </h2>
            <ul
              className={cn('text-sm', inline ? 'flex flex-wrap gap-x-6 gap-y-2' : 'space-y-2.5')}
            >
              {links.map((link) => (
                <li key={link.href}>
                  <Link
                    to={link.href}
                    hrefLang={texts ? 'en' : undefined}
                    className={cn('hover:underline', look.muted)}
                  >
                    {texts?.links[link.label] ?? link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        );
      })}
    </div>
  );
}

/** The newsletter block (reuses the site's SubscribeForm: spec messages, POST /api/send). */
export function FooterSubscribe({ look, title }: { look: Look; title?: string }) {
  const { footer: texts, subscribe } = useMessages();
  return (
    <div>
      <h2 className="mb-2 text-sm font-bold tracking-widest uppercase">
        {title ?? texts?.newsletter ?? 'Newsletter'}
      </h2>
      <p className={cn('mb-4 text-sm', look.muted)}>
        {texts?.newsletterText ?? 'New demos and sections, once a month.'}
      </p>
      <LazySubscribeForm
        variant="inline"
        tone={formTone(look.tone)}
        buttonLabel={subscribe?.button ?? 'Subscribe'}
      />
    </div>
  );
}

/** The copyright line with the current year and the credit to the theme maker (spec §1). */
export function FooterBottomBar({
  variant,
  look,
  credit,
  columnLinks,
}: {
  variant: FooterBottom;
  look: Look;
  credit: FooterCredit;
  /** The `links` variant shows the customer column's links. */
  columnLinks: ColumnLinks;
}) {
  const texts = useMessages().footer;
  return (
    <div className={cn('border-t', look.line)}>
      <div
        className={cn(
          'mx-auto flex max-w-7xl flex-col gap-3 px-5 py-6 text-sm sm:px-8',
          variant === 'centered' && 'items-center text-center',
          variant === 'links' && 'md:flex-row md:items-center md:justify-between',
          look.muted,
        )}
      >
        <p data-copyright>
          © <span suppressHydrationWarning>{new Date().getFullYear()}</span>{' '}
          {texts?.rights ?? 'Contrail. All rights reserved.'} ·{' '}
          <Link to={credit.href} className="underline-offset-4 hover:underline">
            {texts?.credit ?? credit.text}
          </Link>
        </p>
        {variant === 'links' && liveLinks(columnLinks.customer).length > 0 && (
          // The main row may list the same column: this nav gets a name of its own (axe landmark-unique).
          <FooterColumns
            columns={['customer']}
            columnLinks={columnLinks}
            look={look}
            inline
            navLabel={texts?.bottomBar ?? ((title) => `${title} (bottom bar)`)}
          />
        )}
      </div>
    </div>
  );
}
