import { formatPrice } from '~/lib/format-price.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading } from '~/components/ui/section-heading.tsx';
import { TabSet, type TabSetClasses } from '~/components/ui/tab-set.tsx';
import { useMessages } from '~/i18n/i18n-context.tsx';
import type { DishTag } from '~/i18n/messages.ts';
import { DishList, type Look } from './dish-list.tsx';

export type { DishTag };

export interface Dish {
  id: string;
  name: string;
  description?: string;
  /** Price in minor units of the menu's currency (cents): 1250 is 12.50. */
  priceCents: number;
  tags?: readonly DishTag[];
}

/** One course of the menu (starters, mains, desserts...): a tab of its own. */
export interface MenuCourse {
  id: string;
  label: string;
  dishes: readonly Dish[];
}

export type MenuListVariant = 'leader' | 'cards' | 'centered';
export type MenuListTabs = 'underline' | 'pills';

export interface MenuListProps extends SectionProps {
  courses: readonly MenuCourse[];
  variant?: MenuListVariant;
  tabs?: MenuListTabs;
  /** ISO 4217 code of the prices. */
  currency?: string;
  /** Locale of the price format; fixed (not the browser's) so prerender and hydration agree. */
  locale?: string;
  heading?: { eyebrow?: string; title: string; lead?: string };
  /** Accessible name of the course tabs. */
  tabsLabel?: string;
  /** Visible text of each tag (translate or rename here). */
  tagLabels?: Record<DishTag, string>;
}

export const defaultTagLabels: Record<DishTag, string> = {
  vegetarian: 'Vegetarian',
  spicy: 'Spicy',
  new: 'New',
};

const looks: Record<MenuListVariant, Look> = {
  leader: {
    list: 'grid gap-x-16 gap-y-8 md:grid-cols-2',
    item: '',
    head: 'flex items-baseline gap-3',
    name: 'text-lg font-bold',
    leader: 'min-w-6 flex-1 -translate-y-1 border-b-2 border-dotted border-line',
    description: 'text-muted mt-1',
    tags: 'mt-2 flex flex-wrap gap-2',
  },
  cards: {
    list: 'grid gap-6 sm:grid-cols-2 lg:grid-cols-3',
    item: 'rounded-card border border-line bg-surface p-6 shadow-sm',
    head: 'flex items-baseline gap-3',
    name: 'text-lg font-bold',
    leader: 'min-w-6 flex-1 -translate-y-1 border-b border-dotted border-line',
    description: 'text-muted mt-2',
    tags: 'mt-4 flex flex-wrap gap-2',
  },
  centered: {
    list: 'mx-auto grid max-w-2xl gap-10 text-center',
    item: '',
    head: 'flex items-baseline justify-center gap-3',
    name: 'font-display text-2xl font-bold tracking-wide uppercase',
    leader: 'w-10 -translate-y-1.5 border-b-2 border-dotted border-brand',
    description: 'text-muted mt-2',
    tags: 'mt-3 flex flex-wrap justify-center gap-2',
  },
};

const tabLooks: Record<MenuListTabs, TabSetClasses> = {
  underline: {
    list: 'mb-12 flex flex-wrap justify-center gap-x-8 border-b border-line',
    tab: '-mb-px border-b-2 border-transparent py-4 font-semibold text-muted hover:text-ink',
    selected: 'border-brand! text-ink',
  },
  pills: {
    list: 'mx-auto mb-12 flex w-fit flex-wrap justify-center gap-2 rounded-full bg-surface-alt p-1.5',
    tab: 'rounded-full px-6 py-2.5 text-sm font-semibold text-muted hover:text-ink',
    selected: 'bg-brand text-on-brand! shadow',
  },
};

/** A menu: dishes grouped by course in WAI-ARIA tabs (one course: no tabs), prices with a dot leader. */
export function MenuList({
  courses,
  variant = 'leader',
  tabs = 'underline',
  currency = 'USD',
  locale = 'en-US',
  heading,
  tabsLabel = 'Courses',
  tagLabels: tagOverrides,
  ...section
}: MenuListProps) {
  const { menu: texts } = useMessages();
  const tagLabels = tagOverrides ?? texts?.tags ?? defaultTagLabels;
  const notes = texts?.notes ?? ((dish: string) => `${dish}: notes`);
  const look = looks[variant];
  const price = (cents: number) => formatPrice(cents, currency, locale);
  const only = courses.length === 1 ? courses[0] : undefined;
  return (
    <Section {...section}>
      {heading && <SectionHeading {...heading} />}
      <div data-variant={variant}>
        {only ? (
          <DishList course={only} look={look} price={price} tagLabels={tagLabels} notes={notes} />
        ) : (
          <TabSet
            items={courses}
            label={tabsLabel}
            classes={tabLooks[tabs]}
            renderPanel={(course) => (
              <DishList
                course={course}
                look={look}
                price={price}
                tagLabels={tagLabels}
                notes={notes}
              />
            )}
          />
        )}
      </div>
    </Section>
  );
}
