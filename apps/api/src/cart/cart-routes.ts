import {
  cartEmailParamsSchema,
  cartItemParamsSchema,
  cartQtySchema,
  cartResponseSchema,
  emailField,
  maxCartLines,
  maxQty,
  postCartSchema,
  type CartResponse,
} from '@contrail/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '../http/error-responses.ts';
import { HttpError, notFound } from '../http/errors.ts';
import { zodApp } from '../http/openapi.ts';
import { refuseCrossSite } from '../http/same-site.ts';
import { getSessionId } from '../session/session.ts';

/** One answer for "no such cart" whatever the reason, so probing reveals nothing. */
const cartNotFound = () => notFound('Cart not found.');
const itemNotFound = () => notFound('Cart item not found.');

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

/**
 * The parts cart (spec §7). The site's own client relies on the httpOnly session cookie; API
 * integrations without cookies send `sessionId` in POST bodies or the X-Session-Id header (an id
 * that differs from the cookie's is a 403). A cart is only ever read or changed by its own session.
 * Each route that changes a cart has a per-IP limit (`rateLimits.cart`).
 */
export async function cartRoutes(fastify: FastifyInstance) {
  const app = zodApp(fastify);
  const answers = { 200: cartResponseSchema, ...errorResponses };
  const security = [{ session: [] }];
  const { sessions } = app.repositories;
  const sessionOf = async (request: FastifyRequest) => sessions.require(getSessionId(request));
  const changeLimit = { rateLimit: app.rateLimits.cart };
  const removeLine = async (request: FastifyRequest, reply: FastifyReply, itemId: string) => {
    refuseCrossSite(request);
    const sessionId = await sessionOf(request);
    const cart = await app.transaction(async ({ carts }) => {
      if (!(await carts.remove(sessionId, itemId))) throw itemNotFound();
      return carts.get(sessionId);
    });
    noStore(reply);
    return cart;
  };

  /** The caller's own cart (not in spec §7: lets the site restore the cart after a reload). */
  app.get(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        summary: "The caller's cart",
        description:
          'Not in the specification: lets the site restore the cart after a reload. 401 without a session.',
        security,
        response: answers,
      },
    },
    async (request, reply): Promise<CartResponse> => {
      const sessionId = await sessionOf(request);
      noStore(reply);
      return app.repositories.carts.get(sessionId);
    },
  );

  app.post(
    '/api/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add parts to the cart',
        description: `Adds each part (quantities of a part already in the cart add up, at most ${maxQty}); optionally saves the cart under an e-mail. 404 part_not_found names the unknown part; 400 cart_full past ${maxCartLines} lines.`,
        body: postCartSchema,
        response: answers,
      },
      config: changeLimit,
    },
    async (request, reply): Promise<CartResponse> => {
      const { body } = request;
      const sessionId = await sessionOf(request);
      // The same part twice in one request counts once, with the quantities added.
      const merged = new Map<string, number>();
      for (const part of body.parts) {
        merged.set(part.id, Math.min(maxQty, (merged.get(part.id) ?? 0) + part.qty));
      }
      const cart = await app.transaction(async ({ carts }) => {
        const ids = [...merged.keys()];
        const knownIds = await carts.knownParts(ids);
        const unknown = body.parts.findIndex((part) => !knownIds.has(part.id));
        if (unknown >= 0) {
          throw new HttpError(404, 'part_not_found', 'Unknown part.', {
            [`parts.${unknown}.id`]: 'Unknown part.',
          });
        }
        const lines = await carts.lines(sessionId, ids);
        const added = ids.filter((id) => !lines.held.has(id)).length;
        if (lines.count + added > maxCartLines) {
          throw new HttpError(400, 'cart_full', `A cart holds at most ${maxCartLines} lines.`);
        }
        await carts.add(
          sessionId,
          ids.map((id) => ({ id, qty: merged.get(id) ?? 1 })),
          body.email?.toLowerCase(),
        );
        return carts.get(sessionId);
      });
      noStore(reply);
      return cart;
    },
  );

  app.get(
    '/api/cart/:email',
    {
      schema: {
        tags: ['cart'],
        summary: 'The cart saved under an e-mail',
        description:
          "Answers the caller's own cart when it was saved under this e-mail; 404 otherwise, whatever the reason.",
        params: cartEmailParamsSchema,
        security,
        response: answers,
      },
    },
    async (request, reply): Promise<CartResponse> => {
      const { email } = request.params;
      const sessionId = getSessionId(request);
      const valid = emailField.safeParse(email);
      if (!valid.success || !sessionId || !(await sessions.find(sessionId))) {
        throw cartNotFound();
      }
      const { carts } = app.repositories;
      const saved = await carts.email(sessionId);
      if (!saved || saved !== valid.data.toLowerCase()) throw cartNotFound();
      noStore(reply);
      return carts.get(sessionId);
    },
  );

  app.get(
    '/api/cart/remove/:itemId',
    {
      schema: {
        tags: ['cart'],
        summary: "Remove a line from the cart (the specification's GET)",
        description:
          'Kept for compatibility with the specification; use DELETE /api/cart/items/{itemId}. Refused (403 cross_site_request) when another site made the browser send it (Sec-Fetch-Site cross-site or same-site, or a foreign Origin).',
        params: cartItemParamsSchema,
        security,
        response: answers,
      },
      config: changeLimit,
    },
    async (request, reply): Promise<CartResponse> =>
      removeLine(request, reply, request.params.itemId),
  );

  app.delete(
    '/api/cart/items/:itemId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove a line from the cart',
        description:
          "Not in the specification: the site's own way to remove a line (a GET changes nothing there).",
        params: cartItemParamsSchema,
        security,
        response: answers,
      },
      config: changeLimit,
    },
    async (request, reply): Promise<CartResponse> =>
      removeLine(request, reply, request.params.itemId),
  );

  app.post(
    '/api/cart/qty',
    {
      schema: {
        tags: ['cart'],
        summary: "Set a line's quantity",
        description: 'Quantity 0 removes the line.',
        body: cartQtySchema,
        response: answers,
      },
      config: changeLimit,
    },
    async (request, reply): Promise<CartResponse> => {
      const { body } = request;
      const sessionId = await sessionOf(request);
      const cart = await app.transaction(async ({ carts }) => {
        if (!(await carts.setQty(sessionId, body.itemId, body.qty))) throw itemNotFound();
        return carts.get(sessionId);
      });
      noStore(reply);
      return cart;
    },
  );
}
