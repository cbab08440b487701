import { Link } from 'react-router';
import { ArtImage, type ArtImageData } from '~/components/ui/art-image.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Icon } from '~/components/ui/icon.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';
import type { IconItem } from '~/components/sections/icon-with-text/icon-with-text.tsx';

/** Feature or service (spec §3): icon, title, content, optional link; an optional picture for image cards. */
export interface FeatureItem extends IconItem {
  linkTitle?: string;
  link?: string;
  img?: ArtImageData;
}

export type ServicesVariant = 'cards' | 'icon-left' | 'image' | 'boxed' | 'dark';

interface Look {
  item: string;
  icon: string;
  title: string;
  content: string;
  link: string;
}

const looks: Record<ServicesVariant, Look> = {
  cards: {
    item: 'rounded-card bg-surface p-9 shadow-[0_10px_40px_-15px_rgb(0_0_0/0.2)] transition-transform hover:-translate-y-1',
    icon: 'bg-brand-soft text-brand mb-7 grid size-16 place-items-center rounded-full',
    title: 'text-xl font-bold',
    content: 'text-muted mt-3',
    link: 'text-brand',
  },
  'icon-left': {
    item: 'grid grid-cols-[auto_1fr] gap-x-6',
    icon: 'bg-brand text-on-brand row-span-3 grid size-14 place-items-center rounded-md',
    title: 'text-lg font-bold',
    content: 'text-muted mt-2',
    link: 'text-brand',
  },
  image: {
    item: 'rounded-card bg-surface overflow-hidden shadow-sm',
    icon: 'bg-brand text-on-brand relative z-10 -mt-8 mb-5 ms-8 grid size-16 place-items-center rounded-full ring-4 ring-white',
    title: 'px-8 text-xl font-bold',
    content: 'text-muted mt-3 px-8',
    link: 'text-brand mx-8 mb-8',
  },
  boxed: {
    item: 'border-line hover:border-brand rounded-card border-2 p-9 transition-colors',
    icon: 'text-brand mb-6',
    title: 'text-xl font-bold',
    content: 'text-muted mt-3',
    link: 'text-brand',
  },
  dark: {
    item: 'rounded-card bg-inverse p-9 text-white',
    icon: 'mb-6 grid size-16 place-items-center rounded-full bg-white/10 text-amber-300',
    title: 'text-xl font-bold',
    content: 'mt-3 text-white/80',
    link: 'text-amber-300',
  },
};

interface ServicesProps extends SectionProps {
  variant?: ServicesVariant;
  items: readonly FeatureItem[];
  columns?: 2 | 3 | 4;
  heading?: HeadingData;
  /** A button under the cards, e.g. "See all services". */
  action?: { label: string; href: string };
}

const columnClasses = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-2 lg:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

/** Features or services (icon, title, text, optional link) as cards, in five looks. */
export function Services({
  variant = 'cards',
  items,
  columns = 3,
  heading,
  action,
  ...section
}: ServicesProps) {
  const look = looks[variant];
  return (
    <Section {...section}>
      {heading && <SectionHeading {...heading} />}
      <ul data-variant={variant} className={cn('grid gap-8', columnClasses[columns])}>
        {items.map((item) => (
          <li key={item.title} className={look.item}>
            {variant === 'image' && item.img && <ArtImage {...item.img} className="w-full" />}
            <span className={look.icon}>
              <Icon name={item.icon} size={variant === 'boxed' ? 44 : 28} strokeWidth={1.5} />
            </span>
            <h3 className={look.title}>{item.title}</h3>
            <p className={look.content}>{item.content}</p>
            {item.link && item.linkTitle && (
              <Link
                to={item.link}
                className={cn(
                  'mt-5 inline-flex items-center gap-2 font-semibold',
                  look.link,
                  variant === 'icon-left' && 'col-start-2',
                )}
                aria-label={`${item.linkTitle}: ${item.title}`}
              >
                {item.linkTitle}
                <Icon name="arrow-right" size={18} />
              </Link>
            )}
          </li>
        ))}
      </ul>
      {action && (
        <div className="mt-14 text-center">
          <ButtonLink to={action.href} shape="pill" size="lg">
            {action.label}
          </ButtonLink>
        </div>
      )}
    </Section>
  );
}
