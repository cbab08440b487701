import type { HeadingLevel } from '~/components/ui/section-heading.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import { withBase } from '~/shell/site-base.ts';

/** One way to reach the company: an address, a phone line, an inbox, opening hours or an office. */
export interface ContactChannel {
  icon: IconName;
  title: string;
  lines: readonly string[];
  /** A `tel:`, `mailto:` or in-page link under the lines. */
  link?: { label: string; href: string };
}

export type ContactDetailsVariant = 'cards' | 'list' | 'offices';

interface Look {
  root: string;
  item: string;
  badge: string;
  title: string;
  lines: string;
  link: string;
}

const looks: Record<ContactDetailsVariant, Look> = {
  cards: {
    root: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
    item: 'rounded-card border-line bg-surface flex flex-col gap-3 border p-8 shadow-sm',
    badge: 'bg-brand-soft text-brand grid size-14 place-items-center rounded-full',
    title: 'mt-2 text-xl font-bold',
    lines: 'text-muted',
    link: 'text-brand mt-auto pt-2 font-semibold underline-offset-4 hover:underline',
  },
  list: {
    root: 'grid gap-8',
    item: 'grid grid-cols-[auto_1fr] gap-x-5 gap-y-1',
    badge: 'bg-brand text-on-brand row-span-3 grid size-12 place-items-center rounded-full',
    title: 'text-lg font-bold',
    lines: 'text-muted',
    link: 'text-brand font-semibold underline-offset-4 hover:underline',
  },
  offices: {
    root: 'divide-line border-line divide-y border-y',
    item: 'grid gap-3 py-8 md:grid-cols-[1fr_1.2fr_auto] md:items-baseline md:gap-10',
    badge: 'hidden',
    title: 'font-display text-3xl font-extrabold tracking-tight sm:text-4xl',
    lines: 'text-muted text-lg',
    link: 'text-ink hover:text-brand font-semibold underline underline-offset-4',
  },
};

interface ContactDetailsProps {
  items: readonly ContactChannel[];
  variant?: ContactDetailsVariant;
  /** Level of each item's title, after the heading of the section around it. */
  titleLevel?: Exclude<HeadingLevel, 'h1'>;
  className?: string;
}

/** Ways to reach the company as cards, a stacked list beside a form, or a list of offices in big type. */
export function ContactDetails({
  items,
  variant = 'cards',
  titleLevel: Title = 'h3',
  className,
}: ContactDetailsProps) {
  const look = looks[variant];
  return (
    <ul className={cn(look.root, className)} data-variant={variant}>
      {items.map((item) => (
        <li key={item.title} className={look.item}>
          <span className={look.badge}>
            <Icon name={item.icon} size={variant === 'cards' ? 26 : 22} />
          </span>
          <Title className={look.title}>{item.title}</Title>
          <p className={look.lines}>
            {item.lines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </p>
          {item.link && (
            <a href={withBase(item.link.href)} className={look.link}>
              {item.link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
