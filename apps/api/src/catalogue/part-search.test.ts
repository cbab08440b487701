import {
  apiErrorSchema,
  partListSchema,
  searchResultLimit,
  searchWordsHeader,
  totalCountHeader,
} from '@contrail/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/app.ts';
import { countRows, testDatabases, useTestDatabase } from '../../test/databases.ts';
import { editDistance } from './fuzzy.ts';
import { searchKey } from './search-key.ts';
import { useSeededCatalogue } from './testing.ts';

describe.each(testDatabases())('part search ($dialect)', (database) => {
  const getDb = useTestDatabase(database);
  useSeededCatalogue(getDb);
  const getApp = useTestApp(getDb);

  const search = async (query: string) => {
    const res = await getApp().inject({
      method: 'GET',
      url: `/api/models/assemblies/parts/search/${encodeURIComponent(query)}`,
    });
    expect(res.statusCode, query).toBe(200);
    return {
      parts: partListSchema.parse(res.json()),
      total: Number(res.headers[totalCountHeader]),
    };
  };

  /** Part rows whose key contains `key`: what a part-number query must count. */
  const rowsContaining = async (key: string) => {
    const result = await sql<{ n: number | string }>`
      select count(*) as n from parts where search_key like ${`%${key}%`}
    `.execute(getDb().db);
    return Number(result.rows[0]?.n);
  };
  it.each(['an3-5a', 'AN3 5A', 'AN35A', 'AN3-5A', ' an3.5a '])(
    'finds AN3-5A first for %j',
    async (query) => {
      const { parts, total } = await search(query);
      expect(parts[0]?.partNumber).toBe('AN3-5A');
      expect(parts[0]?.description).toBe('BOLT');
      // Every row whose key contains the query comes first; similar numbers (typos) may follow.
      const strict = await rowsContaining('AN35A');
      expect(strict).toBeGreaterThan(0);
      const keys = parts.map((part) => searchKey(part.partNumber));
      expect(keys.slice(0, strict).every((key) => key.includes('AN35A'))).toBe(true);
      expect(total).toBeGreaterThanOrEqual(strict);
      expect(parts.length).toBe(Math.min(total, searchResultLimit));
    },
  );

  it('finds MS20995C32 for MS20995-C32 and reads letter O as zero', async () => {
    expect((await search('MS20995-C32')).parts[0]?.partNumber).toBe('MS20995C32');
    expect((await search('ms2o995c32')).parts[0]?.partNumber).toBe('MS20995C32');
    expect((await search('NAS1149FO363P')).parts[0]?.partNumber).toBe('NAS1149F0363P');
  });

  it('ranks exact key, then key prefix, then key contains, then the rest', async () => {
    const { parts } = await search('AN3-5');
    const tier = (key: string) =>
      key === 'AN35' ? 0 : key.startsWith('AN35') ? 1 : key.includes('AN35') ? 2 : 3;
    const tiers = parts.map((part) => tier(searchKey(part.partNumber)));
    expect(tiers).toEqual([...tiers].sort((a, b) => a - b));
    expect(tiers[0]).toBeLessThanOrEqual(1);
  });

  it('finds a part number with a one-character typo (substitution, deletion, transposition)', async () => {
    const spring = (await search('tail wheel spring')).parts.find(
      (part) => part.description === 'SPRING ASSY, TAIL WHEEL',
    );
    expect(spring).toBeDefined();
    const number = spring!.partNumber;
    const key = searchKey(number);
    expect(key.length).toBeGreaterThanOrEqual(6);
    const allKeys = (await getDb().db.selectFrom('part_terms').select('search_key').execute()).map(
      (row) => row.search_key,
    );
    // A typo counts when the intended number is the only catalogue key one edit away from it.
    const unambiguous = (typo: string) => {
      const typoKey = searchKey(typo);
      const near = allKeys.filter((other) => editDistance(typoKey, other, 1) <= 1);
      return near.length > 0 && near.every((other) => other === key);
    };
    const candidates: string[] = [];
    for (let index = 0; index < number.length; index += 1) {
      for (const digit of '0123456789') {
        candidates.push(`${number.slice(0, index)}${digit}${number.slice(index + 1)}`);
      }
      candidates.push(number.slice(0, index) + number.slice(index + 1));
      if (index + 1 < number.length) {
        candidates.push(
          `${number.slice(0, index)}${number[index + 1]}${number[index]}${number.slice(index + 2)}`,
        );
      }
    }
    const typos = [...new Set(candidates)].filter(
      (typo) => searchKey(typo) !== key && unambiguous(typo),
    );
    expect(typos.length).toBeGreaterThan(2);
    for (const typo of typos.slice(0, 6)) {
      const { parts, total } = await search(typo);
      expect(parts[0]?.partNumber, typo).toBe(number);
      expect(total).toBeGreaterThan(0);
    }
    expect((await search('MS21024L3')).parts[0]?.partNumber).toBe('MS21042L3');
  });

  it('finds a long number with two typos, and lists no two-typo neighbours of one typed right', async () => {
    const allKeys = (await getDb().db.selectFrom('part_terms').select('search_key').execute()).map(
      (row) => row.search_key,
    );
    // A long key (two edits allowed) with no other key within two edits of it, so that a
    // two-typo spelling of it can only mean it.
    const key = allKeys.find(
      (candidate) =>
        candidate.length >= 10 &&
        /\d{4}$/.test(candidate) &&
        allKeys.every((other) => other === candidate || editDistance(candidate, other, 3) > 3),
    );
    expect(key).toBeDefined();
    const number = (await search(key!)).parts[0]?.partNumber;
    expect(searchKey(number ?? '')).toBe(key);
    // Two digits near the end changed: the number is still found first.
    const twoTypos = `${key!.slice(0, -4)}${key!.at(-3)}${key!.at(-4)}${key!.slice(-2, -1) === '9' ? '0' : '9'}${key!.at(-1)}`;
    expect(editDistance(twoTypos, key!, 2)).toBe(2);
    expect((await search(twoTypos)).parts[0]?.partNumber).toBe(number);
    // Typed right, a number whose nearest neighbour is two edits away lists that neighbour no
    // more: two-typo candidates are read only when nothing closer matched.
    const lonely = allKeys.find(
      (candidate) =>
        candidate.length >= 10 &&
        allKeys.some(
          (other) => editDistance(candidate, other, 2) === 2 && !other.includes(candidate),
        ) &&
        allKeys.every((other) => other === candidate || editDistance(candidate, other, 1) > 1),
    );
    expect(lonely).toBeDefined();
    const shown = (await search(lonely!)).parts.map((part) => searchKey(part.partNumber));
    expect(shown[0]).toBe(lonely);
    for (const found of shown) {
      expect(found.includes(lonely!) || editDistance(found, lonely!, 2) <= 1, found).toBe(true);
    }
  });

  it('finds parts by description words in any order, and with a misspelt word', async () => {
    for (const query of ['tail wheel spring', 'SPRING, tail-wheel', 'tial wheel spring']) {
      const { parts, total } = await search(query);
      expect(parts.length, query).toBeGreaterThan(0);
      expect(total).toBeGreaterThanOrEqual(parts.length);
      for (const part of parts) {
        expect(part.description, query).toMatch(/TAIL/);
        expect(part.description, query).toMatch(/WHEEL/);
        expect(part.description, query).toMatch(/SPRING/);
      }
    }
  });

  it('finds a compound the catalogue writes as two words when it is typed as one', async () => {
    const { parts: apart } = await search('tail wheel spring');
    for (const query of ['tailwheel spring', 'TAILWHEEL-SPRING', 'spring tailwheel']) {
      const { parts, total } = await search(query);
      expect(parts.length, query).toBeGreaterThan(0);
      expect(total).toBeGreaterThanOrEqual(parts.length);
      for (const part of parts)
        for (const word of [/TAIL /, /WHEEL/, /SPRING/])
          expect(part.description, query).toMatch(word);
      expect(parts.map((part) => part.id).sort(), query).toEqual(
        apart.map((part) => part.id).sort(),
      );
    }
    // A word the catalogue does not know and that is no two known words still finds nothing.
    expect((await search('zeppelinwheel')).parts).toEqual([]);
  });

  it('finds what all words but one name when no part holds every word, those keeping the last word first', async () => {
    const holds = (description: string, word: string) => new RegExp(`\\b${word}`).test(description);
    /** The descriptions of a query's parts, each holding all of its words but one, `first`'s set first. */
    const allButOne = async (query: string, words: string[], first: string[]) => {
      const found = (await search(query)).parts.map((part) => part.description);
      expect(found.length, query).toBeGreaterThan(0);
      for (const description of found)
        expect(
          words.filter((word) => holds(description, word)),
          description,
        ).toHaveLength(words.length - 1);
      const inFirst = found.map((description) => first.every((word) => holds(description, word)));
      expect(inFirst[0], query).toBe(true);
      expect(
        inFirst.indexOf(false) === -1 || !inFirst.slice(inFirst.indexOf(false)).includes(true),
      ).toBe(true);
      return found;
    };
    // The catalogue writes LEG, GEAR and GEAR LEG ASSY: no description says LANDING.
    await allButOne('landing gear leg', ['LANDING', 'GEAR', 'LEG'], ['GEAR', 'LEG']);
    // The answer says which words it was read as, in the order listed, for both answers.
    for (const group of ['', '?group=part']) {
      const res = await getApp().inject({
        method: 'GET',
        url: `/api/models/assemblies/parts/search/landing%20gear%20leg${group}`,
      });
      expect(res.headers[searchWordsHeader], group).toMatch(/^GEAR LEG(, [A-Z ]+)*$/);
      const strict = await getApp().inject({
        method: 'GET',
        url: `/api/models/assemblies/parts/search/gear%20leg${group}`,
      });
      expect(strict.headers[searchWordsHeader]).toBeUndefined();
    }
    // No description says PROPELLER and SPINNER together: the spinners come first (the thing named last),
    // though the propeller parts have more rows.
    await allButOne('propeller spinner', ['PROPELLER', 'SPINNER'], ['SPINNER']);
    // Nothing is left out when a part holds every word.
    for (const part of (await search('gear leg')).parts) {
      expect(holds(part.description, 'GEAR') && holds(part.description, 'LEG')).toBe(true);
    }
  });

  it('reads a visitor’s word as the catalogue’s, and says which words it read', async () => {
    const readAs = async (query: string) =>
      (
        await getApp().inject({
          method: 'GET',
          url: `/api/models/assemblies/parts/search/${encodeURIComponent(query)}?group=part`,
        })
      ).headers[searchWordsHeader];
    // The catalogue writes MUFFLER: "silencer" answers as "muffler" does.
    const silencers = await search('silencer');
    const mufflers = await search('muffler');
    expect(mufflers.parts.length).toBeGreaterThan(0);
    expect(silencers.parts.map((part) => part.id)).toEqual(mufflers.parts.map((part) => part.id));
    expect(silencers.total).toBe(mufflers.total);
    expect(await readAs('silencer')).toBe('MUFFLER');
    expect(await readAs('muffler')).toBeUndefined();
    // A misspelt word corrected is said too, in the order typed.
    expect(await readAs('tial wheel spring')).toBe('TAIL WHEEL SPRING');
    expect(await readAs('tail wheel spring')).toBeUndefined();
  });

  it('caps the answer at 50 and counts every match in X-Total-Count', async () => {
    const { parts, total } = await search('bolt');
    expect(parts).toHaveLength(searchResultLimit);
    expect(total).toBeGreaterThan(searchResultLimit);
    expect(parts.every((part) => part.description.includes('BOLT'))).toBe(true);
  });

  it('matches key prefixes only for queries under three characters', async () => {
    for (const query of ['a', 'AN', 'm-s']) {
      const { parts, total } = await search(query);
      const key = searchKey(query);
      expect(parts.length).toBeGreaterThan(0);
      expect(parts.every((part) => searchKey(part.partNumber).startsWith(key))).toBe(true);
      const counted = await sql<{ n: number | string }>`
        select count(*) as n from parts where search_key like ${`${key}%`}
      `.execute(getDb().db);
      expect(total).toBe(Number(counted.rows[0]?.n));
    }
  });

  it('treats SQL metacharacters and unicode as plain text and changes nothing', async () => {
    const tables = ['parts', 'part_terms', 'models', 'assemblies'];
    const before = await countRows(getDb(), tables);
    for (const query of [
      '%',
      '_',
      "'",
      ';',
      '--',
      "%_';--",
      "' OR 1=1 --",
      "AN3-5A'; DROP TABLE parts; --",
      '\\',
      '"',
      '飛行機',
      '🛩️',
      'Ä',
    ]) {
      const { parts, total } = await search(query);
      expect(total).toBeGreaterThanOrEqual(parts.length);
    }
    expect((await search('ＡＮ３－５Ａ')).parts[0]?.partNumber).toBe('AN3-5A');
    expect((await search('%%%')).total).toBe(0);
    expect(await countRows(getDb(), tables)).toEqual(before);
  });

  it('rejects a query longer than 100 characters with 400', async () => {
    const res = await getApp().inject({
      method: 'GET',
      url: `/api/models/assemblies/parts/search/${'A'.repeat(101)}`,
    });
    expect(res.statusCode).toBe(400);
    apiErrorSchema.parse(res.json());
    const huge = await getApp().inject({
      method: 'GET',
      url: `/api/models/assemblies/parts/search/${'%41'.repeat(2000)}`,
    });
    expect(huge.statusCode).toBeGreaterThanOrEqual(400);
    expect(huge.statusCode).toBeLessThan(500);
  });

  it('answers 400 for malformed percent-encoding', async () => {
    const res = await getApp().inject({
      method: 'GET',
      url: '/api/models/assemblies/parts/search/%E0%A4%A',
    });
    expect(res.statusCode).toBe(400);
  });
});
