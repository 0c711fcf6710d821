import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { serializeResponse } from '../platform/http/contract.js';
import { type Encoded, pickEncoded, precompress } from '../platform/http/precompressed.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The one cache of answers that are the same for everyone asking: the public catalogue and CMS reads and the
     * rendered anonymous pages (docs/decisions/0187-one-answer-cache.md).
     */
    answerCache: AnswerCache;
  }
}

/** An answer as it goes out: status, headers and body, and the body compressed once when it is kept. */
export interface Answer {
  status: number;
  /** Its own headers (type, cache control, ETag, Vary, a page's CSP, a redirect's location). */
  headers: Record<string, string>;
  body: string;
  /** The body in brotli and gzip (src/server/platform/http/precompressed.ts), made once when the answer is kept. */
  encoded?: Encoded;
}

interface Entry {
  /** When its computation started. */
  at: number;
  answer: Promise<Answer>;
  /** The answer once computed: only a computed answer may be handed out while a newer one is computed. */
  done?: Answer;
  /** Its size once computed (body and compressed copies), counted against the cache's budget. */
  bytes: number;
  /** A newer answer is being computed while this one is handed out. */
  refreshing?: boolean;
}

const sizeOf = (answer: Answer) =>
  answer.body.length + (answer.encoded?.br?.length ?? 0) + (answer.encoded?.gzip?.length ?? 0);

/**
 * Answers kept as the bytes sent, per app (parallel test apps never share one), under one key and one generation
 * (docs/decisions/0187-one-answer-cache.md). Many requests for one key while it is being computed wait for the one
 * computation (a kit launch sends thousands to one product at once). Every catalogue or CMS write drops all of it,
 * on every process (docs/decisions/0111-caches-across-processes.md); an answer computed across a drop is handed out
 * but not kept. An answer is fresh for `ttlMs`; for `staleMs` after that it is still handed out at once while the
 * first request past its freshness computes the next one (docs/decisions/0127-stale-while-revalidate.md). Memory is
 * bounded by bytes (a page is 50–150 KB with its copies, a read 1–15 KB): the oldest answer goes first.
 */
export class AnswerCache {
  private entries = new Map<string, Entry>();
  private generation = 0;
  private bytes = 0;

  constructor(
    readonly ttlMs: number,
    readonly staleMs = 0,
    private readonly maxBytes = 64 * 1024 * 1024,
    /** Bounds the keys still computing too (their size is not known yet). */
    private readonly maxEntries = 4000,
  ) {}

  /** The answers that would still be handed out. */
  get size(): number {
    const now = Date.now();
    let live = 0;
    for (const entry of this.entries.values()) if (now - entry.at < this.ttlMs + this.staleMs) live += 1;
    return live;
  }

  /** Whether an answer for `key` would be handed out now without computing (fresh or stale). */
  holds(key: string): boolean {
    const hit = this.entries.get(key);
    return hit?.done !== undefined && Date.now() - hit.at < this.ttlMs + this.staleMs;
  }

  clear(): void {
    this.generation += 1;
    this.entries = new Map();
    this.bytes = 0;
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

  /** An answer to keep: computed, then compressed once for every request it will be sent to. */
  private static async kept(compute: () => Promise<Answer>): Promise<Answer> {
    const answer = await compute();
    return { ...answer, encoded: await precompress(answer.body) };
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.bytes;
    this.entries.delete(key);
  }

  /** Insertion order is age order (a refresh moves its key to the end): the oldest goes first. */
  private makeRoom(): void {
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes && this.entries.size < this.maxEntries) return;
      this.remove(key);
    }
  }

  private settle(entry: Entry, answer: Answer): void {
    entry.done = answer;
    entry.bytes = sizeOf(answer);
    this.bytes += entry.bytes;
    this.makeRoom();
  }

  /** Computes an answer and keeps it; it is dropped if it fails or a write came while it was computed. */
  private store(key: string, compute: () => Promise<Answer>): Promise<Answer> {
    const generation = this.generation;
    this.remove(key);
    this.makeRoom();
    const entry: Entry = { at: Date.now(), answer: AnswerCache.kept(compute), bytes: 0 };
    this.entries.set(key, entry);
    entry.answer.then(
      (answer) => {
        if (generation !== this.generation || this.entries.get(key) !== entry) return;
        this.settle(entry, answer);
      },
      // A failure (not found, database away) is not remembered: the next request asks again.
      () => {
        if (this.entries.get(key) === entry) this.remove(key);
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
    const next = AnswerCache.kept(compute);
    next.then(
      (answer) => {
        if (generation !== this.generation || this.entries.get(key) !== stale) return;
        this.remove(key);
        const entry: Entry = { at: Date.now(), answer: next, bytes: 0 };
        this.entries.set(key, entry);
        this.settle(entry, answer);
      },
      () => {
        stale.refreshing = false;
      },
    );
  }
}

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name];
  return typeof value === 'string' ? value : value === undefined ? '' : value.join(',');
};

/**
 * The one key of a kept answer: what it may depend on as the request states it. Method, host and URL with its query;
 * the apiKey and language headers (every request passed the apiKey check and the contract before it is looked up);
 * a POST's parsed body. A request with the same key gets the same bytes.
 */
export function answerKey(request: FastifyRequest): string {
  // A HEAD is answered from its GET's answer (Fastify sends the headers only).
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const head = `${method} ${request.hostname}${request.url}\n${header(request, 'apikey')}\n${header(request, 'language')}`;
  return request.body === undefined ? head : `${head}\n${JSON.stringify(request.body)}`;
}

/**
 * Sends an answer through the reply like any other: every onSend hook (security headers, compression) runs for it.
 * A GET holding its ETag gets a 304; a kept answer goes out in the encoding the request takes, compressed once;
 * one computed for this request alone is left to @fastify/compress.
 */
export function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer): FastifyReply {
  reply.code(answer.status).headers(answer.headers);
  const etag = answer.headers.etag;
  const reads = request.method === 'GET' || request.method === 'HEAD';
  if (etag && reads && request.headers['if-none-match'] === etag) return reply.code(304).send();
  const encoded = pickEncoded(request.headers['accept-encoding'], answer.encoded);
  if (!encoded) return reply.send(answer.body);
  // @fastify/compress leaves an answer that has its Content-Encoding alone.
  return reply.header('content-encoding', encoded.encoding).send(encoded.body);
}

/** The kept answer of this request's key, or the one `compute` gives, sent. */
export async function cachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<Answer>,
): Promise<FastifyReply> {
  return sendAnswer(request, reply, await request.server.answerCache.get(answerKey(request), compute));
}

const etagOf = (body: string) => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * A public read's answer (its handler's envelope), checked (outside production, against the contract) and serialised
 * once for everyone asking. GETs carry an ETag and answer 304 to a matching If-None-Match; browsers may keep the
 * answer but ask again each time (`no-cache`), and shared caches key it by apiKey and language. POST reads keep
 * `private, no-store` (docs/decisions/0041-api-answers-not-stored.md).
 */
function publicAnswer(request: FastifyRequest, envelope: unknown, alsoVaries?: string): Answer {
  const body = serializeResponse(request, 200, envelope);
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (request.method === 'GET') {
    headers['cache-control'] = 'no-cache';
    headers.vary = `apiKey, language, accept-encoding${alsoVaries ? `, ${alsoVaries}` : ''}`;
    headers.etag = etagOf(body);
  }
  return { status: 200, headers, body };
}

export const answerCachePlugin = fp(
  async (app) => {
    const cache = new AnswerCache(app.config.READ_CACHE_SECONDS * 1000, app.config.READ_CACHE_STALE_SECONDS * 1000);
    app.decorate('answerCache', cache);
    // A module marks a read public (src/server/platform/http/public-read.ts); its handler is wrapped here as the route is
    // registered, so the modules never import the edge and the edge decides what is kept.
    app.addHook('onRoute', (route) => {
      if (!route.config?.publicRead) return;
      const handler = route.handler as (this: unknown, request: FastifyRequest, reply: FastifyReply) => unknown;
      const personal = route.config.personalRead;
      route.handler = function keptRead(request, reply) {
        // A personal answer (a staff member's CMS preview, docs/decisions/0249) is this request's alone: never kept
        // here nor by a browser or a shared cache.
        if (personal?.granted(request)) {
          reply.header('cache-control', 'private, no-store').header('vary', personal.header);
          return handler.call(this, request, reply);
        }
        return cachedAnswer(request, reply, async () =>
          publicAnswer(request, await handler.call(this, request, reply), personal?.header),
        );
      };
    });
  },
  { name: 'answer-cache', dependencies: ['db'] },
);
