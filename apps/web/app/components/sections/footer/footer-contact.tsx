import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import type { ContactDetails } from '~/components/sections/header/header-config.ts';
import { withBase } from '~/shell/site-base.ts';
import type { Look } from './footer-parts.tsx';

const contactRows = (
  contact: ContactDetails,
): Array<{ icon: IconName; text: string; href?: string }> => [
  { icon: 'map-pin', text: contact.address },
  { icon: 'phone', text: contact.phone, href: contact.phoneHref },
  { icon: 'mail', text: contact.email, href: `mailto:${contact.email}` },
];

/** Address, phone and e-mail (as a list, or as three cells for the contact band). */
export function FooterContact({
  contact,
  look,
  cells = false,
}: {
  contact: ContactDetails;
  look: Look;
  cells?: boolean;
}) {
  return (
    <address
      className={cn('text-sm not-italic', cells ? 'grid gap-4 md:grid-cols-3' : 'space-y-3')}
    >
      {contactRows(contact).map((row) => (
        <p
          key={row.icon}
          className={cn('flex items-center gap-3', cells && cn('rounded-card p-5', look.card))}
        >
          <Icon name={row.icon} size={cells ? 24 : 18} className="shrink-0" />
          {row.href ? (
            <a href={withBase(row.href)} className="hover:underline">
              {/* A phone number keeps its left-to-right order in a right-to-left page. */}
              {row.icon === 'phone' ? <span dir="ltr">{row.text}</span> : row.text}
            </a>
          ) : (
            <span>{row.text}</span>
          )}
        </p>
      ))}
    </address>
  );
}
