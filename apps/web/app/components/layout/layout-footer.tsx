import { contactDetails } from '~/content/contact.ts';
import { footerColumns, themeCredit } from '~/content/footer.ts';
import { socialLinks } from '~/content/social.ts';
import {
  SiteFooter,
  type SiteFooterData,
  type SiteFooterProps,
} from '~/components/sections/footer/site-footer.tsx';

/** A footer style, and any of the site's footer data a page replaces (its links, for example). */
export type LayoutFooterProps = SiteFooterProps & Partial<SiteFooterData>;

/** The site footer with the site's content (link columns, contact details, social links, credit). */
export function LayoutFooter(props: LayoutFooterProps) {
  return (
    <SiteFooter
      columnLinks={footerColumns}
      contactDetails={contactDetails}
      socialLinks={socialLinks}
      credit={themeCredit}
      {...props}
    />
  );
}
