import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { MenuList } from '~/components/sections/menu-list/menu-list.tsx';
import type * as English from '~/content/home/restaurant.ts';
import { lazyPart } from '~/shell/hydration.tsx';

/**
 * The restaurant demo's content in one language (content/home/restaurant.ts is the English; each other
 * language has its own module of the same shape, restaurant.<locale>.ts).
 */
export type RestaurantContent = typeof English;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-restaurant.tsx').then((m) => m.default));

/**
 * A wood-fire dining room: the menu by course, the chef, events, a table booking, where to find it. The
 * route modules (/home-restaurant, /de/home-restaurant, /ar/home-restaurant) each hand it their language's
 * content, so a page loads only its own.
 */
export function RestaurantPage({ content }: { content: RestaurantContent }) {
  return (
    <PageLayout
      theme={content.theme}
      header={{ theme: 'transparent', layout: 'center-logo', position: 'reverse-scroll' }}
      footer={{ theme: 'dark', layout: 'centered', social: true, bottom: 'centered' }}
      deferOffscreen
    >
      {/* The dark-art hero is dark in both schemes: its picture keeps its dark palette (scheme-dark). */}
      <Hero variant="dark-art" data={content.hero} className="[&_img]:scheme-dark" />
      <MenuList
        id="menu"
        heading={content.menuHeading}
        courses={content.menu}
        currency={content.currency}
        locale={content.locale}
        tabsLabel={content.menuTabsLabel}
      />
      <Lower content={content} />
    </PageLayout>
  );
}
