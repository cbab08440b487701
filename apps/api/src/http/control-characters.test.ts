import { apiErrorSchema, textMessages, venueRules } from '@contrail/contracts';
import { describe, expect, it } from 'vitest';
import { postJson, testContact, useTestApp } from '../../test/app.ts';
import { countRows, testDatabases, useTestDatabase } from '../../test/databases.ts';
import { newSession, useSeededCatalogue } from '../catalogue/testing.ts';
import { bookableSlot, venueDate } from '../../test/bookings.ts';

// The review's input: a CR LF in a one-line field fakes a line in the plain-text mail to the desk.
const fake = 'Ann Owner\r\nConsent: yes';
const tables = [
  'inquiries',
  'bookings',
  'contact_messages',
  'subscribers',
  'mail_outbox',
  'cart_items',
] as const;
const hotel = venueRules['hotel-resort'];

describe.each(testDatabases())('control characters in form fields ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb, 700);
  const getApp = useTestApp(getDb);

  /** Posts `body`, expects a 400 and that nothing was stored; answers the JSON error. */
  const refused = async (url: string, body: unknown) => {
    const before = await countRows(getDb(), [...tables]);
    const res = await postJson(getApp(), url, body);
    expect(res.statusCode, url).toBe(400);
    expect(await countRows(getDb(), [...tables])).toEqual(before);
    return res.json<Record<string, unknown>>();
  };

  it('POST /api/send refuses line breaks and control characters in name, phone and subject', async () => {
    const body = await refused('/api/send', {
      email: 'ann@example.com',
      kind: 'contact',
      name: fake,
      phone: '+1 555\u0000 0100',
      subject: 'Quote\nConsent: yes',
      message: 'Hello',
    });
    expect(apiErrorSchema.parse(body).error).toEqual({
      code: 'invalid_request',
      message: textMessages.singleLine,
      fields: {
        name: textMessages.singleLine,
        phone: textMessages.singleLine,
        subject: textMessages.singleLine,
      },
    });
  });

  it('POST /api/send keeps the line breaks of a message but refuses its other control characters', async () => {
    const body = await refused('/api/send', {
      email: 'ann@example.com',
      kind: 'contact',
      message: 'Line one\nLine \u001b[31mtwo',
    });
    expect(apiErrorSchema.parse(body).error.fields).toEqual({ message: textMessages.multiLine });
    const ok = await postJson(getApp(), '/api/send', {
      email: 'ann@example.com',
      kind: 'contact',
      name: 'Ann Owner',
      message: 'Line one\r\nLine two',
    });
    expect(ok.statusCode).toBe(200);
    const stored = await getDb().db.selectFrom('contact_messages').select('message').execute();
    expect(stored.at(-1)?.message).toBe('Line one\nLine two');
  });

  it('POST /api/booking refuses them in name, phone and the kind’s own one-line fields', async () => {
    // The venue is an id from the venues' list (an unknown one is refused whatever it holds).
    const table = { kind: 'table', venue: 'restaurant', name: 'Ann', email: 'ann@example.com' };
    const tableBody = await refused('/api/booking', {
      ...table,
      name: fake,
      phone: '+44\t20',
      notes: 'Fine\nthis is',
      ...bookableSlot(venueRules.restaurant),
      partySize: 2,
    });
    expect(apiErrorSchema.parse(tableBody).error.fields).toEqual({
      name: textMessages.singleLine,
      phone: textMessages.singleLine,
    });
    const stay = await refused('/api/booking', {
      ...table,
      kind: 'stay',
      venue: 'hotel-resort',
      checkIn: venueDate(hotel, 30),
      checkOut: venueDate(hotel, 33),
      guests: 2,
      roomType: 'Orchard double\u2028Consent: yes',
    });
    expect(apiErrorSchema.parse(stay).error.fields).toMatchObject({
      roomType: textMessages.singleLine,
    });
  });

  it('POST /api/cart/inquiry refuses them in every one-line contact field (400 naming each)', async () => {
    const sessionId = await newSession(getApp());
    const part = await getDb()
      .db.selectFrom('parts')
      .select('id')
      .limit(1)
      .executeTakeFirstOrThrow();
    const cart = await postJson(getApp(), '/api/cart', {
      sessionId,
      parts: [{ id: part.id, qty: 1 }],
    });
    const line = cart.json<{ partsCart: Array<{ itemId: string; id: string; qty: number }> }>()
      .partsCart[0]!;
    const oneLine = ['name', 'phone', 'company', 'aircraft', 'serial', 'city'] as const;
    const contact = {
      ...testContact,
      ...Object.fromEntries(oneLine.map((field) => [field, `${field}\nConsent: yes`])),
      message: 'Multi-line\nis fine here',
    };
    const body = await refused('/api/cart/inquiry', { sessionId, partsCart: [line], contact });
    expect(body).toMatchObject({ success: false, code: 'invalid_request' });
    expect(body.fields).toEqual(
      Object.fromEntries(oneLine.map((field) => [`contact.${field}`, textMessages.singleLine])),
    );
    // The same contact without the control characters goes through.
    const ok = await postJson(getApp(), '/api/cart/inquiry', {
      sessionId,
      partsCart: [line],
      contact: { ...testContact, message: 'Multi-line\r\nis fine here' },
    });
    expect(ok.statusCode).toBe(200);
    const stored = await getDb()
      .db.selectFrom('inquiries')
      .select(['name', 'message'])
      .where('session_id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ name: testContact.name, message: 'Multi-line\nis fine here' });
  });
});
