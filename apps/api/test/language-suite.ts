import {
  apiErrorSchema,
  bookingResponseSchema,
  inquiryFailureSchema,
  inquiryResponseSchema,
  messages,
  venueRules,
} from '@contrail/contracts';
import { preferredLocale, type ApiLocale } from '@contrail/contracts/i18n/accept-language';
import { describe, expect, it } from 'vitest';
import { newSession, sessionWithCart, useSeededCatalogue } from '../src/catalogue/testing.ts';
import { localizedError } from '../src/http/language.ts';
import { postJson, testContact, useTestApp } from './app.ts';
import { nextWeekday } from './bookings.ts';
import { testDatabases, useTestDatabase } from './databases.ts';

// The API in one language beside English, as a visitor meets it: its refusals and its mails. Each language
// has a test file of its own (language.de.test.ts, …) that runs this with what it expects, so a site without
// that language (npm run create-site) carries neither the language nor its test.

/** What a visitor asking for the language (Accept-Language) reads. */
export interface LanguageCase {
  locale: Exclude<ApiLocale, 'en'>;
  dir: 'ltr' | 'rtl';
  /** The language's own name, as the desk's copy of an inquiry names it. */
  name: string;
  /** A rate limit's English message and its wording in the language. */
  rateLimit: [english: string, worded: string];
  required: string;
  invalidEmail: string;
  unknownField: string;
  singleLine: string;
  /** At most 120 characters (zod's own check). */
  maxChars120: string;
  /** At most 9999 (a quantity). */
  max9999: string;
  /** At least one entry. */
  minOneItem: string;
  closedMonday: string;
  unknownPart: string;
  unknownCountry: string;
  invalidLink: string;
  missingToken: string;
  /** The guest's acknowledgement of a table for two on a Saturday. */
  acknowledgement: { subject: (id: string) => string; lines: string[] };
  confirmation: { subject: string; words: string };
  /** The customer's copy of an inquiry of two lines, the first of quantity 4. */
  inquiryCopy: { subject: string; intro: string; parts: string; qty: string };
}

const { restaurant } = venueRules;
const table = {
  kind: 'table',
  venue: 'restaurant',
  name: 'Lena Vogt',
  email: 'lena@guest.test',
  date: nextWeekday(restaurant, 'sat'),
  time: '19:30',
  partySize: 2,
};

export function describeLanguage(c: LanguageCase) {
  const lang = { 'accept-language': c.locale };

  describe(`${c.locale}: preferredLocale`, () => {
    it('picks the language from Accept-Language by its primary tag and weight', () => {
      const l = c.locale;
      expect(preferredLocale(`${l}-XX,${l};q=0.9,en;q=0.8`)).toBe(l);
      expect(preferredLocale(`fr-FR, ${l};q=0.7, en;q=0.5`)).toBe(l);
      expect(preferredLocale(`en;q=0.4, ${l};q=0.6`)).toBe(l);
      expect(preferredLocale(`${l};q=0.4, en;q=0.6`)).toBe('en');
      expect(preferredLocale(`${l};q=0`)).toBe('en');
    });
  });

  describe(`${c.locale}: localizedError`, () => {
    it('words a rate limit’s wait in the language, and leaves a message it does not know', () => {
      const body = (message: string) => ({ error: { code: 'rate_limited', message } });
      expect(localizedError(body(c.rateLimit[0]), c.locale).error.message).toBe(c.rateLimit[1]);
      expect(localizedError(body('Something new.'), c.locale).error.message).toBe('Something new.');
    });
  });

  describe.each(testDatabases())(`the API in ${c.locale} ($dialect)`, (database) => {
    const getDb = useTestDatabase(database);
    useSeededCatalogue(getDb);
    const getApp = useTestApp(getDb, {
      rateLimits: {
        booking: { max: 1000, timeWindow: 60_000 },
        send: { max: 1000, timeWindow: 60_000 },
        inquiry: { max: 1000, timeWindow: 60_000 },
      },
    });
    const fieldsOf = async (url: string, body: unknown, headers: object = lang) => {
      const res = await postJson(getApp(), url, body, { ...headers });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      return apiErrorSchema.parse(res.json()).error;
    };
    const outbox = () => getDb().db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

    it('answers a bad booking with its field messages in the language, codes unchanged', async () => {
      const bad = { ...table, name: '', email: 'nope' };
      const english = await fieldsOf('/api/booking', bad, {});
      expect(english.fields).toMatchObject({
        name: messages.required,
        email: messages.invalidEmail,
      });
      const res = await postJson(getApp(), '/api/booking', bad, {
        'accept-language': `${c.locale}-XX,${c.locale};q=0.9,en;q=0.5`,
      });
      expect(res.statusCode).toBe(400);
      expect(res.headers['content-language']).toBe(c.locale);
      const worded = apiErrorSchema.parse(res.json()).error;
      expect(worded.code).toBe(english.code);
      expect(worded.fields).toMatchObject({ name: c.required, email: c.invalidEmail });
    });

    it('names a closed day in the language', async () => {
      const monday = nextWeekday(restaurant, 'mon');
      const error = await fieldsOf('/api/booking', { ...table, date: monday });
      expect(error.fields?.date).toBe(c.closedMonday);
    });

    it('writes the guest’s acknowledgement in the language, the desk’s in English', async () => {
      const res = await postJson(getApp(), '/api/booking', table, lang);
      const { bookingId } = bookingResponseSchema.parse(res.json());
      const [desk, ack] = (await outbox()).slice(-2);
      expect(ack!.subject).toBe(c.acknowledgement.subject(bookingId));
      for (const line of c.acknowledgement.lines)
        expect(ack!.text).toContain(line.replace('{id}', bookingId));
      expect(ack!.html).toContain(`dir="${c.dir}"`);
      expect(desk!.subject).toMatch(/^Table booking: Lena Vogt/);
    });

    it('words zod’s own checks and the text rules in the language', async () => {
      const bad = {
        email: 'lena@guest.test',
        name: 'x'.repeat(121),
        subject: 'one\ntwo',
        kind: 'contact',
      };
      const english = await fieldsOf('/api/send', bad, {});
      expect(english.fields?.name).toMatch(/120/);
      expect(await fieldsOf('/api/send', bad)).toMatchObject({
        code: english.code,
        message: c.maxChars120,
        fields: { name: c.maxChars120, subject: c.singleLine },
      });
      expect((await fieldsOf('/api/send', { email: 'nope', extra: 1 })).fields).toEqual({
        email: c.invalidEmail,
        extra: c.unknownField,
      });
      expect((await fieldsOf('/api/send', {})).fields).toEqual({ email: c.required });
    });

    it('answers a bad subscription link in the language', async () => {
      const token = 'A'.repeat(43);
      expect(await fieldsOf('/api/subscribe/confirm', { token })).toMatchObject({
        code: 'invalid_token',
        message: c.invalidLink,
      });
      expect((await fieldsOf('/api/subscribe/confirm', { token: '' })).fields).toEqual({
        token: c.missingToken,
      });
    });

    it('writes the confirmation mail in the language, its link to the page in it, left to right', async () => {
      const email = `reader-${c.locale}@example.com`;
      const res = await postJson(getApp(), '/api/send', { email }, lang);
      expect(res.statusCode).toBe(200);
      const mail = (await outbox()).find((m) => m.recipients.includes(email));
      expect(mail?.subject).toBe(c.confirmation.subject);
      expect(mail?.text).toContain(c.confirmation.words);
      expect(mail?.text).toMatch(
        new RegExp(`/${c.locale}/subscribe/confirm\\?token=[A-Za-z0-9_-]{43}`),
      );
      expect(mail?.html).toMatch(/<p dir="ltr">https?:/);
      if (c.dir === 'rtl') expect(mail?.html).toMatch(/^<div dir="rtl">/);
    });

    it('answers the cart’s refusals in the language', async () => {
      const sessionId = await newSession(getApp());
      const tooMany = { sessionId, parts: [{ id: 'p', qty: 10_000 }] };
      expect((await fieldsOf('/api/cart', tooMany)).fields).toEqual({
        'parts.0.qty': c.max9999,
      });
      expect((await fieldsOf('/api/cart', { sessionId, parts: [] })).fields).toEqual({
        parts: c.minOneItem,
      });
      const unknown = await fieldsOf('/api/cart', { sessionId, parts: [{ id: 'nope', qty: 1 }] });
      expect(unknown).toMatchObject({ code: 'part_not_found', message: c.unknownPart });
    });

    it('answers a bad inquiry in its own shape, in the language', async () => {
      const sessionId = await newSession(getApp());
      const partsCart = [{ itemId: 'i', id: 'p', qty: 1 }];
      const contact = { name: 'Ann Owner', email: 'ann@husky.test', city: 'x'.repeat(121) };
      const res = await postJson(
        getApp(),
        '/api/cart/inquiry',
        { sessionId, partsCart, contact },
        lang,
      );
      expect(res.statusCode).toBe(400);
      expect(inquiryFailureSchema.parse(res.json())).toMatchObject({
        success: false,
        code: 'invalid_request',
        fields: { 'contact.city': c.maxChars120 },
      });
      const place = await postJson(
        getApp(),
        '/api/cart/inquiry',
        { sessionId, partsCart, contact: { ...contact, city: 'Talkeetna', country: 'ZZ' } },
        lang,
      );
      expect(inquiryFailureSchema.parse(place.json())).toMatchObject({
        error: c.unknownCountry,
        fields: { 'contact.country': c.unknownCountry },
      });
    });

    it("writes the customer's copy of an inquiry in the language, the desk's in English naming it", async () => {
      const { sessionId, cart } = await sessionWithCart(getApp(), getDb(), [
        ['AN3-5A', 4],
        ['MS20995C32', 1],
      ]);
      const res = await postJson(
        getApp(),
        '/api/cart/inquiry',
        { sessionId, partsCart: cart.partsCart, contact: testContact },
        { 'accept-language': `${c.locale},en;q=0.5` },
      );
      expect(res.statusCode).toBe(200);
      const { inquiryId } = inquiryResponseSchema.parse(res.json());
      const mails = (await outbox()).slice(-2);
      const desk = mails.find((mail) => mail.recipients.includes('desk@parts.test'))!;
      const copy = mails.find((mail) => mail.recipients.includes(testContact.email))!;
      expect(copy.subject).toBe(`${c.inquiryCopy.subject} ${inquiryId}`);
      expect(copy.text).toContain(`${c.inquiryCopy.intro} ${inquiryId}.`);
      expect(copy.text).toContain(c.inquiryCopy.parts);
      // The catalogue's lines as the catalogue writes them, in any language.
      expect(copy.text).toMatch(new RegExp(`1\\. AN3-5A - BOLT - ${c.inquiryCopy.qty}`));
      expect(copy.html).toContain(`<div lang="${c.locale}" dir="${c.dir}">`);
      expect(desk.text).toContain(`Language: ${c.name} (${c.locale})`);
      expect(desk.text).toContain('Parts (2 lines):');
    });
  });
}
