import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ok } from '../errors/index.js';
import { replayable } from './answer-replay.js';
import { serializeResponse } from './contract.js';
import { type Encoded, pickEncoded, precompress } from './precompressed.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Serialised answers of the anonymous catalogue and CMS reads (docs/decisions/0110-read-cache.md). */
    readCache: ReadCache;
    /** Rendered anonymous pages (docs/decisions/0120-rendered-page-cache.md); dropped with `readCache`. */
    pageCache: ReadCache;
  }
}

export interface Answer {
  body: string;
  etag: string;
  /** What a page answer carries besides its body (a read's status is 200, its headers set by `cachedRead`). */
  status?: number;
  headers?: Record<string, string>;
  /** The body compressed once for all (src/server/plugins/precompressed.ts). */
  encoded?: Encoded;
  /** When its computation started, once it is kept (a repeat of it is never older than the cache's freshness). */
  computedAt?: number;
}

interface Entry {
  /** When its computation started. */
  at: number;
  answer: Promise<Answer>;
  /** The answer once computed: only a computed answer may be handed out while a newer one is computed. */
  done?: Answer;
  /** A newer answer is being computed while this one is handed out. */
  refreshing?: boolean;
}

/**
 * The answers of public reads, kept as the bytes sent, per app (parallel test apps never share one). A key is the
 * request as far as the answer depends on it: method, URL with its query, the domain of the apiKey, the language
 * and the body. Many requests for one key while it is being computed wait for the one computation (a kit launch
 * sends thousands to one product at once). Every catalogue or CMS write drops all of it, on every process
 * (docs/decisions/0111-caches-across-processes.md); an answer computed across a drop is handed out but not kept.
 * An answer is fresh for `ttlMs`; for `staleMs` after that it is still handed out at once while the first request
 * past its freshness computes the next one (docs/decisions/0127-stale-while-revalidate.md), so what no write
 * announces (stock sold by orders, a price window opening) shows within `ttlMs + staleMs`, and no visitor waits for
 * a computation an expired answer could have spared them.
 */
export class ReadCache {
  private entries = new Map<string, Entry>();
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 2000,
    /** Caches built from this one's answers: they are dropped with it. */
    private readonly followers: readonly { clear(): void }[] = [],
    readonly staleMs = 0,
  ) {}

  /** The answers that would still be handed out. */
  get size(): number {
    const now = Date.now();
    let live = 0;
    for (const entry of this.entries.values()) if (now - entry.at < this.ttlMs + this.staleMs) live += 1;
    return live;
  }

  clear(): void {
    this.generation += 1;
    this.entries = new Map();
    for (const follower of this.followers) follower.clear();
  }

  get(key: string, compute: () => Promise<Answer>): Promise<Answer> {
    if (this.ttlMs <= 0) return compute();
    const hit = this.entries.get(key);
    if (hit) {
      const age = Date.now() - hit.at;
      if (age < this.ttlMs) return hit.answer;
      if (hit.done && age < this.ttlMs + this.staleMs) {
        if (!hit.refreshing) this.refresh(key, hit, compute);
        return hit.answer;
      }
    }
    return this.store(key, compute);
  }

  /** Computes an answer and keeps it; it is dropped if it fails or a write came while it was computed. */
  private store(key: string, compute: () => Promise<Answer>): Promise<Answer> {
    const generation = this.generation;
    const entries = this.entries;
    // Insertion order is age order (a refresh moves its key to the end), so the oldest entry goes first: a flood
    // of distinct keys (random filter bodies) cannot grow memory.
    entries.delete(key);
    if (entries.size >= this.maxEntries) entries.delete(entries.keys().next().value as string);
    const entry: Entry = { at: Date.now(), answer: compute() };
    entries.set(key, entry);
    entry.answer.then(
      (answer) => {
        if (generation !== this.generation) entries.delete(key);
        else {
          answer.computedAt = entry.at;
          entry.done = answer;
        }
      },
      // A failure (not found, database away) is not remembered: the next request asks again.
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    return entry.answer;
  }

  /**
   * Computes the next answer of a stale entry, which is handed out meanwhile; it replaces the entry once computed.
   * A failed computation leaves the stale one for the next request to try again, until it is too old to hand out.
   */
  private refresh(key: string, stale: Entry, compute: () => Promise<Answer>): void {
    stale.refreshing = true;
    const generation = this.generation;
    const next = compute();
    next.then(
      (answer) => {
        if (generation !== this.generation || this.entries.get(key) !== stale) return;
        this.entries.delete(key);
        answer.computedAt = Date.now();
        this.entries.set(key, { at: answer.computedAt, answer: next, done: answer });
      },
      () => {
        stale.refreshing = false;
      },
    );
  }
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

function keyOf(request: FastifyRequest): string {
  const body = request.body === undefined ? '' : JSON.stringify(request.body);
  return `${request.method} ${request.url}|${request.domain?.apiKeyId ?? 0}|${request.language}|${body}`;
}

/**
 * Answers a public read from the cache, or computes, checks (outside production, against the contract) and
 * serialises it once for everyone asking. GETs carry an ETag and answer 304 to a matching If-None-Match; browsers
 * may keep the answer but ask again each time (`no-cache`), and shared caches key it by apiKey and language.
 */
export async function cachedRead(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const answer = await request.server.readCache.get(keyOf(request), async () => {
    const body = serializeResponse(request, 200, ok(await compute()));
    // Compressed once when kept; with the cache off @fastify/compress compresses each answer as it goes.
    const kept = request.server.readCache.ttlMs > 0;
    return { body, etag: etagOf(body), ...(kept ? { encoded: await precompress(body) } : {}) };
  });
  replayable(request, answer);
  reply.header('content-type', 'application/json; charset=utf-8');
  if (request.method === 'GET') {
    reply
      .header('cache-control', 'no-cache')
      .header('vary', 'apiKey, language, accept-encoding')
      .header('etag', answer.etag);
    if (request.headers['if-none-match'] === answer.etag) return reply.code(304).send();
  }
  const encoded = pickEncoded(request.headers['accept-encoding'], answer.encoded);
  if (!encoded) return reply.send(answer.body);
  // Sent as it is: @fastify/compress leaves an answer with a Content-Encoding alone.
  return reply.header('content-encoding', encoded.encoding).send(encoded.body);
}

export const readCachePlugin = fp(
  async (app) => {
    const ttlMs = app.config.READ_CACHE_SECONDS * 1000;
    const staleMs = app.config.READ_CACHE_STALE_SECONDS * 1000;
    // A page is some 50–150 KB: fewer of them are kept than of the API's answers.
    const pages = new ReadCache(ttlMs, 200, [], staleMs);
    app.decorate('pageCache', pages);
    app.decorate('readCache', new ReadCache(ttlMs, 2000, [pages, app.answerReplay], staleMs));
  },
  { name: 'read-cache', dependencies: ['db', 'answer-replay'] },
);
