import {
  partListSchema,
  searchMissesResponseSchema,
  searchWordsMax,
  searchWordsResponseSchema,
  searchWordUpdateResponseSchema,
  searchWordsHeader,
} from '@contrail/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { testDatabases, useTestDatabase } from '../../test/databases.ts';
import { deskOrigin, deskRequest, staffWithPassword } from '../../test/desk.ts';
import { countSearchMisses, searchMissesPerDay } from '../catalogue/search-misses.ts';
import { useSeededCatalogue } from '../catalogue/testing.ts';

describe.each(testDatabases())('desk search words ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb);
  const getApp = useTestApp(getDb, {
    config: { siteOrigin: deskOrigin, catalogueVersionMaxAgeMs: 0 },
  });
  let admin: Awaited<ReturnType<typeof staffWithPassword>>;
  let member: Awaited<ReturnType<typeof staffWithPassword>>;
  beforeAll(async () => {
    admin = await staffWithPassword(getApp(), getDb(), 'admin');
    member = await staffWithPassword(getApp(), getDb(), 'desk');
  });

  const list = async () => {
    const res = await deskRequest(getApp(), 'GET', '/api/desk/catalogue/search-words', {
      cookie: admin.cookie,
    });
    expect(res.statusCode).toBe(200);
    return searchWordsResponseSchema.parse(res.json());
  };
  const put = (word: string, catalogueWord: unknown, cookie = admin.cookie) =>
    deskRequest(getApp(), 'PUT', `/api/desk/catalogue/search-words/${encodeURIComponent(word)}`, {
      cookie,
      body: { catalogueWord },
    });
  const remove = (word: string, cookie = admin.cookie) =>
    deskRequest(
      getApp(),
      'DELETE',
      `/api/desk/catalogue/search-words/${encodeURIComponent(word)}`,
      { cookie },
    );
  const search = async (query: string) => {
    const res = await getApp().inject(
      `/api/models/assemblies/parts/search/${encodeURIComponent(query)}`,
    );
    expect(res.statusCode).toBe(200);
    return {
      descriptions: partListSchema.parse(res.json()).map((part) => part.description),
      readAs: res.headers[searchWordsHeader],
    };
  };
  const audit = async (action: string) =>
    (
      await sql<{ target: string; detail: string; staff_email: string }>`
        select target, detail, staff_email from audit_log where action = ${action} order by id`.execute(
        getDb().db,
      )
    ).rows;

  it('lists the words the search starts with, each with the part rows its catalogue word finds', async () => {
    const { words, max } = await list();
    expect(max).toBe(searchWordsMax);
    expect(words.map((entry) => entry.word)).toEqual([...words.map((entry) => entry.word)].sort());
    expect(words).toContainEqual({
      word: 'PADS',
      catalogueWord: 'LINING',
      parts: expect.any(Number),
    });
    const counts = await sql<{ word: string; n: number }>`select word, n from search_words`.execute(
      getDb().db,
    );
    const rows = new Map(counts.rows.map((row) => [row.word, Number(row.n)]));
    for (const entry of words)
      expect(entry.parts, entry.word).toBe(rows.get(entry.catalogueWord) ?? 0);
    expect(words.some((entry) => entry.parts > 0)).toBe(true);
  });

  it('a word taught is what the search reads the visitor’s word as, at once; removed, it finds nothing again', async () => {
    // The seed says SPINNER: "hubcap" finds nothing (the corrections read it as HUB CAP, which no description
    // holds).
    expect((await search('hubcap')).descriptions).toEqual([]);
    const res = await put('hubcap', 'spinner');
    expect(res.statusCode).toBe(200);
    const saved = searchWordUpdateResponseSchema.parse(res.json());
    expect(saved.word).toMatchObject({ word: 'HUBCAP', catalogueWord: 'SPINNER' });
    expect(saved.word.parts).toBeGreaterThan(0);
    expect(saved.created).toBe(true);
    const found = await search('hubcap');
    expect(found.descriptions.length).toBeGreaterThan(0);
    for (const description of found.descriptions) expect(description).toMatch(/SPINNER/);
    expect(found.readAs).toBe('SPINNER');
    expect((await list()).words).toContainEqual({ ...saved.word });
    expect(await audit('search_word_set')).toContainEqual(
      expect.objectContaining({ target: 'search-word:HUBCAP', staff_email: admin.email }),
    );

    // Set again: the word now reads as another catalogue word.
    const again = searchWordUpdateResponseSchema.parse((await put('HUBCAP', 'DOME')).json());
    expect(again).toMatchObject({
      created: false,
      word: { word: 'HUBCAP', catalogueWord: 'DOME' },
    });
    for (const description of (await search('hubcap')).descriptions)
      expect(description).toMatch(/DOME/);

    const removed = await remove('hubcap');
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ word: 'HUBCAP', catalogueWord: 'DOME' });
    expect((await search('hubcap')).descriptions).toEqual([]);
    expect((await list()).words.some((entry) => entry.word === 'HUBCAP')).toBe(false);
    expect(await audit('search_word_removed')).toContainEqual(
      expect.objectContaining({ target: 'search-word:HUBCAP' }),
    );
    const gone = await remove('hubcap');
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toMatchObject({ error: { code: 'not_found' } });
  });

  it('refuses words the search cannot use, under the field, and saves nothing', async () => {
    const before = await list();
    const cases: Array<[string, unknown, 'word' | 'catalogueWord', RegExp]> = [
      ['cone', 'NOSUCHWORD', 'catalogueWord', /No part description has the word “NOSUCHWORD”/],
      ['lining', 'LINING', 'catalogueWord', /cannot stand for itself/],
      ['cone', 'two words', 'catalogueWord', /letters or digits, no spaces/],
      ['cone', '', 'catalogueWord', /letters or digits/],
      ['cone', 42, 'catalogueWord', /letters or digits/],
      ['brake pads', 'LINING', 'word', /2 to 30 letters or digits/],
      ['x', 'LINING', 'word', /2 to 30 letters or digits/],
      ['a'.repeat(31), 'LINING', 'word', /2 to 30 letters or digits/],
    ];
    for (const [word, catalogueWord, field, message] of cases) {
      const res = await put(word, catalogueWord);
      expect(res.statusCode, `${word} → ${String(catalogueWord)}`).toBe(400);
      const { error } = res.json() as { error: { code: string; fields?: Record<string, string> } };
      expect(error.code).toBe('invalid_request');
      expect(error.fields?.[field], `${word} → ${String(catalogueWord)}`).toMatch(message);
    }
    expect(await list()).toEqual(before);
  });

  it('holds at most searchWordsMax words; a known word can still change', async () => {
    const db = getDb().db;
    const { words } = await list();
    const fill = Array.from({ length: searchWordsMax - words.length }, (_, i) => ({
      word: `FILL${i}`,
      catalogue_word: 'LINING',
      updated_at: '2026-12-06T00:00:00.000Z',
    }));
    for (let at = 0; at < fill.length; at += 100)
      await db
        .insertInto('search_synonyms')
        .values(fill.slice(at, at + 100))
        .execute();
    try {
      const full = await put('cone', 'SPINNER');
      expect(full.statusCode).toBe(409);
      expect(full.json()).toMatchObject({ error: { code: 'search_words_full' } });
      expect((await put('FILL0', 'SPINNER')).statusCode).toBe(200);
    } finally {
      await db.deleteFrom('search_synonyms').where('word', 'like', 'FILL%').execute();
    }
  });

  it('is for admins: no session 401, a desk member 403, another site 403', async () => {
    for (const url of ['/api/desk/catalogue/search-words', '/api/desk/catalogue/search-misses']) {
      expect((await deskRequest(getApp(), 'GET', url, {})).statusCode, url).toBe(401);
      expect((await deskRequest(getApp(), 'GET', url, { cookie: member.cookie })).statusCode).toBe(
        403,
      );
    }
    expect((await put('cone', 'SPINNER', member.cookie)).statusCode).toBe(403);
    expect((await remove('pads', member.cookie)).statusCode).toBe(403);
    const crossSite = await deskRequest(getApp(), 'PUT', '/api/desk/catalogue/search-words/cone', {
      cookie: admin.cookie,
      body: { catalogueWord: 'SPINNER' },
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.statusCode).toBe(403);
    expect((await list()).words.some((entry) => entry.word === 'CONE')).toBe(false);
  });

  const misses = async (query = '') => {
    const res = await deskRequest(getApp(), 'GET', `/api/desk/catalogue/search-misses${query}`, {
      cookie: admin.cookie,
    });
    expect(res.statusCode, query).toBe(200);
    return searchMissesResponseSchema.parse(res.json());
  };

  it('counts the searches that found nothing and lists them with the words to teach', async () => {
    // The tests before searched for "hubcap" too: their counts out of the way.
    await getApp().searchMisses.flush();
    await getDb().db.deleteFrom('search_misses').execute();
    // Three visitors search for a hubcap (HUB and HUBC find hubs), one for hubcaps; one types QWXVJK (QWXV on
    // the way there is left out); a part number no part has (no word to teach); parts the catalogue has (not
    // counted: SPINNER, and SPINNER or MUFFLER for both words).
    for (const query of [
      ...['hub', 'hubc', 'hubcap', 'Hubcap', 'hubcap  ', 'hubcaps'],
      ...['qwxv', 'qwxvjk', 'ZZ9-999Q', 'spinner', 'spinner muffler'],
    ]) {
      await search(query);
    }
    // A second page that found nothing is the same search: not counted again.
    await getApp().inject('/api/models/assemblies/parts/search/hubcap?offset=50');
    const { misses: listed, days } = await misses();
    expect(days).toBe(30);
    expect(listed[0]).toEqual({
      query: 'hubcap',
      searches: 3,
      lastAt: expect.any(String),
      unknownWords: ['HUBCAP'],
    });
    expect(listed.slice(1).toSorted((a, b) => a.query.localeCompare(b.query))).toEqual([
      expect.objectContaining({ query: 'hubcaps', searches: 1, unknownWords: ['HUBCAPS'] }),
      expect.objectContaining({ query: 'qwxvjk', searches: 1, unknownWords: ['QWXVJK'] }),
      expect.objectContaining({ query: 'zz9-999q', searches: 1, unknownWords: [] }),
    ]);
    // Taught, the word's searches leave the list.
    expect((await put('hubcap', 'SPINNER')).statusCode).toBe(200);
    expect((await misses()).misses.map((miss) => miss.query).toSorted()).toEqual([
      'hubcaps',
      'qwxvjk',
      'zz9-999q',
    ]);
    expect((await remove('hubcap')).statusCode).toBe(200);
  });

  it('lists the period asked for, keeps a day’s counts to a limit, and refuses a bad period', async () => {
    const handle = getDb();
    await handle.db.deleteFrom('search_misses').execute();
    const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000);
    for (const at of [day(40), day(3), day(0)])
      await countSearchMisses(handle, [{ query: 'gudgeon pin', n: 1, at }]);
    expect((await misses('?days=7')).misses).toEqual([
      expect.objectContaining({ query: 'gudgeon pin', searches: 2, unknownWords: ['GUDGEON'] }),
    ]);
    expect((await misses('?days=90')).misses[0]?.searches).toBe(3);
    for (const days of ['0', '366', 'x', '1.5']) {
      const res = await deskRequest(
        getApp(),
        'GET',
        `/api/desk/catalogue/search-misses?days=${days}`,
        {
          cookie: admin.cookie,
        },
      );
      expect(res.statusCode, days).toBe(400);
    }
    // A day holds searchMissesPerDay searches; past it new ones are not kept, known ones still count.
    const today = new Date().toISOString().slice(0, 10);
    // Today holds 'gudgeon pin' already: one place is left.
    const rows = Array.from({ length: searchMissesPerDay - 2 }, (_, i) => ({
      day: today,
      query: `junk ${i}`,
      n: 1,
      last_at: new Date().toISOString(),
    }));
    for (let at = 0; at < rows.length; at += 200)
      await handle.db
        .insertInto('search_misses')
        .values(rows.slice(at, at + 200))
        .execute();
    const now = new Date();
    await countSearchMisses(handle, [
      { query: 'one more word', n: 1, at: now },
      { query: 'one too many', n: 1, at: now },
      { query: 'gudgeon pin', n: 1, at: now },
    ]);
    const kept = await handle.db
      .selectFrom('search_misses')
      .select(['query', 'n'])
      .where('day', '=', today)
      .where('query', 'in', ['one more word', 'one too many', 'gudgeon pin'])
      .orderBy('query')
      .execute();
    expect(kept.map((row) => [row.query, Number(row.n)])).toEqual([
      ['gudgeon pin', 2],
      ['one more word', 1],
    ]);
    await handle.db.deleteFrom('search_misses').execute();
  });
});
