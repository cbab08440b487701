import type { FastifyPluginAsync } from 'fastify';
import { addressRoutes } from './address/address-routes.ts';
import { bookingRoutes } from './booking/booking-routes.ts';
import { cartRoutes } from './cart/cart-routes.ts';
import { catalogueRoutes } from './catalogue/catalogue-routes.ts';
import { diagramRoutes } from './catalogue/diagram/diagram-routes.ts';
import { deskAuthRoutes } from './desk/desk-auth-routes.ts';
import { deskCatalogueRoutes } from './desk/desk-catalogue-routes.ts';
import { deskSearchWordsRoutes } from './desk/desk-search-words-routes.ts';
import { deskInboxRoutes } from './desk/desk-inbox-routes.ts';
import { deskStaffRoutes } from './desk/desk-staff-routes.ts';
import { quoteRoutes } from './desk/quote-routes.ts';
import { inquiryRoutes } from './inquiry/inquiry-routes.ts';
import { subscribeRoutes } from './subscribe/subscribe-routes.ts';

/**
 * The domain route plugins, registered by app.ts after the plugins (src/plugins: database, Redis,
 * rate limits, repositories, catalogue, mail caps, outbox, helmet, compression, cookies, error
 * handler) and the core routes (/api/health, /api/session, /api/send). Add yours here. Inside a
 * plugin use `app.repositories`, `app.transaction(async (repositories) => …)`, `app.config`,
 * `app.outbox.poke()` and `{ config: { rateLimit: app.rateLimits.inquiry } }`; no SQL (the
 * repositories hold it); see ../README.md.
 */
export const routes: FastifyPluginAsync[] = [
  catalogueRoutes,
  diagramRoutes,
  cartRoutes,
  inquiryRoutes,
  addressRoutes,
  bookingRoutes,
  subscribeRoutes,
  deskAuthRoutes,
  deskStaffRoutes,
  deskInboxRoutes,
  quoteRoutes,
  deskCatalogueRoutes,
  deskSearchWordsRoutes,
];
