/**
 * The parts desk's inbox list at scale (issue 42): fills a throwaway PostgreSQL schema with
 * `--inquiries` inquiries (one to three lines each) and a tenth as many bookings, then asks the inbox
 * repository for pages the desk asks for (the first page, a status filter, a customer search, a part
 * number search, a deep page), `--rounds` times each from `--concurrency` callers at once, and prints
 * median and p99 per query with the machine's load average.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node --import tsx bench/desk-inbox.ts
 *     [--inquiries 100000] [--rounds 200] [--concurrency 8]
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import type { InboxQuery } from '@contrail/contracts';
import { migrate } from '../apps/api/src/db/index.ts';
import { createInboxRepository } from '../apps/api/src/desk/inbox-repository.ts';
import { openPgSchema } from '../apps/api/test/databases.ts';

const { values } = parseArgs({
  options: {
    inquiries: { type: 'string', default: '100000' },
    rounds: { type: 'string', default: '200' },
    concurrency: { type: 'string', default: '8' },
  },
});
const count = Number(values.inquiries);
const rounds = Number(values.rounds);
const concurrency = Number(values.concurrency);
const url = process.env.DATABASE_URL;
if (!url)
  throw new Error('Set DATABASE_URL to a PostgreSQL database (a throwaway schema is made in it).');

const { handle, drop } = await openPgSchema(url, 'bench_desk_', { migrate: false });
try {
  await migrate(handle);
  const db = handle.db;
  const started = Date.now();
  const statuses = ['new', 'in_progress', 'quoted', 'won', 'lost', 'closed'];
  const batch = 1000;
  for (let start = 0; start < count; start += batch) {
    const rows = [];
    const lines = [];
    for (let i = start; i < Math.min(count, start + batch); i++) {
      const id = `Q-${i.toString(32).toUpperCase().padStart(10, '0')}`;
      rows.push({
        id,
        session_id: 's'.repeat(32),
        name: `Customer ${i}`,
        email: `customer${i}@example.test`,
        phone: '',
        company: `Company ${i % 5000}`,
        aircraft: 'Husky A-1C-180',
        serial: '',
        country: 'US',
        state: '',
        city: '',
        message: '',
        created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
        status: statuses[i % statuses.length]!,
        assigned_to: null,
        updated_at: null,
      });
      for (let l = 0; l <= i % 3; l++) {
        lines.push({
          inquiry_id: id,
          line_no: l + 1,
          part_id: `p${i}-${l}`,
          part_number: `AN${(i * 7 + l) % 9000}-${l + 3}A`,
          description: 'Bolt',
          model_id: 'husky-a1c-180',
          assembly_id: '32-10',
          assembly_name: 'Gear',
          figure: '1',
          item: String(l + 1),
          qty: 1,
          price_cents: 1200,
          availability: 'in-stock',
        });
      }
    }
    await db.insertInto('inquiries').values(rows).execute();
    await db.insertInto('inquiry_lines').values(lines).execute();
  }
  const bookings = [];
  for (let i = 0; i < count / 10; i++) {
    bookings.push({
      id: `B-${i.toString(32).toUpperCase().padStart(10, '0')}`,
      kind: 'table',
      venue: 'Olive & Ember',
      name: `Guest ${i}`,
      email: `guest${i}@example.test`,
      phone: '',
      notes: '',
      details: '{}',
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 600_000).toISOString(),
    });
    if (bookings.length === 1000)
      await db.insertInto('bookings').values(bookings.splice(0)).execute();
  }
  if (bookings.length) await db.insertInto('bookings').values(bookings).execute();
  await handle.pool?.query('analyze');
  console.log(
    `Filled ${count.toLocaleString('en')} inquiries and ${(count / 10).toLocaleString('en')} bookings in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );

  const inbox = createInboxRepository(db);
  const queries: Array<[string, InboxQuery]> = [
    ['first page', { page: 1 }],
    ['status=quoted', { page: 1, status: 'quoted' }],
    ['customer search "customer 4242"', { page: 1, q: 'customer 4242' }],
    ['part number search "AN123"', { page: 1, q: 'AN123' }],
    ['reference "Q-00000"', { page: 1, q: 'Q-00000' }],
    ['page 200', { page: 200 }],
  ];
  console.log(
    `\nload average ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}; ${rounds} rounds, ${concurrency} at once\n`,
  );
  console.log('| query | median ms | p99 ms | failed |\n| --- | ---: | ---: | ---: |');
  for (const [label, query] of queries) {
    const times: number[] = [];
    let next = 0;
    let failed = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < rounds) {
          next++;
          const t = performance.now();
          try {
            await inbox.list(query, 1);
            times.push(performance.now() - t);
          } catch {
            failed++; // e.g. no pool connection within 5 s on a saturated machine
          }
        }
      }),
    );
    times.sort((a, b) => a - b);
    const at = (p: number) => times[Math.min(times.length - 1, Math.floor(p * times.length))]!;
    console.log(`| ${label} | ${at(0.5).toFixed(1)} | ${at(0.99).toFixed(1)} | ${failed} |`);
  }
  console.log(
    `\nload average after ${loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await drop();
}
