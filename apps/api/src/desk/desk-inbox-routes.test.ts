import type { DeskQuote, InboxResponse, InquiryDetail, PublicQuote } from '@contrail/contracts';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { testContact, useTestApp } from '../../test/app.ts';
import { testDatabases, useTestDatabase, type OpenedTestDatabase } from '../../test/databases.ts';
import { deskOrigin, deskRequest, sameOrigin, staffWithPassword } from '../../test/desk.ts';
import { useSeededCatalogue } from '../catalogue/testing.ts';
import { newBookingId } from '../booking/booking-routes.ts';
import { createRepositories } from '../plugins/app/repositories.ts';
import { newInquiryId } from '../inquiry/inquiry-repository.ts';

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An inquiry of the first seeded part with that part number prefix, stored as the cart stores one. */
async function storeInquiry(
  db: OpenedTestDatabase,
  contact: Partial<typeof testContact> = {},
  createdAt = new Date().toISOString(),
) {
  const part = await db.db
    .selectFrom('parts')
    .selectAll()
    .where('price_cents', 'is not', null)
    .orderBy('id')
    .limit(1)
    .executeTakeFirstOrThrow();
  const id = newInquiryId();
  await createRepositories(db.db).inquiries.insert(
    { id, sessionId: 'x'.repeat(32), createdAt, contact: { ...testContact, ...contact } },
    [
      {
        partId: part.id,
        partNumber: part.part_number,
        description: part.description,
        modelId: part.model_id,
        assemblyId: part.assembly_id,
        assemblyName: 'Assembly',
        figure: part.figure,
        item: part.item,
        qty: 2,
        priceCents: part.price_cents,
        availability: part.availability,
      },
    ],
  );
  return { id, part };
}

async function storeBooking(db: OpenedTestDatabase, name = 'Gail Guest') {
  const id = newBookingId();
  await createRepositories(db.db).bookings.insert({
    id,
    kind: 'table',
    venue: 'Olive & Ember',
    name,
    email: 'gail@guest.test',
    phone: '',
    notes: 'Window table please',
    details: { Date: '2027-01-10', Time: '19:00', Party: '4' },
  });
  return id;
}

const quoteBody = (partNumber: string, price = 12_345) => ({
  validUntil: inDays(14),
  message: 'Thank you for asking.',
  lines: [
    {
      partNumber,
      description: 'As asked',
      qty: 2,
      unitPriceCents: price,
      condition: 'overhauled',
      availability: 'In stock',
      leadTime: '2 days',
      alternatePart: '',
    },
  ],
});

async function mailsTo(db: OpenedTestDatabase, address: string) {
  return db.db
    .selectFrom('mail_outbox')
    .selectAll()
    .where('recipients', 'like', `%${address}%`)
    .orderBy('id')
    .execute();
}

const tokenIn = (text: string) => /\/quote\/([A-Za-z0-9_-]{43})/.exec(text)?.[1];

describe.each(testDatabases())('desk inbox and quotes ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb, 700);
  const getApp = useTestApp(getDb, { config: { siteOrigin: deskOrigin } });
  const inbox = (app: FastifyInstance, cookie: string, query = '') =>
    deskRequest(app, 'GET', `/api/desk/inbox${query}`, { cookie });

  it.each([
    ['GET', '/api/desk/inbox'],
    ['GET', '/api/desk/inquiries/Q-0000000000'],
    ['GET', '/api/desk/bookings/B-AAAAAAAAAA'],
    ['PATCH', '/api/desk/items/Q-0000000000'],
    ['POST', '/api/desk/items/Q-0000000000/notes'],
    ['POST', '/api/desk/inquiries/Q-0000000000/quotes'],
    ['POST', '/api/desk/inquiries/Q-0000000000/quotes/QT-AAAAAAAAAA/revoke'],
    ['POST', '/api/desk/bookings/B-AAAAAAAAAA/answer'],
  ] as const)('%s %s answers 401 without a session', async (method, url) => {
    const res = await deskRequest(getApp(), method, url, method === 'GET' ? {} : { body: {} });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: { code: 'desk_session_required' } });
  });

  it('lists inquiries and bookings in one inbox, newest first, with filters, search and paging', async () => {
    const app = getApp();
    const db = getDb();
    const member = await staffWithPassword(app, db, 'desk');
    const older = await storeInquiry(
      db,
      { name: 'Olga Older', company: 'Tundra Tours' },
      '2026-01-01T00:00:00.000Z',
    );
    const booking = await storeBooking(db);
    const newer = await storeInquiry(db, { name: 'Nina Newer', email: 'nina@fly.test' });

    const all = await inbox(app, member.cookie);
    expect(all.statusCode).toBe(200);
    const page = all.json<InboxResponse>();
    expect(page.total).toBe(3);
    expect(page.items.map((i) => i.id)).toEqual([newer.id, booking, older.id]);
    expect(page.items[1]).toMatchObject({
      kind: 'booking',
      status: 'new',
      summary: 'Olive & Ember · table',
    });

    const ids = async (query: string) =>
      (await inbox(app, member.cookie, query)).json<InboxResponse>().items.map((i) => i.id);
    expect(await ids('?kind=booking')).toEqual([booking]);
    expect(await ids(`?q=${older.id.slice(0, 6).toLowerCase()}`)).toContain(older.id);
    expect(await ids('?q=tundra')).toEqual([older.id]);
    expect(await ids('?q=NINA%40FLY')).toEqual([newer.id]);
    expect(await ids(`?q=${encodeURIComponent(older.part.part_number.slice(0, 4))}`)).toEqual([
      newer.id,
      older.id,
    ]);
    expect(await ids('?q=100%25')).toEqual([]);

    const assign = await deskRequest(app, 'PATCH', `/api/desk/items/${older.id}`, {
      cookie: member.cookie,
      body: { assignedTo: member.id, status: 'in_progress' },
    });
    expect(assign.statusCode).toBe(200);
    expect(assign.json()).toMatchObject({
      status: 'in_progress',
      assignedTo: { id: member.id, name: 'Test desk' },
    });
    expect(await ids('?assigned=me')).toEqual([older.id]);
    expect(await ids('?assigned=none')).toEqual([newer.id, booking]);
    expect(await ids('?status=in_progress')).toEqual([older.id]);

    // Statuses that follow from quotes and answers are not set by hand.
    const won = await deskRequest(app, 'PATCH', `/api/desk/items/${older.id}`, {
      cookie: member.cookie,
      body: { status: 'won' },
    });
    expect(won.statusCode).toBe(400);
    const nobody = await deskRequest(app, 'PATCH', `/api/desk/items/${older.id}`, {
      cookie: member.cookie,
      body: { assignedTo: 999_999 },
    });
    expect(nobody.statusCode).toBe(400);

    const bad = await inbox(app, member.cookie, '?page=0');
    expect(bad.statusCode).toBe(400);
    const beyond = (await inbox(app, member.cookie, '?page=2')).json<InboxResponse>();
    expect(beyond).toMatchObject({ items: [], total: 3, page: 2, pageSize: 25 });
  });

  it('pages through inquiries and bookings interleaved in time, each page in order', async () => {
    const app = getApp();
    const db = getDb();
    const member = await staffWithPassword(app, db, 'desk');
    const at = (minute: number) => new Date(Date.UTC(2026, 5, 1, 8, minute)).toISOString();
    const expected: Array<{ id: string; at: string }> = [];
    for (let k = 0; k < 30; k++) {
      const { id } = await storeInquiry(db, { name: `Pager Inquirer ${k}` }, at(2 * k));
      expected.push({ id, at: at(2 * k) });
    }
    for (let k = 0; k < 10; k++) {
      const id = await storeBooking(db, `Pager Guest ${k}`);
      await db.db
        .updateTable('bookings')
        .set({ created_at: at(2 * k + 1) })
        .where('id', '=', id)
        .execute();
      expected.push({ id, at: at(2 * k + 1) });
    }
    const newestFirst = expected.sort((a, b) => b.at.localeCompare(a.at)).map((e) => e.id);

    const page1 = (await inbox(app, member.cookie, '?q=pager&page=1')).json<InboxResponse>();
    const page2 = (await inbox(app, member.cookie, '?q=pager&page=2')).json<InboxResponse>();
    expect(page1.total).toBe(40);
    expect(page1.items).toHaveLength(25);
    expect(page2.items).toHaveLength(15);
    expect([...page1.items, ...page2.items].map((i) => i.id)).toEqual(newestFirst);

    const bookingsOnly = (
      await inbox(app, member.cookie, '?q=pager&kind=booking')
    ).json<InboxResponse>();
    expect(bookingsOnly.total).toBe(10);
    expect(bookingsOnly.items.map((i) => i.id)).toEqual(
      newestFirst.filter((id) => id.startsWith('B-')),
    );
  });

  it("shows an inquiry's lines against the live catalogue, and keeps internal notes", async () => {
    const app = getApp();
    const db = getDb();
    const member = await staffWithPassword(app, db, 'desk');
    const { id, part } = await storeInquiry(db);
    await db.db
      .updateTable('parts')
      .set({ price_cents: 99_900, availability: 'backorder', superseded_by: 'NEW-123' })
      .where('id', '=', part.id)
      .execute();
    const note = await deskRequest(app, 'POST', `/api/desk/items/${id}/notes`, {
      cookie: member.cookie,
      body: { text: 'Called the customer.\nWill quote tomorrow.' },
    });
    expect(note.statusCode).toBe(200);
    const res = await deskRequest(app, 'GET', `/api/desk/inquiries/${id}`, {
      cookie: member.cookie,
    });
    expect(res.statusCode).toBe(200);
    const detail = res.json<InquiryDetail>();
    expect(detail.contact.aircraft).toBe(testContact.aircraft);
    expect(detail.lines[0]).toMatchObject({
      partNumber: part.part_number,
      qty: 2,
      priceCents: part.price_cents,
      live: { priceCents: 99_900, availability: 'backorder', supersededBy: 'NEW-123' },
    });
    expect(detail.notes).toEqual([
      expect.objectContaining({
        staffName: 'Test desk',
        text: 'Called the customer.\nWill quote tomorrow.',
      }),
    ]);
    const missing = await deskRequest(app, 'GET', '/api/desk/inquiries/Q-0000000000', {
      cookie: member.cookie,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sends a quote by mail with its own link; the customer sees it, asks, accepts: the inquiry is won and the desk told', async () => {
    const app = getApp();
    const db = getDb();
    const member = await staffWithPassword(app, db, 'desk');
    const { id, part } = await storeInquiry(db, { email: 'buyer@quote.test', name: 'Bea Buyer' });
    await deskRequest(app, 'PATCH', `/api/desk/items/${id}`, {
      cookie: member.cookie,
      body: { assignedTo: member.id },
    });

    const sent = await deskRequest(app, 'POST', `/api/desk/inquiries/${id}/quotes`, {
      cookie: member.cookie,
      body: quoteBody(part.part_number),
    });
    expect(sent.statusCode).toBe(200);
    const quote = sent.json<DeskQuote>();
    expect(quote).toMatchObject({ status: 'sent', totalCents: 24_690, currency: 'USD' });
    expect(quote.id).toMatch(/^QT-[A-Z0-9]{10}$/);

    const [mail] = await mailsTo(db, 'buyer@quote.test');
    expect(mail!.subject).toBe(`Your quote ${quote.id} from Contrail parts`);
    expect(mail!.text).toContain('Total: $246.90 (USD)');
    const token = tokenIn(mail!.text)!;
    expect(mail!.text).toContain(`${deskOrigin}/quote/${token}`);
    // The token is stored only as its hash.
    const stored = await db.db
      .selectFrom('quotes')
      .selectAll()
      .where('id', '=', quote.id)
      .executeTakeFirstOrThrow();
    expect(stored.token_hash).not.toBe(token);

    const inboxItem = (await inbox(app, member.cookie, `?q=${id}`)).json<InboxResponse>().items[0];
    expect(inboxItem?.status).toBe('quoted');

    const view = await app.inject(`/api/quote/${token}`);
    expect(view.statusCode).toBe(200);
    expect(view.json<PublicQuote>()).toMatchObject({
      reference: quote.id,
      inquiryId: id,
      customerName: 'Bea Buyer',
      status: 'sent',
      totalCents: 24_690,
      lines: [{ partNumber: part.part_number, condition: 'overhauled', leadTime: '2 days' }],
    });

    const question = await app.inject({
      method: 'POST',
      url: `/api/quote/${token}/question`,
      headers: { ...sameOrigin, 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'Is the overhaul certified?' }),
    });
    expect(question.statusCode).toBe(200);

    const accept = await app.inject({
      method: 'POST',
      url: `/api/quote/${token}/accept`,
      headers: sameOrigin,
    });
    expect(accept.statusCode).toBe(200);
    expect(accept.json()).toMatchObject({ status: 'accepted' });
    const again = await app.inject({
      method: 'POST',
      url: `/api/quote/${token}/accept`,
      headers: sameOrigin,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'quote_not_open' } });

    const deskMail = await mailsTo(db, 'desk@parts.test');
    const subjects = deskMail.map((m) => m.subject);
    expect(subjects).toContain(`Quote ${quote.id} accepted (${id})`);
    expect(subjects).toContain(`Question about quote ${quote.id} (${id})`);
    const toAssignee = await mailsTo(db, member.email);
    expect(toAssignee.map((m) => m.subject)).toContain(`Quote ${quote.id} accepted (${id})`);

    const detail = (
      await deskRequest(app, 'GET', `/api/desk/inquiries/${id}`, { cookie: member.cookie })
    ).json<InquiryDetail>();
    expect(detail.item.status).toBe('won');
    expect(detail.quotes[0]).toMatchObject({
      status: 'accepted',
      questions: [{ text: 'Is the overhaul certified?' }],
    });
  });

  it('no token reveals another quote; revoked, superseded and expired quotes cannot be accepted', async () => {
    const app = getApp();
    const db = getDb();
    const member = await staffWithPassword(app, db, 'desk');
    const a = await storeInquiry(db, { email: 'a@quote.test' });
    const b = await storeInquiry(db, { email: 'b@quote.test' });
    const send = async (inquiryId: string, price: number) => {
      const res = await deskRequest(app, 'POST', `/api/desk/inquiries/${inquiryId}/quotes`, {
        cookie: member.cookie,
        body: quoteBody(a.part.part_number, price),
      });
      expect(res.statusCode).toBe(200);
      const id = res.json<DeskQuote>().id;
      const mails = await db.db
        .selectFrom('mail_outbox')
        .selectAll()
        .where('subject', 'like', `%${id}%`)
        .execute();
      return { id, token: tokenIn(mails[0]!.text)! };
    };
    const qa = await send(a.id, 100);
    const qb = await send(b.id, 200);
    expect((await app.inject(`/api/quote/${qa.token}`)).json<PublicQuote>().reference).toBe(qa.id);
    expect((await app.inject(`/api/quote/${qb.token}`)).json<PublicQuote>().reference).toBe(qb.id);
    // A changed character, a token of the right shape that was never issued, and a malformed one: all 404.
    const flipped = qa.token.slice(0, -1) + (qa.token.endsWith('A') ? 'B' : 'A');
    for (const token of [flipped, 'A'.repeat(43), 'short']) {
      const res = await app.inject(`/api/quote/${token}`);
      expect(res.statusCode, token).toBe(token === 'short' ? 400 : 404);
      expect(res.body).not.toContain(qa.id);
    }
    // The public answer carries nothing of the desk's: no notes, no e-mail, no token hash.
    expect(Object.keys((await app.inject(`/api/quote/${qa.token}`)).json())).toEqual(
      expect.not.arrayContaining(['email', 'tokenHash', 'notes', 'questions']),
    );

    // Revoked.
    const revoke = await deskRequest(
      app,
      'POST',
      `/api/desk/inquiries/${b.id}/quotes/${qb.id}/revoke`,
      { cookie: member.cookie },
    );
    expect(revoke.statusCode).toBe(200);
    expect((await app.inject(`/api/quote/${qb.token}`)).json()).toMatchObject({
      status: 'revoked',
    });
    const acceptRevoked = await app.inject({
      method: 'POST',
      url: `/api/quote/${qb.token}/accept`,
      headers: sameOrigin,
    });
    expect(acceptRevoked.statusCode).toBe(409);

    // Superseded by a newer quote for the same inquiry.
    const qa2 = await send(a.id, 150);
    expect((await app.inject(`/api/quote/${qa.token}`)).json()).toMatchObject({
      status: 'superseded',
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/quote/${qa.token}/accept`,
          headers: sameOrigin,
        })
      ).statusCode,
    ).toBe(409);

    // Expired: past its last day.
    await db.db
      .updateTable('quotes')
      .set({ valid_until: '2020-01-01' })
      .where('id', '=', qa2.id)
      .execute();
    expect((await app.inject(`/api/quote/${qa2.token}`)).json()).toMatchObject({
      status: 'expired',
    });
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/quote/${qa2.token}/accept`,
          headers: sameOrigin,
        })
      ).statusCode,
    ).toBe(409);

    // Another site cannot make the customer's browser accept.
    const qa3 = await send(a.id, 175);
    const forged = await app.inject({
      method: 'POST',
      url: `/api/quote/${qa3.token}/accept`,
      headers: { origin: 'https://evil.test', 'sec-fetch-site': 'cross-site' },
    });
    expect(forged.statusCode).toBe(403);
    expect((await app.inject(`/api/quote/${qa3.token}`)).json()).toMatchObject({ status: 'sent' });

    // A quote valid until yesterday is refused when sent.
    const stale = await deskRequest(app, 'POST', `/api/desk/inquiries/${a.id}/quotes`, {
      cookie: member.cookie,
      body: { ...quoteBody(a.part.part_number), validUntil: inDays(-1) },
    });
    expect(stale.statusCode).toBe(400);
  });

  it('confirms or declines a booking and mails the guest', async () => {
    const app = getApp();
    const db = getDb();
    const member = await staffWithPassword(app, db, 'desk');
    const id = await storeBooking(db, 'Gus Guest');
    const detail = await deskRequest(app, 'GET', `/api/desk/bookings/${id}`, {
      cookie: member.cookie,
    });
    expect(detail.json()).toMatchObject({ notes: 'Window table please', details: { Party: '4' } });
    const res = await deskRequest(app, 'POST', `/api/desk/bookings/${id}/answer`, {
      cookie: member.cookie,
      body: { decision: 'confirm', message: 'See you at seven.' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'confirmed' });
    const mails = await db.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('subject', 'like', `%${id}%`)
      .execute();
    expect(mails.map((m) => m.subject)).toContain(
      `Your booking ${id} at Olive & Ember is confirmed`,
    );
    expect(mails.find((m) => m.subject.endsWith('confirmed'))!.text).toContain('See you at seven.');

    const cross = await app.inject({
      method: 'POST',
      url: `/api/desk/bookings/${id}/answer`,
      headers: { origin: 'https://evil.test', 'content-type': 'application/json' },
      cookies: { contrail_desk: member.cookie },
      payload: JSON.stringify({ decision: 'decline', message: '' }),
    });
    expect(cross.statusCode).toBe(403);
  });

  it('answers a booking once: a second answer (or a racing one) is 409 and mails nothing', async () => {
    const app = getApp();
    const db = getDb();
    const member = await staffWithPassword(app, db, 'desk');
    const id = await storeBooking(db, 'Ola Once');
    const answer = (decision: 'confirm' | 'decline') =>
      deskRequest(app, 'POST', `/api/desk/bookings/${id}/answer`, {
        cookie: member.cookie,
        body: { decision, message: '' },
      });
    const guestMails = async () =>
      (await mailsTo(db, 'gail@guest.test')).filter((m) => m.subject.includes(id));

    // Two staff answer at the same moment: one wins, the other is told.
    const [a, b] = await Promise.all([answer('confirm'), answer('decline')]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const lost = a.statusCode === 409 ? a : b;
    expect(lost.json()).toMatchObject({
      error: {
        code: 'booking_already_answered',
        message: expect.stringMatching(/already answered/),
      },
    });
    expect(await guestMails()).toHaveLength(1);

    const detail = await deskRequest(app, 'GET', `/api/desk/bookings/${id}`, {
      cookie: member.cookie,
    });
    expect(detail.json<{ answeredAt: string | null }>().answeredAt).toMatch(/^\d{4}-/);

    // Reopened by hand, it still cannot be answered again.
    const reopened = await deskRequest(app, 'PATCH', `/api/desk/items/${id}`, {
      cookie: member.cookie,
      body: { status: 'in_progress' },
    });
    expect(reopened.statusCode).toBe(200);
    const again = await answer('confirm');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'booking_already_answered' } });
    expect(await guestMails()).toHaveLength(1);
    const item = await deskRequest(app, 'GET', `/api/desk/bookings/${id}`, {
      cookie: member.cookie,
    });
    expect(item.json()).toMatchObject({ item: { status: 'in_progress' } });
  });
});
