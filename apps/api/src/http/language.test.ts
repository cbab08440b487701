import { apiErrorSchema, bookingResponseSchema, messages, venueRules } from '@contrail/contracts';
import { preferredLocale } from '@contrail/contracts/i18n/accept-language';
import { describe, expect, it } from 'vitest';
import { postJson, useTestApp } from '../../test/app.ts';
import { nextWeekday } from '../../test/bookings.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';

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
  const getApp = useTestApp(getDb, { rateLimits: { booking: { max: 1000, timeWindow: 60_000 } } });
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
});
