import {
  cartResponseSchema,
  inquiryFailureSchema,
  inquiryResponseSchema,
  messages,
  textMessages,
  type CartResponse,
} from '@contrail/contracts';
import { describe, expect, it } from 'vitest';
import { buildTestApp, postJson, testContact as contact, useTestApp } from '../../test/app.ts';
import { countRows, testDatabases, useTestDatabase } from '../../test/databases.ts';
import { smtpOutage } from '../../test/outbox.ts';
import { decoded, header } from '../../test/smtp.ts';
import { sessionWithCart, useSeededCatalogue } from '../catalogue/testing.ts';

const tables = ['inquiries', 'inquiry_lines', 'inquiry_keys', 'mail_outbox', 'cart_items'];

/** The text of a raw mail, soft line breaks and quoted-printable escapes undone. */

describe.each(testDatabases())('POST /api/cart/inquiry ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb);
  const getApp = useTestApp(getDb, { rateLimits: { inquiry: { max: 1000, timeWindow: 60_000 } } });

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    postJson(getApp(), url, body, headers);

  /** A session with a cart of the given parts (by part number, first row of each). */
  const cartWith = (lines: Array<[partNumber: string, qty: number]>) =>
    sessionWithCart(getApp(), getDb(), lines);
  const inquiry = (sessionId: string, cart: CartResponse, extra: object = {}, headers = {}) =>
    post('/api/cart/inquiry', { sessionId, partsCart: cart.partsCart, contact, ...extra }, headers);

  it('stores the inquiry with a snapshot, queues both mails and empties the cart', async () => {
    const { sessionId, cart } = await cartWith([
      ['AN3-5A', 12],
      ['MS20995C32', 3],
    ]);
    const before = await countRows(getDb(), tables);
    const res = await inquiry(sessionId, cart);
    expect(res.statusCode).toBe(200);
    const { inquiryId } = inquiryResponseSchema.parse(res.json());
    expect(inquiryId).toMatch(/^Q-[0-9A-Z]{10}$/);

    const after = await countRows(getDb(), tables);
    expect(after.inquiries).toBe(before.inquiries! + 1);
    expect(after.inquiry_lines).toBe(before.inquiry_lines! + 2);
    expect(after.mail_outbox).toBe(before.mail_outbox! + 2);
    const stored = await getDb()
      .db.selectFrom('inquiries')
      .selectAll()
      .where('id', '=', inquiryId)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ ...contact, session_id: sessionId });
    const lines = await getDb()
      .db.selectFrom('inquiry_lines')
      .selectAll()
      .where('inquiry_id', '=', inquiryId)
      .orderBy('line_no')
      .execute();
    expect(lines.map((line) => [line.part_number, line.qty])).toEqual([
      ['AN3-5A', 12],
      ['MS20995C32', 3],
    ]);
    expect(lines[0]).toMatchObject({ model_id: 'A-1', assembly_id: '32-10', description: 'BOLT' });

    const emptied = cartResponseSchema.parse(
      (
        await getApp().inject({
          method: 'GET',
          url: '/api/cart',
          headers: { 'x-session-id': sessionId },
        })
      ).json(),
    );
    expect(emptied.partsCart).toEqual([]);

    const mails = await getDb()
      .db.selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const desk = mails.find((mail) => mail.recipients.includes('desk@parts.test'));
    const copy = mails.find((mail) => mail.recipients.includes(contact.email));
    expect(desk?.subject).toContain(inquiryId);
    expect(desk?.reply_to).toContain(contact.email);
    for (const text of [desk?.text ?? '', desk?.html ?? '']) {
      for (const detail of [
        'AN3-5A',
        'MS20995C32',
        'Ann Owner',
        'Bush Air LLC',
        '3123',
        'Alaska',
        'Talkeetna',
        'PAFA',
        'MAIN LANDING GEAR',
      ]) {
        expect(text).toContain(detail);
      }
    }
    expect(desk?.text).toMatch(/AN3-5A[^\n]*\n\s+Qty 12/);
    expect(copy?.subject).toContain(inquiryId);
  });

  it('keeps every text the sender typed out of the customer copy, and all of it in the desk mail', async () => {
    const typed = {
      name: 'Win at https://evil.example/prize',
      company: 'Claim <a href="http://phish.example">your refund</a>',
      aircraft: 'Visit www.spam.example',
      serial: 'SN-CALL-555-0199',
      phone: '+1 555 0199 call now',
      city: 'Springfield www.city-spam.example',
      message: 'Your account is locked: https://evil.example/login',
    };
    const victim = `victim-${Date.now()}@example.com`;
    const { sessionId, cart } = await cartWith([
      ['AN3-5A', 7],
      ['MS20995C32', 2],
    ]);
    const res = await inquiry(sessionId, cart, {
      contact: { ...contact, ...typed, email: victim },
    });
    expect(res.statusCode).toBe(200);
    const { inquiryId } = inquiryResponseSchema.parse(res.json());
    const mails = await getDb()
      .db.selectFrom('mail_outbox')
      .selectAll()
      .orderBy('id', 'desc')
      .limit(2)
      .execute();
    const desk = mails.find((mail) => mail.recipients.includes('desk@parts.test'))!;
    const copy = mails.find((mail) => mail.recipients.includes(victim))!;
    expect(JSON.parse(copy.recipients)).toEqual([{ address: victim }]);
    const copyAll = [
      copy.subject,
      copy.text,
      copy.html ?? '',
      copy.recipients,
      copy.reply_to ?? '',
    ];
    for (const value of [
      ...Object.values(typed),
      'evil.example',
      'phish.example',
      'spam.example',
    ]) {
      for (const part of copyAll) expect(part).not.toContain(value);
    }
    for (const part of [copy.text, copy.html ?? '']) {
      for (const expected of [inquiryId, 'AN3-5A', 'MS20995C32', 'BOLT', 'What happens next']) {
        expect(part).toContain(expected);
      }
    }
    expect(copy.text).toMatch(/AN3-5A - BOLT - qty 7/);
    expect(copy.text).toMatch(/MS20995C32 - .* - qty 2/);
    expect(JSON.parse(copy.reply_to!)).toEqual({ address: 'desk@parts.test' });
    // The desk keeps everything, escaped in the HTML part.
    for (const value of Object.values(typed).filter((v) => !v.includes('<'))) {
      expect(desk.text).toContain(value);
      expect(desk.html).toContain(value);
    }
    expect(desk.text).toContain(typed.company);
    expect(desk.html).toContain('Claim &#60;a href=&#34;http://phish.example&#34;&#62;');
    expect(JSON.parse(desk.reply_to!)).toEqual({ name: typed.name, address: victim });
  });

  it('caps customer copies per address and answers the same, but always mails the desk', async () => {
    const capped = await buildTestApp(getDb(), {
      config: { mailCapPerRecipient: 2 },
      rateLimits: { inquiry: { max: 1000, timeWindow: 60_000 } },
    });
    try {
      const target = `capped-${Date.now()}@example.com`;
      const answers = [];
      for (let i = 0; i < 4; i++) {
        const { sessionId, cart } = await cartWith([['AN3-5A', i + 1]]);
        const res = await postJson(capped, '/api/cart/inquiry', {
          sessionId,
          partsCart: cart.partsCart,
          contact: { ...contact, email: target },
        });
        expect(res.statusCode).toBe(200);
        answers.push(inquiryResponseSchema.parse(res.json()));
      }
      expect(new Set(answers.map((a) => a.inquiryId)).size).toBe(4);
      const mails = await getDb()
        .db.selectFrom('mail_outbox')
        .select(['recipients', 'reply_to', 'subject'])
        .execute();
      const toDesk = mails.filter(
        (m) => m.recipients.includes('desk@parts.test') && (m.reply_to ?? '').includes(target),
      );
      const copies = mails.filter((m) => m.recipients.includes(target));
      expect(toDesk).toHaveLength(4);
      expect(copies.map((m) => m.subject)).toEqual(
        answers.slice(0, 2).map((a) => `Your parts inquiry ${a.inquiryId}`),
      );
    } finally {
      await capped.close();
    }
  });

  it('answers the same inquiry for a double submit, one after the other and at once', async () => {
    const { sessionId, cart } = await cartWith([['MS21042L3', 4]]);
    const first = inquiryResponseSchema.parse((await inquiry(sessionId, cart)).json());
    const before = await countRows(getDb(), tables);
    const again = await inquiry(sessionId, cart);
    expect(again.statusCode).toBe(200);
    expect(inquiryResponseSchema.parse(again.json()).inquiryId).toBe(first.inquiryId);
    expect(await countRows(getDb(), tables)).toEqual(before);

    const next = await cartWith([['AN960-10L', 2]]);
    const both = await Promise.all([
      inquiry(next.sessionId, next.cart),
      inquiry(next.sessionId, next.cart),
    ]);
    const ids = both.map((res) => inquiryResponseSchema.parse(res.json()).inquiryId);
    expect(ids[0]).toBe(ids[1]);
    const count = await getDb()
      .db.selectFrom('inquiries')
      .select('id')
      .where('session_id', '=', next.sessionId)
      .execute();
    expect(count).toHaveLength(1);
  });

  it('answers the same inquiry for the same Idempotency-Key', async () => {
    const { sessionId, cart } = await cartWith([['NAS1149F0363P', 6]]);
    const key = { 'idempotency-key': 'inquiry-7f3a9c21' };
    const first = inquiryResponseSchema.parse((await inquiry(sessionId, cart, {}, key)).json());
    const before = await countRows(getDb(), tables);
    const changedBody = await inquiry(
      sessionId,
      { ...cart, partsCart: cart.partsCart.map((l) => ({ ...l, qty: 1 })) },
      {},
      key,
    );
    expect(inquiryResponseSchema.parse(changedBody.json()).inquiryId).toBe(first.inquiryId);
    expect(await countRows(getDb(), tables)).toEqual(before);
    const bad = await inquiry(sessionId, cart, {}, { 'idempotency-key': 'x' });
    expect(bad.statusCode).toBe(400);
  });

  it.each([
    ['no name', { contact: { ...contact, name: '' } }, 'contact.name', messages.required],
    ['no e-mail', { contact: { ...contact, email: '  ' } }, 'contact.email', messages.required],
    [
      'a bad e-mail',
      { contact: { ...contact, email: 'ann@' } },
      'contact.email',
      messages.invalidEmail,
    ],
    [
      'an unknown country',
      { contact: { ...contact, country: 'ZZ' } },
      'contact.country',
      undefined,
    ],
    [
      'a state of another country',
      { contact: { ...contact, state: 'BC' } },
      'contact.state',
      undefined,
    ],
    [
      'a state without a country',
      { contact: { ...contact, country: '' } },
      'contact.state',
      undefined,
    ],
    [
      'a huge message',
      { contact: { ...contact, message: 'x'.repeat(6000) } },
      'contact.message',
      undefined,
    ],
    [
      'an unknown contact field',
      { contact: { ...contact, admin: true } },
      'contact.admin',
      undefined,
    ],
    ['a wrong type', { contact: { ...contact, phone: 42 } }, 'contact.phone', undefined],
    ['no contact', { contact: undefined }, 'contact', undefined],
  ])(
    'rejects %s with 400 {success:false} and stores nothing',
    async (_name, extra, field, message) => {
      const { sessionId, cart } = await cartWith([['AN3-5A', 1]]);
      const before = await countRows(getDb(), tables);
      const res = await inquiry(sessionId, cart, extra);
      expect(res.statusCode).toBe(400);
      const failure = inquiryFailureSchema.parse(res.json());
      expect(failure.success).toBe(false);
      expect(Object.keys(failure.fields ?? {})).toContain(field);
      if (message) expect(failure.fields?.[field]).toBe(message);
      expect(await countRows(getDb(), tables)).toEqual(before);
    },
  );

  it('rejects malformed JSON, an unknown session and a cart that changed, storing nothing', async () => {
    const { sessionId, cart } = await cartWith([['AN3-5A', 2]]);
    const other = await cartWith([['AN3-5A', 2]]);
    const before = await countRows(getDb(), tables);
    const cases = [
      await post('/api/cart/inquiry', '{"sessionId":'),
      await post('/api/cart/inquiry', '"text"'),
      await inquiry('B'.repeat(32), cart),
      await inquiry(sessionId, {
        ...cart,
        partsCart: cart.partsCart.map((l) => ({ ...l, qty: 3 })),
      }),
      await inquiry(sessionId, other.cart),
      await inquiry(sessionId, { ...cart, partsCart: [] }),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(400);
      expect(inquiryFailureSchema.parse(res.json()).success).toBe(false);
    }
    expect(await countRows(getDb(), tables)).toEqual(before);
  });

  it('limits inquiries per IP', async () => {
    const app = await buildTestApp(getDb(), {
      rateLimits: { inquiry: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const codes: number[] = [];
      for (let index = 0; index < 3; index += 1) {
        const res = await postJson(app, '/api/cart/inquiry', {});
        codes.push(res.statusCode);
      }
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await app.close();
    }
  });

  it('keeps the inquiry mails through an SMTP outage and delivers them when SMTP is back', async () => {
    const outage = await smtpOutage(getDb().db);
    const { sessionId, cart } = await cartWith([
      ['AN3-5A', 25],
      ['MS20995C32', 1],
      ['AN960-10L', 40],
    ]);
    const res = await inquiry(sessionId, cart);
    expect(res.statusCode).toBe(200);
    const { inquiryId } = inquiryResponseSchema.parse(res.json());

    expect(await outage.passDuringOutage()).toEqual({ sent: 0, retrying: 2, failed: 0 });

    await outage.whenBack(async (delivered, back) => {
      expect(delivered).toEqual({ sent: 2, retrying: 0, failed: 0 });
      const mails = await back.waitFor(2);
      const desk = mails.find((mail) => mail.to.includes('desk@parts.test'));
      const copy = mails.find((mail) => mail.to.includes(contact.email));
      expect(desk).toBeDefined();
      expect(copy).toBeDefined();
      expect(header(desk!.raw, 'Subject')).toContain(inquiryId);
      expect(header(desk!.raw, 'Reply-To')).toContain(contact.email);
      const text = decoded(desk!.raw);
      for (const [partNumber, qty] of [
        ['AN3-5A', 25],
        ['MS20995C32', 1],
        ['AN960-10L', 40],
      ] as const) {
        expect(text).toMatch(new RegExp(`${partNumber} - [^\\n]*\\r?\\n\\s+Qty ${qty} `));
      }
      expect(text).toContain('Serial number: 3123');
    });
  });

  it('refuses a line break in a one-line field (it would fake lines in the desk mail), naming the fields', async () => {
    const { sessionId, cart } = await cartWith([['AN3-5A', 1]]);
    const before = await countRows(getDb(), tables);
    const res = await inquiry(sessionId, cart, {
      contact: { ...contact, name: 'Eve\r\nConsent: yes', aircraft: 'X\nSubject: spam' },
    });
    expect(res.statusCode).toBe(400);
    const failure = inquiryFailureSchema.parse(res.json());
    expect(failure).toMatchObject({ success: false, code: 'invalid_request' });
    expect(failure.fields).toEqual({
      'contact.name': textMessages.singleLine,
      'contact.aircraft': textMessages.singleLine,
    });
    expect(await countRows(getDb(), tables)).toEqual(before);
  });

  // In German and Arabic: test/language-suite.ts. A language the site lacks gets English.
  it("writes the customer's copy in English for a language the site does not have, the desk's naming it", async () => {
    for (const [language, locale, subject, intro, parts, qty] of [
      [
        'fr-FR',
        'en',
        'Your parts inquiry',
        'Thank you for your parts inquiry',
        'Parts (2 lines):',
        '- qty 4',
      ],
    ] as const) {
      const { sessionId, cart } = await cartWith([
        ['AN3-5A', 4],
        ['MS20995C32', 1],
      ]);
      const res = await inquiry(sessionId, cart, {}, { 'accept-language': language });
      expect(res.statusCode).toBe(200);
      const { inquiryId } = inquiryResponseSchema.parse(res.json());
      const mails = await getDb()
        .db.selectFrom('mail_outbox')
        .selectAll()
        .orderBy('id', 'desc')
        .limit(2)
        .execute();
      const desk = mails.find((mail) => mail.recipients.includes('desk@parts.test'))!;
      const copy = mails.find((mail) => mail.recipients.includes(contact.email))!;
      expect(copy.subject).toBe(`${subject} ${inquiryId}`);
      expect(copy.text).toContain(`${intro} ${inquiryId}.`);
      expect(copy.text).toContain(parts);
      // The catalogue's lines as the catalogue writes them, in any language.
      expect(copy.text).toMatch(new RegExp(`1\\. AN3-5A - BOLT ${qty}`));
      expect(copy.html).toContain(`<div lang="${locale}" dir="ltr">`);
      expect(desk.subject).toBe(
        `Parts inquiry ${inquiryId}: Ann Owner, ${contact.aircraft} S/N ${contact.serial}`,
      );
      expect(desk.text).toContain(`Language: English (${locale})`);
      expect(desk.text).toContain('Parts (2 lines):');
    }
  });
});
