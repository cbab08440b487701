import { randomBytes } from 'node:crypto';
import { maxQty, type CartItem, type CartResponse } from '@contrail/contracts';
import { sql } from 'kysely';
import { nowIso, type Executor } from '../db/index.ts';
import { selectCartLines } from './cart-lines.ts';

/** 12 random bytes → 16 base64url characters: an item id tells nothing about other carts. */
export const newItemId = (): string => randomBytes(12).toString('base64url');

/**
 * The cart of a session. Every change is one SQL statement per row (an upsert that adds to the stored
 * quantity, an UPDATE or DELETE scoped to the session), so concurrent requests never lose an update
 * and no statement can touch another session's lines. `db` may be a transaction.
 */
export function createCartRepository(db: Executor) {
  const touch = async (sessionId: string, email?: string | null) => {
    const now = nowIso();
    await db
      .insertInto('carts')
      .values({ session_id: sessionId, email: email ?? null, created_at: now, updated_at: now })
      .onConflict((oc) =>
        oc
          .column('session_id')
          .doUpdateSet(
            email
              ? { updated_at: (eb) => eb.ref('excluded.updated_at'), email }
              : { updated_at: (eb) => eb.ref('excluded.updated_at') },
          ),
      )
      .execute();
  };

  return {
    /** The ids among `ids` that name a part of the catalogue. */
    async knownParts(ids: readonly string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set();
      const rows = await db.selectFrom('parts').select('id').where('id', 'in', ids).execute();
      return new Set(rows.map((row) => row.id));
    },
    /** The session's cart, lines in the order they were first added (catalogue order within one add). */
    async get(sessionId: string): Promise<CartResponse> {
      const cart = await db
        .selectFrom('carts')
        .select(['updated_at', 'email'])
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      if (!cart) return { partsCart: [], partsLastUpdated: null, email: null };
      const rows = await selectCartLines(db, sessionId);
      const partsCart: CartItem[] = rows.map((row) => ({
        itemId: row.item_id,
        id: row.id,
        partNumber: row.part_number,
        description: row.description,
        modelId: row.model_id,
        assemblyId: row.assembly_id,
        assemblyName: row.assembly_name,
        qty: row.qty,
        priceCents: row.price_cents,
        availability: row.availability,
        unit: row.unit,
      }));
      return { partsCart, partsLastUpdated: cart.updated_at, email: cart.email };
    },

    /** The e-mail the session's cart is saved under; null when none, undefined when no cart. */
    async email(sessionId: string): Promise<string | null | undefined> {
      const cart = await db
        .selectFrom('carts')
        .select('email')
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      return cart ? cart.email : undefined;
    },

    /** How many lines the cart has, and which of these part ids it already holds. */
    async lines(sessionId: string, partIds: readonly string[]) {
      const count = await db
        .selectFrom('cart_items')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('session_id', '=', sessionId)
        .executeTakeFirstOrThrow();
      const held =
        partIds.length === 0
          ? []
          : await db
              .selectFrom('cart_items')
              .select('part_id')
              .where('session_id', '=', sessionId)
              .where('part_id', 'in', [...partIds])
              .execute();
      return { count: Number(count.n), held: new Set(held.map((row) => row.part_id)) };
    },

    /** Adds quantities (capped at maxQty) to the session's lines, creating lines and cart as needed. */
    async add(
      sessionId: string,
      parts: ReadonlyArray<{ id: string; qty: number }>,
      email?: string | null,
    ): Promise<void> {
      await touch(sessionId, email);
      if (parts.length === 0) return;
      const now = nowIso();
      const capped = sql.lit(maxQty);
      await db
        .insertInto('cart_items')
        .values(
          parts.map((part) => ({
            id: newItemId(),
            session_id: sessionId,
            part_id: part.id,
            qty: Math.min(part.qty, maxQty),
            created_at: now,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['session_id', 'part_id']).doUpdateSet({
            qty: sql<number>`case when cart_items.qty + excluded.qty > ${capped} then ${capped} else cart_items.qty + excluded.qty end`,
          }),
        )
        .execute();
    },

    /** Sets a line's quantity (0 removes it). False when the session has no such line. */
    async setQty(sessionId: string, itemId: string, qty: number): Promise<boolean> {
      const result =
        qty === 0
          ? await db
              .deleteFrom('cart_items')
              .where('id', '=', itemId)
              .where('session_id', '=', sessionId)
              .executeTakeFirst()
          : await db
              .updateTable('cart_items')
              .set({ qty })
              .where('id', '=', itemId)
              .where('session_id', '=', sessionId)
              .executeTakeFirst();
      const changed = 'numDeletedRows' in result ? result.numDeletedRows : result.numUpdatedRows;
      if (changed === 0n) return false;
      await touch(sessionId);
      return true;
    },

    /** Removes a line of the session. False when the session has no such line. */
    async remove(sessionId: string, itemId: string): Promise<boolean> {
      const result = await db
        .deleteFrom('cart_items')
        .where('id', '=', itemId)
        .where('session_id', '=', sessionId)
        .executeTakeFirst();
      if (result.numDeletedRows === 0n) return false;
      await touch(sessionId);
      return true;
    },

    /** Empties the session's cart (after an inquiry); the cart keeps its e-mail. */
    async clear(sessionId: string): Promise<void> {
      await db.deleteFrom('cart_items').where('session_id', '=', sessionId).execute();
      await touch(sessionId);
    },
  };
}

export type CartRepository = ReturnType<typeof createCartRepository>;
