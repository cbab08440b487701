import { randomBytes } from 'node:crypto';
import {
  inboxPageSize,
  type DeskNote,
  type DeskQuote,
  type InboxItem,
  type InboxKind,
  type InboxQuery,
  type InboxStatus,
  type QuoteLine,
  type QuoteRequest,
} from '@contrail/contracts';
import { sql } from 'kysely';
import { createCatalogueRepository } from '../catalogue/catalogue-repository.ts';
import { nowIso, type Executor } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { newSecret, sha256 } from './desk-repository.ts';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** "QT-" and ten unambiguous characters: the reference a customer reads out. */
export function newQuoteId(): string {
  let id = 'QT-';
  for (const byte of randomBytes(10)) id += alphabet[byte & 31];
  return id;
}

/** LIKE's wildcards in a search term, escaped (`\` is the escape character). */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

interface ItemRow {
  kind: string;
  id: string;
  status: string;
  name: string;
  email: string;
  company: string;
  summary: string;
  assigned_to: number | string | null;
  assignee_name: string | null;
  created_at: string;
}

const toItem = (row: ItemRow): InboxItem => ({
  kind: row.kind as InboxKind,
  id: row.id,
  status: row.status as InboxStatus,
  name: row.name,
  email: row.email,
  company: row.company,
  summary: row.summary,
  assignedTo:
    row.assigned_to === null
      ? null
      : { id: Number(row.assigned_to), name: row.assignee_name ?? '' },
  createdAt: row.created_at,
});

type QuoteRow = Database['quotes'];

/** The inbox of inquiries and bookings, notes and quotes (`app.repositories.inbox`). */
export function createInboxRepository(db: Executor) {
  async function quoteLines(quoteIds: string[]): Promise<Map<string, QuoteLine[]>> {
    const byQuote = new Map<string, QuoteLine[]>();
    if (quoteIds.length === 0) return byQuote;
    const rows = await db
      .selectFrom('quote_lines')
      .selectAll()
      .where('quote_id', 'in', quoteIds)
      .orderBy('line_no')
      .execute();
    for (const row of rows) {
      const lines = byQuote.get(row.quote_id) ?? [];
      lines.push({
        lineNo: Number(row.line_no),
        partNumber: row.part_number,
        description: row.description,
        qty: Number(row.qty),
        unitPriceCents: Number(row.unit_price_cents),
        condition: row.condition as QuoteLine['condition'],
        availability: row.availability,
        leadTime: row.lead_time,
        alternatePart: row.alternate_part,
      });
      byQuote.set(row.quote_id, lines);
    }
    return byQuote;
  }

  /** A quote's status as the reader sees it: a sent quote past its last day is expired. */
  const statusOf = (row: Pick<QuoteRow, 'status' | 'valid_until'>): DeskQuote['status'] =>
    row.status === 'sent' && row.valid_until < nowIso().slice(0, 10) ? 'expired' : row.status;

  const total = (lines: QuoteLine[]) =>
    lines.reduce((sum, line) => sum + line.qty * line.unitPriceCents, 0);

  return {
    /** One page of the inbox, newest first, with the total that matches. */
    async list(query: InboxQuery, staffId: number): Promise<{ items: InboxItem[]; total: number }> {
      const q = query.q?.trim() ?? '';
      const reference = /^[QB]-[A-Z0-9]*$/i.test(q) ? q.toUpperCase() : null;
      const term = `%${likeEscape(q.toLowerCase())}%`;
      const assigned =
        query.assigned === 'me' ? staffId : query.assigned === 'none' ? null : query.assigned;

      /** The filters on one table, as one SQL condition (`true` when none). */
      function filters(table: 'inquiries' | 'bookings') {
        const col = (name: string) => sql.ref(`${table}.${name}`);
        const conditions = [];
        if (query.status) conditions.push(sql<boolean>`${col('status')} = ${query.status}`);
        if (assigned === null) conditions.push(sql<boolean>`${col('assigned_to')} is null`);
        else if (assigned !== undefined)
          conditions.push(sql<boolean>`${col('assigned_to')} = ${Number(assigned)}`);
        if (reference) {
          conditions.push(
            sql<boolean>`${col('id')} like ${`${likeEscape(reference)}%`} escape '\\'`,
          );
        } else if (q) {
          // One id list per searched column, joined: each part reads its own index on PostgreSQL
          // (trigrams for "contains", a pattern index for a part number's prefix). Written as one OR
          // over the row, the planner could only read every row.
          const t = sql.table(table);
          const matches = [
            sql`select id from ${t} where lower(name) like ${term} escape '\\'`,
            sql`select id from ${t} where lower(email) like ${term} escape '\\'`,
          ];
          if (table === 'inquiries') {
            matches.push(
              sql`select id from inquiries where lower(company) like ${term} escape '\\'`,
              sql`select inquiry_id from inquiry_lines where part_number like ${`${likeEscape(q.toUpperCase())}%`} escape '\\'`,
            );
          }
          conditions.push(sql<boolean>`${col('id')} in (${sql.join(matches, sql` union `)})`);
        }
        return conditions.length
          ? sql<boolean>`${sql.join(conditions, sql` and `)}`
          : sql<boolean>`1 = 1`;
      }

      const inquiries = db
        .selectFrom('inquiries')
        .select([
          sql<string>`'inquiry'`.as('kind'),
          'inquiries.id',
          'inquiries.status',
          'inquiries.name',
          'inquiries.email',
          'inquiries.company',
          'inquiries.aircraft as summary',
          'inquiries.assigned_to',
          'inquiries.created_at',
        ])
        .where(filters('inquiries'));
      const bookings = db
        .selectFrom('bookings')
        .select([
          sql<string>`'booking'`.as('kind'),
          'bookings.id',
          'bookings.status',
          'bookings.name',
          'bookings.email',
          sql<string>`''`.as('company'),
          sql<string>`bookings.venue || ' · ' || bookings.kind`.as('summary'),
          'bookings.assigned_to',
          'bookings.created_at',
        ])
        .where(filters('bookings'));

      const parts =
        query.kind === 'inquiry'
          ? [inquiries]
          : query.kind === 'booking'
            ? [bookings]
            : [inquiries, bookings];
      // Each table gives only its newest rows up to the end of the page asked for, read backwards along
      // its (created_at, id) index; the page is then cut from their merge. Sorting the whole union
      // instead read and sorted every row (469 ms for the first page at 100,000 inquiries).
      const end = query.page * inboxPageSize;
      const newestInquiries = db
        .selectFrom(
          inquiries.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(end).as('newest'),
        )
        .selectAll();
      const newestBookings = db
        .selectFrom(
          bookings.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(end).as('newest'),
        )
        .selectAll();
      const union =
        query.kind === 'inquiry'
          ? newestInquiries
          : query.kind === 'booking'
            ? newestBookings
            : newestInquiries.unionAll(newestBookings);
      const [rows, counts] = await Promise.all([
        db
          .selectFrom(union.as('items'))
          .leftJoin('staff', 'staff.id', 'items.assigned_to')
          .selectAll('items')
          .select('staff.name as assignee_name')
          .orderBy('items.created_at', 'desc')
          .orderBy('items.id', 'desc')
          .limit(inboxPageSize)
          .offset(end - inboxPageSize)
          .execute() as Promise<ItemRow[]>,
        Promise.all(
          parts.map((part) =>
            db
              .selectFrom(part.as('c'))
              .select((eb) => eb.fn.countAll<number | string>().as('n'))
              .executeTakeFirstOrThrow(),
          ),
        ),
      ]);
      const count = counts.reduce((sum, row) => sum + Number(row.n), 0);
      return { items: rows.map(toItem), total: count };
    },

    async item(kind: InboxKind, id: string): Promise<InboxItem | undefined> {
      const row =
        kind === 'inquiry'
          ? await db
              .selectFrom('inquiries')
              .leftJoin('staff', 'staff.id', 'inquiries.assigned_to')
              .select([
                sql<string>`'inquiry'`.as('kind'),
                'inquiries.id',
                'inquiries.status',
                'inquiries.name',
                'inquiries.email',
                'inquiries.company',
                'inquiries.aircraft as summary',
                'inquiries.assigned_to',
                'staff.name as assignee_name',
                'inquiries.created_at',
              ])
              .where('inquiries.id', '=', id)
              .executeTakeFirst()
          : await db
              .selectFrom('bookings')
              .leftJoin('staff', 'staff.id', 'bookings.assigned_to')
              .select([
                sql<string>`'booking'`.as('kind'),
                'bookings.id',
                'bookings.status',
                'bookings.name',
                'bookings.email',
                sql<string>`''`.as('company'),
                sql<string>`bookings.venue || ' · ' || bookings.kind`.as('summary'),
                'bookings.assigned_to',
                'staff.name as assignee_name',
                'bookings.created_at',
              ])
              .where('bookings.id', '=', id)
              .executeTakeFirst();
      return row ? toItem(row as ItemRow) : undefined;
    },

    /** The inquiry's contact and its lines against the live catalogue. */
    async inquiry(id: string) {
      const inquiry = await db
        .selectFrom('inquiries')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirst();
      if (!inquiry) return undefined;
      const lines = await db
        .selectFrom('inquiry_lines')
        .selectAll()
        .where('inquiry_id', '=', id)
        .orderBy('line_no')
        .execute();
      const live = new Map(
        (
          await createCatalogueRepository(db).findParts([...new Set(lines.map((l) => l.part_id))])
        ).map((part) => [part.id, part]),
      );
      return {
        inquiry,
        lines: lines.map((line) => {
          const part = live.get(line.part_id);
          return {
            lineNo: Number(line.line_no),
            partId: line.part_id,
            partNumber: line.part_number,
            description: line.description,
            modelId: line.model_id,
            assemblyName: line.assembly_name,
            qty: Number(line.qty),
            priceCents: line.price_cents === null ? null : Number(line.price_cents),
            availability: line.availability,
            live: part
              ? {
                  priceCents: part.priceCents,
                  availability: part.availability,
                  supersededBy: part.supersededBy,
                }
              : null,
          };
        }),
      };
    },

    async booking(id: string) {
      return db.selectFrom('bookings').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Sets status and/or assignee; false when there is no such item. */
    async update(
      kind: InboxKind,
      id: string,
      changes: { status?: InboxStatus; assignedTo?: number | null },
    ): Promise<boolean> {
      const set = {
        ...(changes.status ? { status: changes.status } : {}),
        ...(changes.assignedTo !== undefined ? { assigned_to: changes.assignedTo } : {}),
        updated_at: nowIso(),
      };
      const result =
        kind === 'inquiry'
          ? await db.updateTable('inquiries').set(set).where('id', '=', id).executeTakeFirst()
          : await db.updateTable('bookings').set(set).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /**
     * Confirms or declines a booking not answered yet (answered_at is set once): true when this call
     * answered it, false when it was answered already (or there is no such booking).
     */
    async answerBooking(id: string, status: 'confirmed' | 'declined'): Promise<boolean> {
      const now = nowIso();
      const result = await db
        .updateTable('bookings')
        .set({ status, answered_at: now, updated_at: now })
        .where('id', '=', id)
        .where('answered_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async addNote(kind: InboxKind, id: string, staff: { id: number; name: string }, text: string) {
      await db
        .insertInto('desk_notes')
        .values({
          item_kind: kind,
          item_id: id,
          staff_id: staff.id,
          staff_name: staff.name,
          text,
          created_at: nowIso(),
        })
        .execute();
    },

    async notes(kind: InboxKind, id: string): Promise<DeskNote[]> {
      const rows = await db
        .selectFrom('desk_notes')
        .selectAll()
        .where('item_kind', '=', kind)
        .where('item_id', '=', id)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map((row) => ({
        id: Number(row.id),
        staffName: row.staff_name,
        text: row.text,
        createdAt: row.created_at,
      }));
    },

    /**
     * Stores a quote (earlier sent ones are superseded: only the newest link can be accepted) and
     * marks the inquiry quoted; answers its id and the link's token (stored only as a hash).
     */
    async createQuote(inquiryId: string, input: QuoteRequest, staffId: number) {
      const id = newQuoteId();
      const token = newSecret();
      const now = nowIso();
      await db
        .updateTable('quotes')
        .set({ status: 'superseded' })
        .where('inquiry_id', '=', inquiryId)
        .where('status', '=', 'sent')
        .execute();
      await db
        .insertInto('quotes')
        .values({
          id,
          inquiry_id: inquiryId,
          token_hash: sha256(token),
          status: 'sent',
          valid_until: input.validUntil,
          message: input.message,
          currency: 'USD',
          created_by: staffId,
          created_at: now,
          accepted_at: null,
          revoked_at: null,
        })
        .execute();
      await db
        .insertInto('quote_lines')
        .values(
          input.lines.map((line, index) => ({
            quote_id: id,
            line_no: index + 1,
            part_number: line.partNumber,
            description: line.description,
            qty: line.qty,
            unit_price_cents: line.unitPriceCents,
            condition: line.condition,
            availability: line.availability,
            lead_time: line.leadTime,
            alternate_part: line.alternatePart,
          })),
        )
        .execute();
      await db
        .updateTable('inquiries')
        .set({ status: 'quoted', updated_at: now })
        .where('id', '=', inquiryId)
        .execute();
      return { id, token };
    },

    async quotesOf(inquiryId: string): Promise<DeskQuote[]> {
      const rows = await db
        .selectFrom('quotes')
        .selectAll()
        .where('inquiry_id', '=', inquiryId)
        .orderBy('created_at', 'desc')
        .execute();
      const lines = await quoteLines(rows.map((r) => r.id));
      const questions = rows.length
        ? await db
            .selectFrom('quote_questions')
            .selectAll()
            .where(
              'quote_id',
              'in',
              rows.map((r) => r.id),
            )
            .orderBy('id')
            .execute()
        : [];
      return rows.map((row) => {
        const own = lines.get(row.id) ?? [];
        return {
          id: row.id,
          status: statusOf(row),
          validUntil: row.valid_until,
          message: row.message,
          currency: row.currency,
          totalCents: total(own),
          createdAt: row.created_at,
          acceptedAt: row.accepted_at,
          lines: own,
          questions: questions
            .filter((qn) => qn.quote_id === row.id)
            .map((qn) => ({ text: qn.text, createdAt: qn.created_at })),
        };
      });
    },

    /** The quote a link's token opens, with the customer's name and address; nothing for any other token. */
    async quoteByToken(token: string) {
      const row = await db
        .selectFrom('quotes')
        .innerJoin('inquiries', 'inquiries.id', 'quotes.inquiry_id')
        .selectAll('quotes')
        .select(['inquiries.name as customer_name', 'inquiries.email as customer_email'])
        .where('quotes.token_hash', '=', sha256(token))
        .executeTakeFirst();
      if (!row) return undefined;
      const lines = (await quoteLines([row.id])).get(row.id) ?? [];
      return {
        view: {
          reference: row.id,
          inquiryId: row.inquiry_id,
          customerName: row.customer_name,
          status: statusOf(row),
          validUntil: row.valid_until,
          message: row.message,
          currency: row.currency,
          totalCents: total(lines),
          createdAt: row.created_at,
          acceptedAt: row.accepted_at,
          lines,
        },
        customerEmail: row.customer_email,
        assignedTo: null as number | null,
      };
    },

    /** Accepts a sent, unexpired quote and marks its inquiry won: true when this call did it. */
    async acceptQuote(id: string, inquiryId: string): Promise<boolean> {
      const now = nowIso();
      const result = await db
        .updateTable('quotes')
        .set({ status: 'accepted', accepted_at: now })
        .where('id', '=', id)
        .where('status', '=', 'sent')
        .where('valid_until', '>=', now.slice(0, 10))
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      await db
        .updateTable('inquiries')
        .set({ status: 'won', updated_at: now })
        .where('id', '=', inquiryId)
        .execute();
      return true;
    },

    async addQuestion(quoteId: string, text: string): Promise<void> {
      await db
        .insertInto('quote_questions')
        .values({ quote_id: quoteId, text, created_at: nowIso() })
        .execute();
    },

    /** Revokes a sent quote (its link then shows it withdrawn): true when it was sent. */
    async revokeQuote(inquiryId: string, quoteId: string): Promise<boolean> {
      const result = await db
        .updateTable('quotes')
        .set({ status: 'revoked', revoked_at: nowIso() })
        .where('id', '=', quoteId)
        .where('inquiry_id', '=', inquiryId)
        .where('status', '=', 'sent')
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** The assignee of an inquiry (for the accept notice). */
    async assigneeEmail(inquiryId: string): Promise<string | null> {
      const row = await db
        .selectFrom('inquiries')
        .innerJoin('staff', 'staff.id', 'inquiries.assigned_to')
        .select('staff.email')
        .where('inquiries.id', '=', inquiryId)
        .where('staff.status', '=', 'active')
        .executeTakeFirst();
      return row?.email ?? null;
    },
  };
}

export type InboxRepository = ReturnType<typeof createInboxRepository>;
