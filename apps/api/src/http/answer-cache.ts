import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { chooseEncoding, type Encoding } from './accept-encoding.ts';

/** A JSON answer as a route builds it. */
export interface Answer {
  json: string;
  /** Headers that belong to the answer, e.g. X-Total-Count. */
  headers?: Record<string, string>;
}

/** An answer ready to send again and again: its bytes, ETag and (made on demand) compressed bytes. */
export interface CachedAnswer {
  readonly body: Buffer;
  readonly etag: string;
  readonly headers: ReadonlyArray<readonly [string, string]>;
  readonly encoded: Partial<Record<Encoding, Buffer>>;
}

/** Smaller answers go out uncompressed: compressing them costs more than it saves. */
export const compressThreshold = 1024;

const jsonType = 'application/json; charset=utf-8';

export function toCachedAnswer(answer: Answer): CachedAnswer {
  const body = Buffer.from(answer.json);
  // Weak: the same ETag names the identity, brotli and gzip forms of the answer.
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`;
  return {
    body,
    etag,
    headers: Object.entries(answer.headers ?? {}),
    encoded: {},
  };
}

/** True when If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET) or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === opaque;
  });
}

const encoders: Record<Encoding, (body: Buffer) => Buffer> = {
  // Made once per cached answer, so a little more effort than the dynamic answers' quality 4.
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

export interface AnswerCacheOptions {
  /** Bytes of answers kept (bodies and their compressed forms); 0 keeps none. */
  maxBytes: number;
  /** The data version: when it changes, every kept answer is dropped. Read once per `get`. */
  version: () => number | Promise<number>;
  /** Most answers kept, whatever their size. */
  maxEntries?: number;
}

interface Entry {
  answer: CachedAnswer;
  bytes: number;
}

/**
 * Answers of read-only routes, kept in memory (least recently used first out) until the data
 * version changes. Concurrent misses of one key build the answer once. Sending (`send`) answers
 * If-None-Match with 304 and compresses large answers once, keeping the compressed bytes.
 */
export class AnswerCache {
  readonly #options: Required<AnswerCacheOptions>;
  readonly #entries = new Map<string, Entry>();
  readonly #building = new Map<string, Promise<CachedAnswer | undefined>>();
  readonly #keys = new WeakMap<CachedAnswer, string>();
  #bytes = 0;
  #version: number | undefined;
  hits = 0;
  misses = 0;

  constructor(options: AnswerCacheOptions) {
    this.#options = { maxEntries: 10_000, ...options };
  }

  get enabled(): boolean {
    return this.#options.maxBytes > 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.#entries.size, bytes: this.#bytes };
  }

  /** The answer kept for `key`, else the one `build` makes (undefined: nothing to answer, not kept). */
  async get(
    key: string,
    build: () => Promise<Answer | undefined>,
  ): Promise<CachedAnswer | undefined> {
    if (!this.enabled) {
      const answer = await build();
      return answer && toCachedAnswer(answer);
    }
    const version = await this.#options.version();
    if (version !== this.#version) {
      this.clear();
      this.#version = version;
    }
    const entry = this.#entries.get(key);
    if (entry) {
      this.hits += 1;
      // Most recently used last.
      this.#entries.delete(key);
      this.#entries.set(key, entry);
      return entry.answer;
    }
    this.misses += 1;
    let building = this.#building.get(key);
    if (!building) {
      const started = build().then((answer) => answer && toCachedAnswer(answer));
      building = started;
      this.#building.set(key, started);
      const settle = () => {
        if (this.#building.get(key) === started) this.#building.delete(key);
      };
      started.then((answer) => {
        settle();
        // Kept only when the version it was read under is still current (read before the data).
        if (answer && this.#version === version) this.#keep(key, answer);
      }, settle);
    }
    return building;
  }

  clear(): void {
    this.#entries.clear();
    this.#building.clear();
    this.#bytes = 0;
  }

  /**
   * Sends the answer: 304 when If-None-Match matches, else its bytes, compressed when it pays. A browser or
   * CDN may keep it but asks again before each use (`no-cache`): the desk changes the catalogue and its search
   * words at any time, and a kept answer costs one 304 without a body.
   */
  send(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer): FastifyReply {
    reply.header('cache-control', 'public, no-cache');
    reply.header('etag', answer.etag);
    for (const [name, value] of answer.headers) reply.header(name, value);
    const large = answer.body.length >= compressThreshold;
    if (large) reply.header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
      return reply.code(304).send();
    }
    reply.header('content-type', jsonType);
    const encoding = large ? chooseEncoding(request.headers['accept-encoding']) : undefined;
    if (!encoding) return reply.send(answer.body);
    reply.header('content-encoding', encoding);
    return reply.send(this.#encoded(answer, encoding));
  }

  #encoded(answer: CachedAnswer, encoding: Encoding): Buffer {
    const known = answer.encoded[encoding];
    if (known) return known;
    const bytes = encoders[encoding](answer.body);
    answer.encoded[encoding] = bytes;
    // Counted against the budget while the answer is kept.
    const key = this.#keys.get(answer);
    const entry = key === undefined ? undefined : this.#entries.get(key);
    if (entry?.answer === answer) {
      entry.bytes += bytes.length;
      this.#bytes += bytes.length;
      this.#evict();
    }
    return bytes;
  }

  #keep(key: string, answer: CachedAnswer): void {
    const bytes = answer.body.length + key.length;
    if (bytes > this.#options.maxBytes) return;
    const old = this.#entries.get(key);
    if (old) {
      this.#entries.delete(key);
      this.#bytes -= old.bytes;
    }
    this.#entries.set(key, { answer, bytes });
    this.#keys.set(answer, key);
    this.#bytes += bytes;
    this.#evict();
  }

  #evict(): void {
    for (const [key, entry] of this.#entries) {
      if (this.#bytes <= this.#options.maxBytes && this.#entries.size <= this.#options.maxEntries)
        break;
      this.#entries.delete(key);
      this.#bytes -= entry.bytes;
    }
  }
}
