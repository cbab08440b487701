import { bookingResponseSchema, messages, venueRules } from '@contrail/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, postJson, useTestApp } from '../../test/app.ts';
import { countRows, testDatabases, useTestDatabase } from '../../test/databases.ts';
import { createMailer, processOutbox } from '../mail/index.ts';
import { quietLog, smtpOutage, testSender } from '../../test/outbox.ts';
import { decoded, header, startSmtpServer } from '../../test/smtp.ts';
import { bookableSlot, nextWeekday, venueDate } from '../../test/bookings.ts';

const tables = ['bookings', 'mail_outbox'] as const;

const { restaurant, dentist, 'hotel-resort': hotel, cafe } = venueRules;

const guest = { name: 'Nadia Okafor', email: 'nadia@guest.test' };
const saturday = nextWeekday(restaurant, 'sat');
const table = {
  kind: 'table',
  venue: 'restaurant',
  ...guest,
  date: saturday,
  time: '19:30',
  partySize: 4,
};
const visit = bookableSlot(dentist, { service: 'Hygiene visit', prefer: '10:30' });
const appointment = {
  kind: 'appointment',
  venue: 'dentist',
  ...guest,
  service: 'Hygiene visit',
  ...visit,
};
const stay = {
  kind: 'stay',
  venue: 'hotel-resort',
  ...guest,
  checkIn: venueDate(hotel, 30),
  checkOut: venueDate(hotel, 33),
  guests: 2,
  roomType: 'Orchard double',
};
const inDays = (days: number) => venueDate(hotel, days);

describe.each(testDatabases())('POST /api/booking ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  const getApp = useTestApp(getDb, { rateLimits: { booking: { max: 1000, timeWindow: 60_000 } } });
  const outbox = () => getDb().db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();
  afterEach(() => {
    vi.useRealTimers();
  });

  it('stores a table booking, mails every detail to the venue’s own desk and an acknowledgement to the guest', async () => {
    const res = await postJson(getApp(), '/api/booking', {
      ...table,
      phone: '+44 20 7946 0018',
      notes: 'A window table, <please>. Call me Nadia!',
    });
    expect(res.statusCode).toBe(200);
    const { bookingId } = bookingResponseSchema.parse(res.json());
    expect(bookingId).toMatch(/^B-[A-Z2-9]{10}$/);
    const rows = await getDb().db.selectFrom('bookings').selectAll().execute();
    expect(rows).toEqual([
      expect.objectContaining({
        id: bookingId,
        kind: 'table',
        venue: 'Aurelia, Edinburgh',
        name: 'Nadia Okafor',
        email: 'nadia@guest.test',
        phone: '+44 20 7946 0018',
        notes: 'A window table, <please>. Call me Nadia!',
      }),
    ]);
    expect(JSON.parse(rows[0]!.details)).toEqual({
      Date: saturday,
      Time: '19:30',
      Party: '4 guests',
    });
    const [desk, ack] = (await outbox()).slice(-2);
    expect(JSON.parse(desk!.recipients)).toEqual([{ address: 'tables@aurelia-edinburgh.example' }]);
    expect(JSON.parse(desk!.reply_to!)).toEqual({
      name: 'Nadia Okafor',
      address: 'nadia@guest.test',
    });
    expect(desk!.subject).toBe(`Table booking: Nadia Okafor, ${saturday} 19:30 (${bookingId})`);
    for (const value of [
      bookingId,
      'Aurelia, Edinburgh',
      saturday,
      '19:30',
      '4 guests',
      '+44 20 7946 0018',
    ])
      expect(desk!.text).toContain(value);
    expect(desk!.html).toContain('A window table, &#60;please&#62;.');

    // The guest's copy: the reference, the choices and that the venue confirms; nothing typed.
    expect(JSON.parse(ack!.recipients)).toEqual([{ address: 'nadia@guest.test' }]);
    expect(JSON.parse(ack!.reply_to!)).toEqual({
      name: 'Aurelia, Edinburgh',
      address: 'tables@aurelia-edinburgh.example',
    });
    expect(ack!.subject).toBe(`Your booking request at Aurelia, Edinburgh (${bookingId})`);
    for (const line of [
      `Reference: ${bookingId}`,
      'Venue: Aurelia, Edinburgh',
      `Date: Saturday `,
      'Time: 19:30',
      'Party: 4 guests',
      'Aurelia, Edinburgh will confirm your booking by e-mail.',
    ])
      expect(ack!.text, line).toContain(line);
    for (const typed of ['Nadia', 'Okafor', 'window', 'please', '7946'])
      expect(`${ack!.subject}\n${ack!.text}\n${ack!.html}`, typed).not.toContain(typed);
  });

  it('sends a venue’s bookings where the environment says: its own variable, else BOOKING_DESK_EMAIL', async () => {
    const desks = async (config: Parameters<typeof buildTestApp>[1]) => {
      const app = await buildTestApp(getDb(), {
        rateLimits: { booking: { max: 1000, timeWindow: 60_000 } },
        ...config,
      });
      try {
        const sent: string[] = [];
        for (const body of [table, appointment]) {
          expect((await postJson(app, '/api/booking', body)).statusCode).toBe(200);
          const [desk] = (await outbox()).slice(-2);
          sent.push(JSON.parse(desk!.recipients)[0].address);
        }
        return sent;
      } finally {
        await app.close();
      }
    };
    expect(await desks({ config: { bookingDeskEmail: 'all@desk.test' } })).toEqual([
      'all@desk.test',
      'all@desk.test',
    ]);
    expect(
      await desks({
        config: {
          bookingDeskEmail: 'all@desk.test',
          bookingDesks: { restaurant: 'aurelia@desk.test' },
        },
      }),
    ).toEqual(['aurelia@desk.test', 'all@desk.test']);
  });

  it('takes a stay, an appointment and a trip, each with its own details and desk', async () => {
    const bookings = [
      stay,
      appointment,
      {
        kind: 'trip',
        venue: 'travel-agency',
        ...guest,
        destination: 'Lofoten, Norway',
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
    const mails = (await outbox()).slice(-6);
    const desks = mails.filter((_, i) => i % 2 === 0);
    expect(desks.map((m) => JSON.parse(m.recipients)[0].address)).toEqual([
      'stay@casa-almendra.example',
      'appointments@clearbrook-dental.example',
      'trips@bluewake.example',
    ]);
    expect(desks[0]!.text).toContain('Room: Orchard double');
    expect(desks[1]!.text).toContain('Service: Hygiene visit');
    expect(desks[2]!.text).toContain('Destination: Lofoten, Norway');
    const acks = mails.filter((_, i) => i % 2 === 1);
    expect(acks.map((m) => JSON.parse(m.recipients)[0].address)).toEqual(
      Array(3).fill('nadia@guest.test'),
    );
    expect(acks[0]!.text).toContain('Room: Orchard double');
    expect(acks[0]!.text).toContain('Guests: 2');
  });

  it.each([
    [
      'Monday 19:00 at the restaurant (closed on Mondays)',
      { ...table, date: nextWeekday(restaurant, 'mon'), time: '19:00' },
      { date: 'Closed on Mondays: choose another day.' },
    ],
    [
      'Wednesday 12:00 at the restaurant (lunch at weekends only)',
      { ...table, date: nextWeekday(restaurant, 'wed'), time: '12:00' },
      { time: 'On Wednesdays we take bookings from 17:30 to 21:00.' },
    ],
    [
      'Sunday 21:00 at the restaurant (closes at 20:00)',
      { ...table, date: nextWeekday(restaurant, 'sun'), time: '21:00' },
      { time: 'On Sundays we take bookings from 12:00 to 18:30.' },
    ],
    [
      'Sunday 10:00 at the dentist (closed)',
      { ...appointment, date: nextWeekday(dentist, 'sun'), time: '10:00' },
      { date: 'Closed on Sundays: choose another day.' },
    ],
    [
      '10 guests in a room for 2 at the hotel',
      { ...stay, guests: 10 },
      { guests: 'The Orchard double sleeps 2 at most.' },
    ],
    [
      'a party beyond the restaurant’s limit',
      { ...table, partySize: 9 },
      { partySize: 'From 1 to 8.' },
    ],
    ['an empty party', { ...table, partySize: 0 }, { partySize: 'From 1 to 8.' }],
    [
      'a treatment the dentist does not offer',
      { ...appointment, service: 'Tattoo' },
      { service: 'Choose one of our services.' },
    ],
    ['a venue nobody runs', { ...table, venue: 'Saltmarsh Kitchen' }, { venue: 'Unknown venue.' }],
    [
      'a table at the hotel',
      { ...table, venue: 'hotel-resort' },
      { kind: 'This venue does not take this kind of booking.' },
    ],
    ['a missing name', { ...table, name: ' ' }, { name: messages.required }],
    ['a bad e-mail', { ...table, email: 'nadia@' }, { email: messages.invalidEmail }],
    [
      'a date in the past',
      { ...table, date: venueDate(restaurant, -3) },
      { date: 'Choose a date from today on.' },
    ],
    [
      'a date too far ahead',
      { ...table, date: venueDate(restaurant, 120) },
      { date: 'Bookings open 90 days ahead at most.' },
    ],
    ['a malformed date', { ...table, date: '12/05/2027' }, { date: 'Enter a date (YYYY-MM-DD).' }],
    [
      'a date that does not exist',
      { ...table, date: '2027-02-30' },
      { date: 'Enter a date (YYYY-MM-DD).' },
    ],
    ['a malformed time', { ...table, time: '7pm' }, { time: 'Enter a time (HH:MM).' }],
    [
      'a check-out before check-in',
      { ...stay, checkIn: inDays(10), checkOut: inDays(9) },
      { checkOut: 'Must be after check-in.' },
    ],
    [
      'a return on the day of departure',
      {
        kind: 'trip',
        venue: 'travel-agency',
        ...guest,
        destination: 'Lofoten, Norway',
        departDate: inDays(30),
        returnDate: inDays(30),
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

  it('refuses today 17:30 sent at 22:18, on the venue’s clock', async () => {
    // A Tuesday evening in Edinburgh (GMT in December); the server's own clock reads the same instant.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-08T22:18:00Z'));
    const late = await postJson(getApp(), '/api/booking', {
      ...table,
      date: '2026-12-08',
      time: '17:30',
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fields).toEqual({
      date: 'No more bookings today: choose another day.',
    });
    // At 19:45 the 21:00 table is still open, 20:30 is not (an hour's notice).
    vi.setSystemTime(new Date('2026-12-08T19:45:00Z'));
    const soon = await postJson(getApp(), '/api/booking', {
      ...table,
      date: '2026-12-08',
      time: '20:30',
    });
    expect(soon.json().error.fields).toEqual({
      time: 'Too late to book 20:30 today: the earliest is 21:00.',
    });
    const last = await postJson(getApp(), '/api/booking', {
      ...table,
      date: '2026-12-08',
      time: '21:00',
    });
    expect(last.statusCode).toBe(200);
    // Vienna is an hour ahead: at 19:45 UTC (20:45 there) the café's last table (20:00 on a Tuesday) is gone.
    const cafeLate = await postJson(getApp(), '/api/booking', {
      ...table,
      venue: 'cafe',
      date: '2026-12-08',
      time: '18:00',
    });
    expect(cafeLate.json().error.fields).toEqual({
      date: 'No more bookings today: choose another day.',
    });
    expect(cafe.timeZone).toBe('Europe/Vienna');
  });

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
    const queued = (await outbox()).at(-2)!;
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
      expect(result).toEqual({ sent: 2, retrying: 0, failed: 0 });
      const received = await smtp.waitFor(2);
      const mail = received.find((m) => m.to.includes('appointments@clearbrook-dental.example'));
      expect(received.find((m) => m.to.includes('nadia@guest.test'))).toBeDefined();
      expect(header(mail!.raw, 'Subject')).toContain(bookingId);
      const text = decoded(mail!.raw);
      for (const line of [
        `Reference: ${bookingId}`,
        'Venue: Clearbrook Dental, Leith',
        'Service: Hygiene visit',
        `Date: ${appointment.date}`,
        `Time: ${appointment.time}`,
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
    const whitening = bookableSlot(dentist, { service: 'Whitening consultation', from: 3 });
    const res = await postJson(getApp(), '/api/booking', {
      ...appointment,
      service: 'Whitening consultation',
      ...whitening,
    });
    expect(res.statusCode).toBe(200);
    const { bookingId } = bookingResponseSchema.parse(res.json());

    expect(await outage.passDuringOutage()).toEqual({ sent: 0, retrying: 2, failed: 0 });
    expect(
      await getDb()
        .db.selectFrom('bookings')
        .select('id')
        .where('id', '=', bookingId)
        .executeTakeFirst(),
    ).toBeDefined();

    await outage.whenBack(async (delivered, back) => {
      expect(delivered).toEqual({ sent: 2, retrying: 0, failed: 0 });
      const mail = (await back.waitFor(2)).find((m) =>
        m.to.includes('appointments@clearbrook-dental.example'),
      );
      expect(header(mail!.raw, 'Subject')).toContain(bookingId);
      const text = decoded(mail!.raw);
      expect(text).toContain('Service: Whitening consultation');
      expect(text).toContain(`Time: ${whitening.time}`);
    });
  });
});
