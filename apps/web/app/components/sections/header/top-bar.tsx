import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import type { ContactDetails } from './header-config.ts';
import { SocialLinks, type SocialLink } from './social-links.tsx';

/** The strip above the header bar: contact details and social links (from 768 px up). */
export function TopBar({
  contact: contactDetails,
  social,
  className,
}: {
  contact: ContactDetails;
  social: readonly SocialLink[];
  className?: string;
}) {
  return (
    <div data-top-bar className={cn('hidden h-10 text-sm md:block', className)}>
      <div className="mx-auto flex h-full max-w-[96rem] items-center gap-6 px-5 sm:px-8">
        <a
          href={contactDetails.phoneHref}
          className="inline-flex items-center gap-2 hover:underline"
        >
          <Icon name="phone" size={16} />
          <span dir="ltr">{contactDetails.phone}</span>
        </a>
        <a
          href={`mailto:${contactDetails.email}`}
          className="inline-flex items-center gap-2 hover:underline"
        >
          <Icon name="mail" size={16} />
          {contactDetails.email}
        </a>
        <span className="hidden items-center gap-2 lg:inline-flex">
          <Icon name="clock" size={16} />
          {contactDetails.hours}
        </span>
        <SocialLinks links={social} variant="plain" className="ms-auto gap-0" size="sm" />
      </div>
    </div>
  );
}
