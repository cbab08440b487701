import { randomBytes } from 'node:crypto';
import type { InquiryContact } from '@contrail/contracts';
import { selectCartLines } from '../cart/cart-lines.ts';
import type { Executor } from '../db/index.ts';
import type { InquiryLine } from './inquiry-mails.ts';

const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "Q-" and 10 Crockford base-32 characters (50 random bits): readable on the phone, not guessable. */
export function newInquiryId(): string {
  const bytes = randomBytes(10);
  let id = 'Q-';
  for (const byte of bytes) id += alphabet[byte & 31];
  return id;
}

/** How long a double submit answers the first inquiry instead of creating another. */
export const idempotencyWindowMs = { cart: 10 * 60_000, key: 24 * 60 * 60_000 };

/** Inquiries, their line snapshots and their double-submit keys; `db` may be a transaction. */
export function createInquiryRepository(db: Executor) {
  return {
    /** The inquiry a still-valid key points at. */
    async findByKeys(
      keys: ReadonlyArray<{ key: string; notBefore: string }>,
    ): Promise<string | undefined> {
      for (const { key, notBefore } of keys) {
        const row = await db
          .selectFrom('inquiry_keys')
          .select('inquiry_id')
          .where('idem_key', '=', key)
          .where('created_at', '>=', notBefore)
          .executeTakeFirst();
        if (row) return row.inquiry_id;
      }
      return undefined;
    },

    /**
     * Claims a key for an inquiry: true when it was free (or expired). On PostgreSQL a concurrent
     * claim of the same key waits for the other transaction and then gets false.
     */
    async claimKey(
      key: string,
      inquiryId: string,
      now: string,
      notBefore: string,
    ): Promise<boolean> {
      const row = await db
        .insertInto('inquiry_keys')
        .values({ idem_key: key, inquiry_id: inquiryId, created_at: now })
        .onConflict((oc) =>
          oc
            .column('idem_key')
            .doUpdateSet({
              inquiry_id: (eb) => eb.ref('excluded.inquiry_id'),
              created_at: (eb) => eb.ref('excluded.created_at'),
            })
            .where('inquiry_keys.created_at', '<', notBefore),
        )
        .returning('idem_key')
        .executeTakeFirst();
      return row !== undefined;
    },

    async insert(
      inquiry: { id: string; sessionId: string; createdAt: string; contact: InquiryContact },
      lines: readonly InquiryLine[],
    ): Promise<void> {
      const { contact } = inquiry;
      await db
        .insertInto('inquiries')
        .values({
          id: inquiry.id,
          session_id: inquiry.sessionId,
          name: contact.name,
          email: contact.email,
          phone: contact.phone,
          company: contact.company,
          aircraft: contact.aircraft,
          serial: contact.serial,
          country: contact.country,
          state: contact.state,
          city: contact.city,
          message: contact.message,
          created_at: inquiry.createdAt,
        })
        .execute();
      await db
        .insertInto('inquiry_lines')
        .values(
          lines.map((line, index) => ({
            inquiry_id: inquiry.id,
            line_no: index + 1,
            part_id: line.partId,
            part_number: line.partNumber,
            description: line.description,
            model_id: line.modelId,
            assembly_id: line.assemblyId,
            assembly_name: line.assemblyName,
            figure: line.figure,
            item: line.item,
            qty: line.qty,
            price_cents: line.priceCents,
            availability: line.availability,
          })),
        )
        .execute();
    },

    /** The session's cart lines with everything an inquiry snapshot keeps. */
    async cartLines(sessionId: string): Promise<Array<InquiryLine & { itemId: string }>> {
      const rows = await selectCartLines(db, sessionId);
      return rows.map((row) => ({
        itemId: row.item_id,
        partId: row.id,
        partNumber: row.part_number,
        description: row.description,
        modelId: row.model_id,
        assemblyId: row.assembly_id,
        assemblyName: row.assembly_name,
        figure: row.figure,
        item: row.item,
        qty: row.qty,
        priceCents: row.price_cents,
        availability: row.availability,
      }));
    },
  };
}
