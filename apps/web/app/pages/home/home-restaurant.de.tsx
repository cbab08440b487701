import * as aurelia from '~/content/home/restaurant.de.ts';
import { I18nProvider } from '~/i18n/i18n-context.tsx';
import { de } from '~/i18n/messages.de.ts';
import { restaurantDe } from '~/i18n/messages.restaurant.de.ts';
import { sectionsDe } from '~/i18n/messages.sections.de.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { RestaurantPage } from './restaurant-page.tsx';

export const meta = pageMeta;

const messages = { ...de, ...sectionsDe, ...restaurantDe };

/** /de/home-restaurant: the restaurant demo in German, with the shell in the same language. */
export default function HomeRestaurantDe() {
  return (
    <I18nProvider messages={messages}>
      <RestaurantPage content={aurelia} />
    </I18nProvider>
  );
}
