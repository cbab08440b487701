import { PageLayout } from '~/components/layout/page-layout.tsx';
import { Hero } from '~/components/sections/hero/hero.tsx';
import { MenuList } from '~/components/sections/menu-list/menu-list.tsx';
import * as aurelia from '~/content/home/restaurant.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { lazyPart } from '~/shell/hydration.tsx';

export const meta = pageMeta;

// The sections below the first screen are a chunk of their own: prerendered with the page, hydrated once
// the chunk is in, so the first screen's code is all the page needs before it responds.
const Lower = lazyPart(() => import('./lower/home-restaurant.tsx').then((m) => m.default));

/** /home-restaurant: a wood-fire dining room: the menu by course, the chef, events, a table booking, where to find it. */
export default function HomeRestaurant() {
  return (
    <PageLayout
      theme={aurelia.theme}
      header={{ theme: 'transparent', layout: 'center-logo', position: 'reverse-scroll' }}
      footer={{ theme: 'dark', layout: 'centered', social: true, bottom: 'centered' }}
      deferOffscreen
    >
      <Hero variant="dark-art" data={aurelia.hero} />
      <MenuList
        id="menu"
        heading={aurelia.menuHeading}
        courses={aurelia.menu}
        currency={aurelia.currency}
        locale={aurelia.locale}
        tabsLabel="Menu courses"
      />
      <Lower />
    </PageLayout>
  );
}
