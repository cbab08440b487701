import * as aurelia from '~/content/home/restaurant.ar.ts';
import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { ar } from '~/i18n/messages.ar.ts';
import { restaurantAr } from '~/i18n/messages.restaurant.ar.ts';
import { sectionsAr } from '~/i18n/messages.sections.ar.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { RestaurantPage } from './restaurant-page.tsx';

export const meta = pageMeta;

const messages = { ...ar, ...sectionsAr, ...restaurantAr };

/** /ar/home-restaurant: the restaurant demo in Arabic, with the shell in the same language. */
export default function HomeRestaurantAr() {
  return (
    <I18nProvider messages={messages}>
      <RestaurantPage content={aurelia} />
    </I18nProvider>
  );
}
