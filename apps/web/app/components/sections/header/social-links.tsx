import { socialLinks, type SocialLink } from '../../../content/social.ts';
import { cn } from '../../ui/cn.ts';
import { Icon } from '../../ui/icon.tsx';

export type SocialLinksVariant = 'plain' | 'circle' | 'square' | 'brand';

const shapes: Record<SocialLinksVariant, string> = {
  plain: 'size-9 hover:text-brand',
  circle: 'size-10 rounded-full border border-current hover:bg-ink hover:text-white',
  square: 'size-10 rounded-md bg-surface-alt hover:bg-brand hover:text-white',
  brand: 'size-10 rounded-full text-white hover:opacity-85',
};

export function SocialLinks({
  links = socialLinks,
  variant = 'plain',
  className,
}: {
  links?: readonly SocialLink[];
  variant?: SocialLinksVariant;
  className?: string;
}) {
  return (
    <ul className={cn('flex flex-wrap items-center gap-2', className)}>
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={link.link}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={`${link.label} (opens in a new tab)`}
            style={variant === 'brand' ? { backgroundColor: link.color } : undefined}
            className={cn('grid place-items-center transition-colors', shapes[variant])}
          >
            <Icon name={link.icon} size={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}
