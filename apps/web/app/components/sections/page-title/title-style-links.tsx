import { Link } from 'react-router';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';

export interface TitleStyleLink {
  label: string;
  href: string;
  description: string;
}

interface TitleStyleLinksProps extends SectionProps {
  heading: string;
  links: readonly TitleStyleLink[];
  /** The path of the page showing the list: its entry is marked as the current page, not linked. */
  current: string;
}

/** A short list of sibling demos (the other page-title styles), the current one marked. */
export function TitleStyleLinks({
  heading,
  links,
  current,
  id = 'other-title-styles',
  tone = 'alt',
  spacing = 'md',
  ...section
}: TitleStyleLinksProps) {
  const here = current.replace(/\/$/, '').toLowerCase();
  return (
    <Section id={id} tone={tone} spacing={spacing} {...section}>
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        {heading}
      </h2>
      <nav aria-labelledby={`${id}-title`} className="mt-8">
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {links.map((link) => {
            const active = link.href.toLowerCase() === here;
            return (
              <li key={link.href}>
                <Link
                  to={link.href}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'rounded-card group flex h-full gap-3 border p-4 transition-colors',
                    active
                      ? 'border-brand bg-brand-soft'
                      : 'border-line bg-surface hover:border-brand',
                  )}
                >
                  <Icon name="chevron-right" size={18} className="text-brand mt-0.5" />
                  <span>
                    <span className="block font-semibold group-hover:underline">
                      {link.label}
                      {active && <span className="text-muted font-normal"> · this page</span>}
                    </span>
                    <span className="text-muted mt-1 block text-sm">{link.description}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </Section>
  );
}
