import { apiErrorSchema } from '@contrail/contracts';
import { apiLocales, preferredLocale } from '@contrail/contracts/i18n/accept-language';
import { describe, expect, it } from 'vitest';
import { postJson, useTestApp } from '../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import { apiLanguages } from '../i18n/languages.ts';

// The visitor's language: Accept-Language, among the site's (the contracts' apiLocales), each with its
// messages in i18n/languages.ts. Each language is tested in a file of its own (language.de.test.ts, …).

describe('preferredLocale', () => {
  it('is English when Accept-Language names no language of the site, or is missing or malformed', () => {
    expect(preferredLocale('fr, it')).toBe('en');
    expect(preferredLocale('en-GB,en;q=0.9')).toBe('en');
    expect(preferredLocale(undefined)).toBe('en');
    expect(preferredLocale(';;;,,q=abc')).toBe('en');
  });
});

describe('apiLanguages', () => {
  it('has the messages of every language of the site but English, whose are the code’s own', () => {
    expect(Object.keys(apiLanguages).sort()).toEqual(apiLocales.filter((l) => l !== 'en').sort());
  });
});

describe.each(testDatabases())('a language the API does not have ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  const getApp = useTestApp(getDb);

  it('is answered in English, and says so (Content-Language)', async () => {
    const res = await postJson(getApp(), '/api/send', {}, { 'accept-language': 'fr-FR,fr' });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-language']).toBe('en');
    expect(apiErrorSchema.parse(res.json()).error.fields).toEqual({
      email: 'Field is required.',
    });
  });
});
