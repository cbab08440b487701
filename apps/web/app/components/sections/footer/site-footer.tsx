import { useMeasuredHeight } from '~/shell/use-measured-height.ts';
import { cn } from '~/components/ui/cn.ts';
import { Logo } from '~/components/ui/logo.tsx';
import { SocialLinks } from '~/components/sections/header/social-links.tsx';
import { LazySubscribeForm } from '~/components/sections/header/lazy-subscribe-form.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';
import {
  footerThemes,
  type FooterBand,
  type FooterBottom,
  type FooterColumnKey,
  type FooterLayout,
  type FooterTheme,
  type SiteFooterProps,
} from './footer-config.ts';
import { FooterContact } from './footer-contact.tsx';
import {
  FooterBottomBar,
  FooterColumns,
  FooterSubscribe,
  formTone,
  type SiteFooterData,
} from './footer-parts.tsx';

export type {
  FooterBand,
  FooterBottom,
  FooterColumnKey,
  FooterLayout,
  FooterTheme,
  SiteFooterData,
  SiteFooterProps,
};

const columnGrids: Record<FooterLayout, string> = {
  columns: 'grid gap-10 sm:grid-cols-2 lg:grid-flow-col lg:auto-cols-fr lg:grid-cols-none',
  centered: 'grid justify-center gap-10 text-center sm:grid-flow-col sm:auto-cols-max',
  inline: 'flex flex-col gap-4',
  split: 'grid gap-10 sm:grid-cols-2',
  mega: 'grid gap-10 sm:grid-cols-2 md:grid-cols-4 xl:grid-cols-7',
};

/** The site footer: one component, twelve demo styles (see content/footer-demos.ts). */
export function SiteFooter({
  theme = 'dark',
  layout = 'columns',
  columns = ['company', 'customer', 'additional', 'services'],
  tagline,
  band = 'none',
  subscribe = false,
  social = true,
  contact = false,
  bottom = 'simple',
  columnLinks,
  contactDetails,
  socialLinks,
  credit,
}: SiteFooterProps & SiteFooterData) {
  const ref = useMeasuredHeight<HTMLElement>('--footer-height');
  const { footer: texts, subscribe: subscribeTexts } = useMessages();
  const look = footerThemes[theme];
  const centered = layout === 'centered';
  const brand = (
    <div className={cn('space-y-5', centered && 'flex flex-col items-center text-center')}>
      <Logo tone={look.tone} />
      <p className={cn('max-w-xs text-sm', look.muted)}>
        {tagline ?? texts?.tagline ?? 'Sections, demos and a parts desk that ships.'}
      </p>
      {contact && <FooterContact contact={contactDetails} look={look} />}
      {subscribe && <FooterSubscribe look={look} />}
      {social && (
        <SocialLinks
          links={socialLinks}
          variant={theme === 'light' ? 'square' : 'circle'}
          size="sm"
        />
      )}
    </div>
  );
  const links = (
    <FooterColumns
      columns={columns}
      columnLinks={columnLinks}
      look={look}
      inline={layout === 'inline'}
      className={columnGrids[layout]}
    />
  );

  return (
    <footer ref={ref} data-footer-layout={layout} className={cn('site-footer', look.root)}>
      {band !== 'none' && (
        <div className={cn('border-b', look.line)}>
          <div className="mx-auto max-w-7xl px-5 py-12 sm:px-8">
            {band === 'contact' && <FooterContact contact={contactDetails} look={look} cells />}
            {band === 'subscribe' && (
              <div className="grid items-center gap-6 md:grid-cols-2">
                <h2 className="text-2xl font-bold sm:text-3xl">
                  {texts?.bandTitle ?? 'Subscribe to our newsletter'}
                </h2>
                <LazySubscribeForm
                  variant="pill"
                  tone={formTone(look.tone)}
                  buttonLabel={subscribeTexts?.button ?? 'Subscribe'}
                />
              </div>
            )}
            {band === 'statement' && (
              <div className="flex flex-col gap-4 md:flex-row md:items-end md:justify-between">
                <h2 className="max-w-2xl text-3xl font-bold sm:text-5xl">
                  {texts?.statement ?? 'Let’s build something people love to use.'}
                </h2>
                <a
                  href={`mailto:${contactDetails.email}`}
                  className="text-lg font-semibold underline"
                >
                  {contactDetails.email}
                </a>
              </div>
            )}
          </div>
        </div>
      )}
      <div
        className={cn(
          'mx-auto max-w-7xl px-5 py-14 sm:px-8',
          layout === 'columns' && 'grid gap-12 lg:grid-cols-[minmax(14rem,1.3fr)_3fr]',
          layout === 'split' && 'grid gap-12 lg:grid-cols-2',
          layout === 'centered' && 'flex flex-col items-center gap-10',
          layout === 'mega' && 'flex flex-col gap-12',
          layout === 'inline' &&
            'flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between',
        )}
      >
        {layout === 'inline' ? (
          <>
            <Logo tone={look.tone} />
            {links}
            {social && <SocialLinks links={socialLinks} variant="plain" size="sm" />}
          </>
        ) : (
          <>
            {brand}
            {links}
          </>
        )}
      </div>
      <FooterBottomBar variant={bottom} look={look} credit={credit} columnLinks={columnLinks} />
    </footer>
  );
}
