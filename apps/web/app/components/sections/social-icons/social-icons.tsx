import type { CSSProperties } from 'react';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import {
  SocialLinks,
  type SocialLink,
  type SocialLinksVariant,
} from '~/components/sections/header/social-links.tsx';
import { withBase } from '~/shell/site-base.ts';

export type { SocialLink };

type ExtraVariant =
  'brand-square' | 'brand-outline' | 'soft' | 'dark' | 'inverse' | 'large' | 'labelled' | 'text';

/** The header's four styles (rendered by `SocialLinks`) plus eight more. */
export type SocialIconsVariant = SocialLinksVariant | ExtraVariant;

const headerVariants: Record<SocialLinksVariant, true> = {
  plain: true,
  circle: true,
  square: true,
  brand: true,
};
const isHeaderVariant = (v: SocialIconsVariant): v is SocialLinksVariant => v in headerVariants;

const extras: Record<
  ExtraVariant,
  { link: string; colour: 'background' | 'text' | null; icon: boolean; name: boolean }
> = {
  'brand-square': {
    link: 'size-11 rounded-md text-white hover:-translate-y-0.5',
    colour: 'background',
    icon: true,
    name: false,
  },
  'brand-outline': {
    link: 'bg-surface size-11 rounded-full border-2 border-current hover:-translate-y-0.5',
    colour: 'text',
    icon: true,
    name: false,
  },
  soft: {
    link: 'bg-brand-soft text-brand-strong hover:bg-brand size-11 rounded-full hover:text-on-brand',
    colour: null,
    icon: true,
    name: false,
  },
  dark: {
    link: 'bg-inverse hover:bg-brand hover:text-on-brand size-11 rounded-xl text-white',
    colour: null,
    icon: true,
    name: false,
  },
  inverse: {
    link: 'hover:text-inverse size-11 rounded-full border border-white/40 text-white hover:bg-white focus-visible:outline-white',
    colour: null,
    icon: true,
    name: false,
  },
  large: {
    link: 'bg-surface text-ink hover:text-brand size-16 rounded-2xl shadow-md hover:-translate-y-1 hover:shadow-lg',
    colour: null,
    icon: true,
    name: false,
  },
  labelled: {
    link: 'gap-2 rounded-full px-4 py-2 text-sm font-semibold text-white hover:brightness-110',
    colour: 'background',
    icon: true,
    name: true,
  },
  text: {
    link: 'text-ink hover:text-brand decoration-brand px-1 py-2 text-sm font-semibold tracking-wide uppercase underline-offset-4 hover:underline',
    colour: null,
    icon: false,
    name: true,
  },
};

const colourStyle = (colour: 'background' | 'text' | null, link: SocialLink): CSSProperties =>
  colour === 'background'
    ? { backgroundColor: link.color }
    : colour === 'text'
      ? { color: link.color }
      : {};

/**
 * Social links in twelve styles. The header's styles are delegated to `SocialLinks`; the others
 * show the same links (given by the page) with the same icons.
 */
export function SocialIcons({
  links,
  variant = 'plain',
  className,
}: {
  links: readonly SocialLink[];
  variant?: SocialIconsVariant;
  className?: string;
}) {
  if (isHeaderVariant(variant))
    return <SocialLinks links={links} variant={variant} className={className} />;
  const look = extras[variant];
  return (
    <ul
      data-variant={variant}
      className={cn('flex flex-wrap items-center', look.name ? 'gap-3' : 'gap-2', className)}
    >
      {links.map((link) => (
        <li key={link.label}>
          <a
            href={withBase(link.link)}
            target="_blank"
            rel="noreferrer noopener"
            aria-label={`${link.label} (opens in a new tab)`}
            style={colourStyle(look.colour, link)}
            className={cn(
              'items-center justify-center transition',
              look.name ? 'inline-flex' : 'inline-grid',
              look.link,
            )}
          >
            {look.icon && <Icon name={link.icon} size={variant === 'large' ? 24 : 18} />}
            {look.name && <span>{link.label}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
