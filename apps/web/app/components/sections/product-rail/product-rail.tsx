import type { ReactNode } from 'react';
import { GridOrCarousel } from '~/components/sections/carousel/grid-or-carousel.tsx';
import { ProductCard, type ProductCardData } from '~/components/sections/shop/product-card.tsx';
import { ButtonLink } from '~/components/ui/button.tsx';
import { cn } from '~/components/ui/cn.ts';
import { Section, type SectionProps } from '~/components/ui/section.tsx';
import { SectionHeading, type HeadingData } from '~/components/ui/section-heading.tsx';
import { TabSet } from '~/components/ui/tab-set.tsx';

/** A product the rail shows: what its card shows and the category its tab filters on. */
export interface ProductRailItem extends ProductCardData {
  category: string;
}

/** One category tab: the category id it keeps, and its label. */
export interface ProductRailTab {
  id: string;
  label: string;
}

export type ProductRailLayout = 'grid' | 'carousel';
export type ProductRailTabStyle = 'pills' | 'underline';

export interface ProductRailProps<
  T extends ProductRailItem = ProductRailItem,
> extends SectionProps {
  heading?: HeadingData;
  products: readonly T[];
  /** Category tabs over the products; none: one list. A tab with no product is left out. */
  tabs?: readonly ProductRailTab[];
  /** The label of a first tab with every product; none: the first category tab leads. */
  allLabel?: string;
  layout?: ProductRailLayout;
  /** Cards per row (grid) or slides per view (carousel) on wide screens. */
  columns?: 3 | 4;
  /** At most this many products per tab. */
  limit?: number;
  tabStyle?: ProductRailTabStyle;
  /** A link beside the heading, e.g. to the full listing. */
  action?: { label: string; href: string };
  /** Where a product's name leads. */
  hrefFor: (product: T) => string;
  /** The add-to-cart button of a card: the page decides what adding means (the shop's cart store). */
  onAdd: (product: T) => void;
  /** Under the products, e.g. the live "added to your cart" line. */
  footer?: ReactNode;
}

// Two cards a row from the smallest phones, so a rail of eight stays a short scroll.
const grids: Record<3 | 4, string> = {
  3: 'grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 sm:gap-y-10 lg:grid-cols-3',
  4: 'grid grid-cols-2 gap-x-4 gap-y-8 sm:gap-x-6 sm:gap-y-10 lg:grid-cols-4',
};
// The selected look keys off aria-selected, so it always wins over the resting colours.
const tabLooks: Record<ProductRailTabStyle, { list: string; tab: string }> = {
  pills: {
    list: 'mb-10 flex flex-wrap justify-center gap-2',
    tab: 'rounded-card border-line text-ink hover:border-brand aria-selected:bg-brand aria-selected:border-brand aria-selected:text-on-brand border px-5 py-2 text-sm font-semibold',
  },
  underline: {
    list: 'border-line mb-10 flex flex-wrap justify-center gap-x-8 gap-y-2 border-b',
    tab: 'text-muted hover:text-ink aria-selected:text-ink aria-selected:border-ink -mb-px border-b-2 border-transparent py-3 text-sm font-semibold tracking-[0.15em] uppercase',
  },
};

/**
 * Products as a grid or a carousel of `ProductCard`s, optionally under category tabs (the tabs pattern of
 * `TabSet`). The section knows no store: the page passes the products, their links and what adding does.
 */
export function ProductRail<T extends ProductRailItem>({
  heading,
  products,
  tabs,
  allLabel,
  layout = 'grid',
  columns = 4,
  limit = 8,
  tabStyle = 'pills',
  action,
  hrefFor,
  onAdd,
  footer,
  id = 'products',
  ...section
}: ProductRailProps<T>) {
  const list = (items: readonly T[], name: string) => (
    <GridOrCarousel
      items={items.slice(0, limit)}
      getKey={(product) => product.id}
      layout={layout}
      gridClassName={grids[columns]}
      label={name}
      perView={{ base: 1, sm: 2, lg: 3, xl: columns }}
      controls="arrows"
      renderItem={(product) => (
        <ProductCard product={product} href={hrefFor(product)} onAdd={() => onAdd(product)} />
      )}
    />
  );
  const panels = [
    ...(allLabel ? [{ id: 'all', label: allLabel, items: products }] : []),
    ...(tabs ?? []).map((tab) => ({
      ...tab,
      items: products.filter((product) => product.category === tab.id),
    })),
  ].filter((panel) => panel.items.length > 0);
  const look = tabLooks[tabStyle];
  const name = heading?.title ?? section.label ?? 'Products';

  return (
    <Section id={id} {...section}>
      <div data-product-rail={layout}>
        {heading && (
          <div
            className={cn(
              action && 'flex flex-wrap items-end justify-between gap-x-8 gap-y-4 md:mb-12',
            )}
          >
            <SectionHeading
              {...heading}
              align={action ? 'left' : 'center'}
              className={cn(action && 'md:mb-0')}
            />
            {action && (
              <ButtonLink to={action.href} variant="outline" className="mb-12 md:mb-0">
                {action.label}
              </ButtonLink>
            )}
          </div>
        )}
        {tabs?.length ? (
          <TabSet
            items={panels}
            label={`${name}: categories`}
            classes={look}
            variant={tabStyle}
            renderPanel={(panel) => list(panel.items, `${name}: ${panel.label}`)}
          />
        ) : (
          list(products, name)
        )}
        {footer}
      </div>
    </Section>
  );
}
