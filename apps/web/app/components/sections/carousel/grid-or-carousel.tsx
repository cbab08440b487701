import type { ReactNode } from 'react';
import type { SectionProps } from '~/components/ui/section.tsx';
import { lazyPart } from '~/shell/hydration.tsx';
import type { Carousel as CarouselOfItems } from './carousel.tsx';
import type { CarouselControls, CarouselTone } from './carousel-nav.tsx';
import type { CarouselPerView } from './carousel-config.ts';

/** The carousel is a chunk of its own here, so a family shown as a grid never loads it (typed as the
 * generic component it is: lazyPart's props are one type). */
const Carousel = lazyPart(() =>
  import('./carousel.tsx').then((m) => m.Carousel),
) as typeof CarouselOfItems;

export type GridOrCarouselLayout = 'grid' | 'carousel';
/** The props a card family shown in a grid or a carousel takes (clients, testimonials, team). */
export interface CardFamilyProps<
  Variant extends string,
  Columns extends number,
> extends SectionProps {
  /** The card style. */
  variant?: Variant;
  layout?: GridOrCarouselLayout;
  /** Grid columns / slides per view at the widest breakpoint. */
  columns?: Columns;
  heading?: { eyebrow?: string; title: string; lead?: string };
}

/** Where an item is drawn: a grid cell or a carousel slide. */
export type ItemPlace = 'cell' | 'slide';

interface GridOrCarouselProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  /** Draws one item (in a list item of the grid, or a slide). */
  renderItem: (item: T, place: ItemPlace) => ReactNode;
  layout: GridOrCarouselLayout;
  /** The grid's list classes. */
  gridClassName: string;
  /** Carousel only: its accessible name, slides per view, controls and tone. */
  label: string;
  perView: CarouselPerView;
  controls?: CarouselControls;
  tone?: CarouselTone;
}

/** A family's cards (clients, testimonials, team) as a list in a grid or as the shared carousel. */
export function GridOrCarousel<T>({
  items,
  getKey,
  renderItem,
  layout,
  gridClassName,
  label,
  perView,
  controls,
  tone,
}: GridOrCarouselProps<T>) {
  if (layout === 'carousel')
    return (
      <Carousel
        items={items}
        getKey={getKey}
        label={label}
        perView={perView}
        controls={controls}
        tone={tone}
        renderSlide={(item) => renderItem(item, 'slide')}
      />
    );
  return (
    <ul className={gridClassName}>
      {items.map((item) => (
        <li key={getKey(item)}>{renderItem(item, 'cell')}</li>
      ))}
    </ul>
  );
}
