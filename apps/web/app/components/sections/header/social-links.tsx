import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';
import { withBase } from '~/shell/site-base.ts';

/** A link to the site's page on a social network. */
export interface SocialLink {
  /** Network name, used as the accessible label. */
  label: string;
  /** Brand colour for coloured variants. */
  color: string;
  link: string;
  icon: IconName;
}

export type SocialLinksVariant = 'plain' | 'circle' | 'square' | 'brand';
export type SocialLinksSize = 'sm' | 'md' | 'lg';

const shapes: Record<SocialLinksVariant, string> = {
  plain: 'hover:opacity-75',
  circle: 'rounded-full border border-current hover:bg-current/15',
  square: 'rounded-md bg-current/10 hover:bg-current/20',
  brand: 'rounded-full text-white hover:opacity-85',
};
const sizes: Record<SocialLinksSize, { box: string; icon: number }> = {
  sm: { box: 'size-8', icon: 16 },
  md: { box: 'size-10', icon: 18 },
  // 44 px: a comfortable tap target (the menu panels on a phone).
  lg: { box: 'size-11', icon: 18 },
};

/** The social links (spec §1: five), each named for screen readers and opening in a new tab. */
export function SocialLinks({
  links,
  variant = 'plain',
  size = 'md',
  vertical = false,
  className,
}: {
  links: readonly SocialLink[];
  variant?: SocialLinksVariant;
  size?: SocialLinksSize;
  vertical?: boolean;
  className?: string;
}) {
  const newTab = useMessages().header?.newTab ?? ' (opens in a new tab)';
  return (
    <ul className={cn('flex items-center gap-2', vertical ? 'flex-col' : 'flex-wrap', className)}>
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={withBase(link.link)}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={`${link.label}${newTab}`}
            style={variant === 'brand' ? { backgroundColor: link.color } : undefined}
            className={cn(
              'grid place-items-center transition-colors',
              sizes[size].box,
              shapes[variant],
            )}
          >
            <Icon name={link.icon} size={sizes[size].icon} />
          </a>
        </li>
      ))}
    </ul>
  );
}
