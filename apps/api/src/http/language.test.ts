import {
  apiErrorSchema,
  bookingResponseSchema,
  inquiryFailureSchema,
  messages,
  venueRules,
} from '@contrail/contracts';
import { preferredLocale } from '@contrail/contracts/i18n/accept-language';
import { describe, expect, it } from 'vitest';
import { postJson, useTestApp } from '../../test/app.ts';
import { nextWeekday } from '../../test/bookings.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import { newSession } from '../catalogue/testing.ts';
import { localizedError } from './language.ts';

const { restaurant } = venueRules;
const saturday = nextWeekday(restaurant, 'sat');
const table = {
  kind: 'table',
  venue: 'restaurant',
  name: 'Lena Vogt',
  email: 'lena@guest.test',
  date: saturday,
  time: '19:30',
  partySize: 2,
};

describe('localizedError', () => {
  it('words a rate limit’s wait in the visitor’s language', () => {
    const body = (message: string) => ({ error: { code: 'rate_limited', message } });
    expect(
      localizedError(body('Too many requests; try again in 1 minute.'), 'de').error.message,
    ).toBe('Zu viele Anfragen; bitte in 1 Minute erneut versuchen.');
    expect(
      localizedError(body('Too many requests; try again in 30 seconds.'), 'ar').error.message,
    ).toBe('طلبات كثيرة جدًا؛ حاول مرة أخرى خلال 30 ثانية.');
    expect(localizedError(body('Something new.'), 'de').error.message).toBe('Something new.');
  });
});

describe('preferredLocale', () => {
  it('picks the best language the site has from Accept-Language, English otherwise', () => {
    expect(preferredLocale('de-AT,de;q=0.9,en;q=0.8')).toBe('de');
    expect(preferredLocale('fr-FR, ar;q=0.7, en;q=0.5')).toBe('ar');
    expect(preferredLocale('en;q=0.4, de;q=0.6')).toBe('de');
    expect(preferredLocale('fr, it')).toBe('en');
    expect(preferredLocale('de;q=0')).toBe('en');
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale(';;;,,q=abc')).toBe('en');
  });
});

describe.each(testDatabases())('the API in the visitor’s language ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  const getApp = useTestApp(getDb, {
    rateLimits: {
      booking: { max: 1000, timeWindow: 60_000 },
      send: { max: 1000, timeWindow: 60_000 },
      inquiry: { max: 1000, timeWindow: 60_000 },
    },
  });
  const fieldsOf = async (url: string, body: unknown, lang: string) => {
    const res = await postJson(getApp(), url, body, { 'accept-language': lang });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    return apiErrorSchema.parse(res.json()).error;
  };
  const lastMail = async () =>
    (await getDb().db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()).at(-1);

  it('answers a bad booking with its field messages in German or Arabic, codes unchanged', async () => {
    const bad = { ...table, name: '', email: 'nope' };
    const english = apiErrorSchema.parse((await postJson(getApp(), '/api/booking', bad)).json());
    expect(english.error.fields).toMatchObject({
      name: messages.required,
      email: messages.invalidEmail,
    });

    const res = await postJson(getApp(), '/api/booking', bad, { 'accept-language': 'de-DE,de' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-language']).toBe('de');
    const german = apiErrorSchema.parse(res.json());
    expect(german.error.code).toBe(english.error.code);
    expect(german.error.fields).toMatchObject({
      name: 'Dieses Feld ist erforderlich.',
      email: 'Ungültige E-Mail-Adresse.',
    });

    const arabic = apiErrorSchema.parse(
      (await postJson(getApp(), '/api/booking', bad, { 'accept-language': 'ar' })).json(),
    );
    expect(arabic.error.fields).toMatchObject({
      name: 'هذا الحقل مطلوب.',
      email: 'البريد الإلكتروني غير صالح.',
    });
  });

  it('names a closed day in the visitor’s language', async () => {
    const monday = nextWeekday(restaurant, 'mon');
    const res = await postJson(
      getApp(),
      '/api/booking',
      { ...table, date: monday },
      { 'accept-language': 'de' },
    );
    expect(apiErrorSchema.parse(res.json()).error.fields?.date).toBe(
      'Montags geschlossen: Bitte einen anderen Tag wählen.',
    );
  });

  it('writes the guest’s acknowledgement in their language, the desk’s in English', async () => {
    const res = await postJson(getApp(), '/api/booking', table, { 'accept-language': 'de' });
    const { bookingId } = bookingResponseSchema.parse(res.json());
    const ack = await lastMail();
    expect(ack!.subject).toBe(`Ihre Buchungsanfrage bei Aurelia, Edinburgh (${bookingId})`);
    expect(ack!.text).toContain(`Referenz: ${bookingId}`);
    expect(ack!.text).toContain('Datum: Samstag, ');
    expect(ack!.text).toContain('Personen: 2 Personen');
    expect(ack!.text).toContain('Aurelia, Edinburgh bestätigt Ihre Buchung per E-Mail.');
    const desk = (
      await getDb().db.selectFrom('mail_outbox').selectAll().orderBy('id').execute()
    ).at(-2);
    expect(desk!.subject).toMatch(/^Table booking: Lena Vogt/);

    await postJson(getApp(), '/api/booking', table, { 'accept-language': 'ar' });
    const arabic = await lastMail();
    expect(arabic!.subject).toMatch(/^طلب حجزك في Aurelia, Edinburgh \(B-/);
    expect(arabic!.text).toContain('عدد الأشخاص: شخصان');
    expect(arabic!.text).toContain('التاريخ: السبت');
    expect(arabic!.html).toContain('dir="rtl"');
  });

  it('words zod’s own checks and the text rules in German or Arabic (send: a name too long, a line break)', async () => {
    const bad = {
      email: 'lena@guest.test',
      name: 'x'.repeat(121),
      subject: 'one\ntwo',
      kind: 'contact',
    };
    const english = await fieldsOf('/api/send', bad, 'en');
    expect(english.fields?.name).toMatch(/120/);
    expect(await fieldsOf('/api/send', bad, 'de')).toMatchObject({
      code: english.code,
      message: 'Höchstens 120 Zeichen.',
      fields: {
        name: 'Höchstens 120 Zeichen.',
        subject: 'Bitte nur eine Zeile Text eingeben, ohne Zeilenumbrüche oder Steuerzeichen.',
      },
    });
    expect((await fieldsOf('/api/send', bad, 'ar')).fields).toEqual({
      name: 'الحد الأقصى لعدد الأحرف: 120.',
      subject: 'اكتب سطرًا واحدًا من النص العادي، بلا فواصل أسطر ولا أحرف تحكّم.',
    });
    expect((await fieldsOf('/api/send', { email: 'nope', extra: 1 }, 'de')).fields).toEqual({
      email: 'Ungültige E-Mail-Adresse.',
      extra: 'Unbekanntes Feld.',
    });
    expect((await fieldsOf('/api/send', {}, 'ar')).fields).toEqual({ email: 'هذا الحقل مطلوب.' });
  });

  it('answers a bad subscription link in German or Arabic', async () => {
    const token = 'A'.repeat(43);
    expect(await fieldsOf('/api/subscribe/confirm', { token }, 'de')).toMatchObject({
      code: 'invalid_token',
      message: 'Dieser Bestätigungslink ist ungültig.',
    });
    expect((await fieldsOf('/api/subscribe/confirm', { token }, 'ar')).message).toBe(
      'رابط التأكيد هذا غير صالح.',
    );
    expect((await fieldsOf('/api/subscribe/confirm', { token: '' }, 'de')).fields).toEqual({
      token: 'Der Bestätigungscode fehlt.',
    });
  });

  it('answers the cart’s refusals in German or Arabic', async () => {
    const sessionId = await newSession(getApp());
    const tooMany = { sessionId, parts: [{ id: 'p', qty: 10_000 }] };
    expect((await fieldsOf('/api/cart', tooMany, 'de')).fields).toEqual({
      'parts.0.qty': 'Höchstens 9999.',
    });
    expect((await fieldsOf('/api/cart', { sessionId, parts: [] }, 'ar')).fields).toEqual({
      parts: 'الحد الأدنى لعدد العناصر: 1.',
    });
    const unknown = await fieldsOf(
      '/api/cart',
      { sessionId, parts: [{ id: 'nope', qty: 1 }] },
      'de',
    );
    expect(unknown).toMatchObject({ code: 'part_not_found', message: 'Unbekanntes Teil.' });
  });

  it('answers a bad inquiry in its own shape, in German or Arabic', async () => {
    const sessionId = await newSession(getApp());
    const partsCart = [{ itemId: 'i', id: 'p', qty: 1 }];
    const contact = { name: 'Ann Owner', email: 'ann@husky.test', city: 'x'.repeat(121) };
    const res = await postJson(
      getApp(),
      '/api/cart/inquiry',
      { sessionId, partsCart, contact },
      { 'accept-language': 'ar' },
    );
    expect(res.statusCode).toBe(400);
    expect(inquiryFailureSchema.parse(res.json())).toMatchObject({
      success: false,
      code: 'invalid_request',
      fields: { 'contact.city': 'الحد الأقصى لعدد الأحرف: 120.' },
    });
    const place = await postJson(
      getApp(),
      '/api/cart/inquiry',
      { sessionId, partsCart, contact: { ...contact, city: 'Talkeetna', country: 'ZZ' } },
      { 'accept-language': 'de' },
    );
    expect(inquiryFailureSchema.parse(place.json())).toMatchObject({
      error: 'Unbekanntes Land.',
      fields: { 'contact.country': 'Unbekanntes Land.' },
    });
  });
});
