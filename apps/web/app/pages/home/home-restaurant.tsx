import * as aurelia from '~/content/home/restaurant.ts';
import { pageMeta } from '~/lib/page-meta.ts';
import { RestaurantPage } from './restaurant-page.tsx';

export const meta = pageMeta;

/** /home-restaurant: the restaurant demo in English (restaurant-page.tsx). */
export default function HomeRestaurant() {
  return <RestaurantPage content={aurelia} />;
}
