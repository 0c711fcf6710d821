import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ok } from '../errors/index.js';
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
}

/**
 * The answers of public reads, kept as the bytes sent, per app (parallel test apps never share one). A key is the
 * request as far as the answer depends on it: method, URL with its query, the domain of the apiKey, the language
 * and the body. Many requests for one key while it is being computed wait for the one computation (a kit launch
 * sends thousands to one product at once). Every catalogue or CMS write drops all of it, on every process
 * (docs/decisions/0111-caches-across-processes.md); an answer computed across a drop is handed out but not kept.
 * What no write announces (stock sold by orders, a price window opening) shows within `ttlMs`.
 */
export class ReadCache {
  private entries = new Map<string, { at: number; answer: Promise<Answer> }>();
  private generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 2000,
    /** Caches built from this one's answers: they are dropped with it. */
    private readonly followers: readonly ReadCache[] = [],
  ) {}

  get size(): number {
    const now = Date.now();
    let live = 0;
    for (const entry of this.entries.values()) if (now - entry.at < this.ttlMs) live += 1;
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
    if (hit && Date.now() - hit.at < this.ttlMs) return hit.answer;
    const generation = this.generation;
    const entries = this.entries;
    // The oldest entry goes first: a flood of distinct keys (random filter bodies) cannot grow memory.
    if (entries.size >= this.maxEntries) entries.delete(entries.keys().next().value as string);
    const answer = compute();
    entries.set(key, { at: Date.now(), answer });
    answer.then(
      () => {
        if (generation !== this.generation) entries.delete(key);
      },
      // A failure (not found, database away) is not remembered: the next request asks again.
      () => {
        if (entries.get(key)?.answer === answer) entries.delete(key);
      },
    );
    return answer;
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
    // A page is some 50–150 KB: fewer of them are kept than of the API's answers.
    const pages = new ReadCache(ttlMs, 200);
    app.decorate('pageCache', pages);
    app.decorate('readCache', new ReadCache(ttlMs, 2000, [pages]));
  },
  { name: 'read-cache', dependencies: ['db'] },
);
