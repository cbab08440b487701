import { bookingResponseSchema, messages } from '@contrail/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, postJson, useTestApp } from '../../test/app.ts';
import { countRows, testDatabases, useTestDatabase } from '../../test/databases.ts';
import { createMailer, processOutbox } from '../mail/index.ts';
import { quietLog, smtpOutage, testSender } from '../../test/outbox.ts';
import { decoded, header, startSmtpServer } from '../../test/smtp.ts';

const tables = ['bookings', 'mail_outbox'] as const;

/** A date `days` from today (UTC), as the form sends it. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const guest = { venue: 'Saltmarsh Kitchen', name: 'Nadia Okafor', email: 'nadia@guest.test' };
const table = { kind: 'table', ...guest, date: inDays(7), time: '19:30', partySize: 4 };
const appointment = {
  kind: 'appointment',
  ...guest,
  venue: 'Clearbrook Dental, Leith',
  service: 'Hygiene visit',
  date: inDays(4),
  time: '10:45',
};

describe.each(testDatabases())('POST /api/booking ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  const getApp = useTestApp(getDb, { rateLimits: { booking: { max: 1000, timeWindow: 60_000 } } });
  const outbox = () => getDb().db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

  it('stores a table booking and queues a mail to the booking desk with every detail', async () => {
    const res = await postJson(getApp(), '/api/booking', {
      ...table,
      phone: '+44 20 7946 0018',
      notes: 'A window table, <please>.',
    });
    expect(res.statusCode).toBe(200);
    const { bookingId } = bookingResponseSchema.parse(res.json());
    expect(bookingId).toMatch(/^B-[A-Z2-9]{10}$/);
    const rows = await getDb().db.selectFrom('bookings').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        id: bookingId,
        kind: 'table',
        venue: 'Saltmarsh Kitchen',
        name: 'Nadia Okafor',
        email: 'nadia@guest.test',
        phone: '+44 20 7946 0018',
        notes: 'A window table, <please>.',
      }),
    ]);
    expect(JSON.parse(rows[0]!.details)).toEqual({
      Date: table.date,
      Time: '19:30',
      Party: '4 guests',
    });
    const mail = (await outbox()).at(-1)!;
    expect(JSON.parse(mail.recipients)).toEqual([{ address: 'bookings@desk.test' }]);
    expect(JSON.parse(mail.reply_to!)).toEqual({
      name: 'Nadia Okafor',
      address: 'nadia@guest.test',
    });
    expect(mail.subject).toBe(`Table booking: Nadia Okafor, ${table.date} 19:30 (${bookingId})`);
    for (const value of [
      bookingId,
      'Saltmarsh Kitchen',
      table.date,
      '19:30',
      '4 guests',
      '+44 20 7946 0018',
    ]) {
      expect(mail.text).toContain(value);
    }
    expect(mail.html).toContain('A window table, &#60;please&#62;.');
  });

  it('takes a stay, an appointment and a trip, each with its own details', async () => {
    const bookings = [
      {
        kind: 'stay',
        ...guest,
        checkIn: inDays(30),
        checkOut: inDays(33),
        guests: 2,
        roomType: 'Garden suite',
      },
      { kind: 'appointment', ...guest, service: 'Hygiene visit', date: inDays(2), time: '08:45' },
      {
        kind: 'trip',
        ...guest,
        destination: 'Lofoten',
        departDate: inDays(60),
        returnDate: inDays(70),
        travellers: 3,
      },
    ];
    for (const booking of bookings) {
      const res = await postJson(getApp(), '/api/booking', booking);
      expect(res.statusCode, booking.kind).toBe(200);
      const { bookingId } = bookingResponseSchema.parse(res.json());
      const row = await getDb()
        .db.selectFrom('bookings')
        .selectAll()
        .where('id', '=', bookingId)
        .executeTakeFirstOrThrow();
      expect(row.kind).toBe(booking.kind);
    }
    const texts = (await outbox()).slice(-3).map((m) => m.text);
    expect(texts[0]).toContain('Room: Garden suite');
    expect(texts[1]).toContain('Service: Hygiene visit');
    expect(texts[2]).toContain('Destination: Lofoten');
  });

  it.each([
    ['a missing name', { ...table, name: ' ' }, { name: messages.required }],
    ['a bad e-mail', { ...table, email: 'nadia@' }, { email: messages.invalidEmail }],
    ['an empty party', { ...table, partySize: 0 }, { partySize: 'From 1 to 20.' }],
    ['a party too large', { ...table, partySize: 21 }, { partySize: 'From 1 to 20.' }],
    [
      'a date in the past',
      { ...table, date: inDays(-3) },
      { date: 'Choose a date from today on.' },
    ],
    [
      'a date too far ahead',
      { ...table, date: inDays(800) },
      { date: 'Bookings open 730 days ahead at most.' },
    ],
    ['a malformed date', { ...table, date: '12/05/2027' }, { date: 'Enter a date (YYYY-MM-DD).' }],
    ['a malformed time', { ...table, time: '7pm' }, { time: 'Enter a time (HH:MM).' }],
    [
      'a check-out before check-in',
      {
        kind: 'stay',
        ...guest,
        checkIn: inDays(10),
        checkOut: inDays(9),
        guests: 2,
        roomType: 'Loft',
      },
      { checkOut: 'Must be after check-in.' },
    ],
    [
      'a return on the day of departure',
      {
        kind: 'trip',
        ...guest,
        destination: 'Oslo',
        departDate: inDays(5),
        returnDate: inDays(5),
        travellers: 1,
      },
      { returnDate: 'Must be after departure.' },
    ],
    ['an unknown field', { ...table, coupon: 'FREE' }, { coupon: 'Unknown field.' }],
    [
      'an appointment without a service',
      { ...appointment, service: '' },
      { service: messages.required },
    ],
    [
      'an appointment without a time',
      { ...appointment, time: undefined },
      { time: messages.required },
    ],
    [
      'an appointment at a malformed time',
      { ...appointment, time: '10.45' },
      { time: 'Enter a time (HH:MM).' },
    ],
    [
      'an appointment with an unknown field',
      { ...appointment, dentist: 'Dr Who' },
      { dentist: 'Unknown field.' },
    ],
  ])(
    'refuses %s with 400, a message under the field, and stores nothing',
    async (_label, body, fields) => {
      const before = await countRows(getDb(), tables);
      const res = await postJson(getApp(), '/api/booking', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: { code: 'invalid_request', fields } });
      expect(await countRows(getDb(), tables)).toEqual(before);
    },
  );

  it('refuses an unknown kind, an empty body and malformed JSON with a 4xx JSON error', async () => {
    const unknownKind = await postJson(getApp(), '/api/booking', { ...table, kind: 'spaceflight' });
    expect(unknownKind.statusCode).toBe(400);
    expect(unknownKind.json().error.fields.kind).toBe(
      'Choose what to book: table, stay, appointment or trip.',
    );
    const empty = await getApp().inject({ method: 'POST', url: '/api/booking' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.code).toBe('invalid_request');
    const broken = await getApp().inject({
      method: 'POST',
      url: '/api/booking',
      headers: { 'content-type': 'application/json' },
      payload: '{"kind":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().error.code).toBe('invalid_json');
  });

  it('mails a valid appointment from the outbox to the desk over SMTP, every detail included', async () => {
    // Mail queued by earlier tests is out of the way: this pass sends only this booking's.
    await getDb()
      .db.updateTable('mail_outbox')
      .set({ status: 'sent' })
      .where('status', '=', 'pending')
      .execute();
    const res = await postJson(getApp(), '/api/booking', {
      ...appointment,
      phone: '0131 496 0811',
    });
    expect(res.statusCode).toBe(200);
    const { bookingId } = bookingResponseSchema.parse(res.json());
    const queued = (await outbox()).at(-1)!;
    expect(queued.status).toBe('pending');

    const smtp = await startSmtpServer();
    try {
      const mailer = createMailer({ smtpUrl: smtp.url, outboxDir: '/nonexistent' });
      const result = await processOutbox({
        db: getDb().db,
        mailer,
        from: testSender,
        log: quietLog,
      });
      expect(result).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const [mail] = await smtp.waitFor(1);
      expect(mail!.to).toEqual(['bookings@desk.test']);
      expect(header(mail!.raw, 'Subject')).toContain(bookingId);
      const text = decoded(mail!.raw);
      for (const line of [
        `Reference: ${bookingId}`,
        'Venue: Clearbrook Dental, Leith',
        'Service: Hygiene visit',
        `Date: ${appointment.date}`,
        'Time: 10:45',
        'Name: Nadia Okafor',
        'E-mail: nadia@guest.test',
        'Phone: 0131 496 0811',
      ])
        expect(text, line).toContain(line);
    } finally {
      await smtp.close();
    }
    const sent = await getDb()
      .db.selectFrom('mail_outbox')
      .select('status')
      .where('id', '=', queued.id)
      .executeTakeFirstOrThrow();
    expect(sent.status).toBe('sent');
  });

  it('limits bookings per address (429)', async () => {
    const app = await buildTestApp(getDb(), {
      rateLimits: { booking: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i++)
        codes.push((await postJson(app, '/api/booking', table)).statusCode);
      expect(codes).toEqual([200, 200, 429]);
      const limited = await postJson(app, '/api/booking', table);
      expect(limited.json().error.code).toBe('rate_limited');
    } finally {
      await app.close();
    }
  });

  it('loses no booking through an SMTP outage and mails it when SMTP is back', async () => {
    const outage = await smtpOutage(getDb().db);
    const res = await postJson(getApp(), '/api/booking', {
      kind: 'appointment',
      ...guest,
      service: 'Whitening consultation',
      date: inDays(3),
      time: '16:15',
    });
    expect(res.statusCode).toBe(200);
    const { bookingId } = bookingResponseSchema.parse(res.json());

    expect(await outage.passDuringOutage()).toEqual({ sent: 0, retrying: 1, failed: 0 });
    expect(
      await getDb()
        .db.selectFrom('bookings')
        .select('id')
        .where('id', '=', bookingId)
        .executeTakeFirst(),
    ).toBeDefined();

    await outage.whenBack(async (delivered, back) => {
      expect(delivered).toEqual({ sent: 1, retrying: 0, failed: 0 });
      const [mail] = await back.waitFor(1);
      expect(mail!.to).toEqual(['bookings@desk.test']);
      expect(header(mail!.raw, 'Subject')).toContain(bookingId);
      const text = decoded(mail!.raw);
      expect(text).toContain('Service: Whitening consultation');
      expect(text).toContain('Time: 16:15');
    });
  });
});
