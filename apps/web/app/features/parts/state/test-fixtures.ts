import type {
  AircraftModel,
  Assembly,
  CartResponse,
  Option,
  Part,
  PartSummary,
} from '@contrail/contracts';
import { vi } from 'vitest';

export const sessionId = 'sess_abcdefghijklmnopqrstuv';

export const models: AircraftModel[] = [
  { model_id: 'A-1C-180', line: 'husky', name: 'Husky A-1C-180', summary: 'Utility taildragger.' },
  { model_id: 'S-2B', line: 'pitts', name: 'Pitts S-2B', summary: 'Two-seat aerobatic biplane.' },
  { model_id: ' ', line: 'eagle', name: 'Blank', summary: 'Blank id.' },
];

export const assemblies: Assembly[] = [
  { id: '32-10', modelId: 'A-1C-180', name: 'MAIN LANDING GEAR', ataChapter: '32', partCount: 3 },
  { id: '55-20', modelId: 'A-1C-180', name: 'RUDDER', ataChapter: '55', partCount: 2 },
];

export function makePart(index: number, overrides: Partial<Part> = {}): Part {
  return {
    id: `p${index}`,
    partNumber: `AN3-${index}A`,
    description: `BOLT ${index}`,
    indent: index % 3,
    modelId: 'A-1C-180',
    assemblyId: '32-10',
    assemblyName: 'MAIN LANDING GEAR',
    figure: '32-1',
    item: String(index),
    unitsPerAssembly: '2',
    unit: 'EA',
    effectivity: '3001 & on',
    priceCents: index % 2 ? 1250 : null,
    availability: 'in-stock',
    supersededBy: null,
    notes: null,
    ...overrides,
  };
}

/** A grouped search result (`?group=part`) for these usages of one part number. */
export function groupOf(usages: Part[], overrides: Partial<PartSummary> = {}): PartSummary {
  const [first] = usages;
  const prices = usages.flatMap((usage) => (usage.priceCents === null ? [] : [usage.priceCents]));
  return {
    partNumber: first?.partNumber ?? 'AN3-1A',
    description: first?.description ?? 'BOLT',
    usageCount: usages.length,
    assemblyCount: new Set(usages.map((usage) => `${usage.modelId}/${usage.assemblyId}`)).size,
    models: [...new Set(usages.map((usage) => usage.modelId))],
    priceCents: prices.length > 0 ? Math.min(...prices) : null,
    priceVaries: new Set(usages.map((usage) => `${usage.priceCents}/${usage.unit}`)).size > 1,
    availability: first?.availability ?? 'quote',
    supersededBy: first?.supersededBy ?? null,
    supersedes: null,
    usages,
    ...overrides,
  };
}

/** Search results, one group per part (each part its own part number). */
export const groupsOf = (parts: Part[]) => parts.map((part) => groupOf([part]));

export const cart = (qty = 2): CartResponse => ({
  partsCart: [
    {
      itemId: 'i1',
      id: 'p1',
      partNumber: 'AN3-1A',
      description: 'BOLT 1',
      modelId: 'A-1C-180',
      assemblyId: '32-10',
      assemblyName: 'MAIN LANDING GEAR',
      unit: 'EA',
      qty,
      priceCents: 1250,
      availability: 'in-stock',
    },
  ],
  partsLastUpdated: '2026-11-21T10:00:00.000Z',
  email: null,
});

export const countries: Option[] = [
  { label: 'Canada', value: 'CA' },
  { label: 'United States', value: 'US' },
];

export interface MockCall {
  method: string;
  path: string;
  /** The query string's parameters. */
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

type Reply = { status?: number; body: unknown; headers?: Record<string, string> };
type Handler = (call: MockCall) => Reply | Promise<Reply>;

/** Stubs fetch with handlers keyed by "METHOD path" (path after /api/, without the query). */
export function mockApi(handlers: Record<string, Handler | Reply>) {
  const calls: MockCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: MockCall = {
      method: init?.method ?? 'GET',
      path: decodeURIComponent(url.pathname.replace(/^\/api\//, '')),
      query: url.searchParams,
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
      headers: Object.fromEntries(
        Object.entries((init?.headers as Record<string, string>) ?? {}).map(([k, v]) => [
          k.toLowerCase(),
          v,
        ]),
      ),
    };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const handler =
      handlers[key] ??
      (call.method === 'POST' && call.path === 'session'
        ? { body: { sessionId } }
        : { status: 404, body: { error: { code: 'not_found', message: `No mock for ${key}` } } });
    const reply = typeof handler === 'function' ? await handler(call) : handler;
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
