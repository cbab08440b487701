import { cn } from '~/components/ui/cn.ts';
import { Icon, type IconName } from '~/components/ui/icon.tsx';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';
import { iconSizes, looks, type IconWithTextVariant } from './icon-with-text-looks.ts';

/** Icon item (spec §3): icon, title, content. */
export interface IconItem {
  icon: IconName;
  title: string;
  content: string;
}

export type IconWithTextColumns = 2 | 3 | 4;

const columnClasses: Record<IconWithTextColumns, string> = {
  2: 'md:grid-cols-2',
  3: 'md:grid-cols-3',
  4: 'sm:grid-cols-2 lg:grid-cols-4',
};

interface IconWithTextProps extends SectionProps {
  variant?: IconWithTextVariant;
  items: readonly IconItem[];
  columns?: IconWithTextColumns;
  heading?: HeadingData;
  /** Level of each item's title: h3 under a section heading, h2 when the section has none. */
  itemHeading?: 'h2' | 'h3' | 'h4';
}

/** Icon items (icon, title, text) in a band or grid; eleven looks. */
export function IconWithText({
  variant = 'band',
  items,
  columns = 3,
  heading,
  itemHeading,
  spacing = 'md',
  ...section
}: IconWithTextProps) {
  const look = looks[variant];
  const Title = itemHeading ?? (heading ? 'h3' : 'h2');
  return (
    <Section spacing={spacing} {...section}>
      {heading && <SectionHeading {...heading} />}
      <ul data-variant={variant} className={cn('grid', columnClasses[columns], look.list)}>
        {items.map((item) => (
          <li key={item.title} className={look.item}>
            {iconSizes[variant] > 0 && (
              <span className={cn('shrink-0', look.icon)}>
                <Icon name={item.icon} size={iconSizes[variant]} strokeWidth={1.5} />
              </span>
            )}
            <div className={variant === 'square' || variant === 'minimal' ? 'contents' : ''}>
              <Title className={look.title}>{item.title}</Title>
              <p className={look.content}>{item.content}</p>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  );
}
