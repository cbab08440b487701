import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Route files hold no SQL (README "Layout", decision 0025): a `*-routes.ts` file validates, calls
 * repositories (`app.repositories`, `app.transaction`) and answers. These are what give SQL away.
 */
const rules: ReadonlyArray<readonly [RegExp, string]> = [
  [/from '(kysely|pg|better-sqlite3)'/, 'imports a database driver or the query builder'],
  // The db folder's one pure helper (a timestamp's text) may be imported, nothing else.
  [/import (?!\{ nowIso \} )[^;]*from '[./]+\/db\/[^']*'/, 'imports from src/db/'],
  [/\bsql`/, 'writes SQL (sql`…`)'],
  [
    /\.(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto)\(/,
    'builds a query',
  ],
  [/\b(app|fastify)\.db\b|\.database\.(db|pool|transaction)\b/, 'reaches for the database itself'],
  [
    /['"`]\s*(select\s[^'"`]*\sfrom|insert\s+into|delete\s+from|update\s+\w+\s+set)\b/i,
    'holds SQL text',
  ],
];

function sqlInRouteFile(text: string): string[] {
  return rules.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);
}

const srcDir = import.meta.dirname;
const routeFiles = (readdirSync(srcDir, { recursive: true }) as string[])
  .filter((file) => file.endsWith('-routes.ts'))
  .sort();

describe('route files hold no SQL', () => {
  it('finds the route files', () => {
    expect(routeFiles.length).toBeGreaterThanOrEqual(10);
  });

  it.each(routeFiles)('%s', (file) => {
    expect(sqlInRouteFile(readFileSync(join(srcDir, file), 'utf8'))).toEqual([]);
  });

  it('tells SQL when it sees it', () => {
    expect(sqlInRouteFile("import { sql } from 'kysely';")).toEqual([
      'imports a database driver or the query builder',
    ]);
    expect(sqlInRouteFile("import { createDb } from '../db/index.ts';")).toEqual([
      'imports from src/db/',
    ]);
    expect(sqlInRouteFile("import { nowIso } from '../db/index.ts';")).toEqual([]);
    expect(
      sqlInRouteFile('await sql`select version from catalogue_state`.execute(app.db);'),
    ).toEqual(['writes SQL (sql`…`)', 'reaches for the database itself', 'holds SQL text']);
    expect(sqlInRouteFile("await trx.insertInto('bookings').values(row).execute();")).toEqual([
      'builds a query',
    ]);
    expect(sqlInRouteFile('app.database.transaction(async (trx) => {})')).toEqual([
      'reaches for the database itself',
    ]);
    expect(sqlInRouteFile("db.raw('delete from carts where id = 1')")).toEqual(['holds SQL text']);
  });
});
