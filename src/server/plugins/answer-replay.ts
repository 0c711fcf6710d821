import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Answer } from './read-cache.js';
import { type Encoding, pickEncoded } from './precompressed.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kept answers repeated from the first request hook (docs/decisions/0128-answer-replay.md). */
    answerReplay: AnswerReplay;
  }
  interface FastifyRequest {
    /** Set when this request may record its answer for repeats (its key and the replay's generation). */
    replayTicket?: { key: string; generation: number };
    /** The kept answer this request was given, when it is the same for every request of its key. */
    replayable?: Answer;
    /** The body read to look the request up, handed on to the JSON parser when it was not a repeat. */
    replayBody?: Buffer;
  }
}

/** A JSON body above this is not read ahead: no cached read takes one near it. */
const MAX_BODY_BYTES = 16 * 1024;

/** Headers of the first answer that belong to that one response, not to its repeats. */
const PER_RESPONSE = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive']);

interface Recorded {
  answer: Answer;
  /** The answer's own age limit: a repeat is never older than the read cache's freshness. */
  freshUntil: number;
  /** The full response headers for each way the body is sent. */
  headers: Record<Encoding | 'identity', Record<string, string | string[]>>;
}

type RequestHeaders = FastifyRequest['headers'];

/**
 * The key of a request: everything its kept answer may depend on, as sent. The headers the contract and the apiKey
 * check look at are part of it, so a request answered from here is one that passed them already, byte for byte.
 */
export function replayKey(method: string, url: string, headers: RequestHeaders, body?: Buffer): string {
  const h = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : value === undefined ? '' : JSON.stringify(value);
  };
  const head = `${method} ${url}\n${h('host')}\n${h('x-forwarded-host')}\n${h('apikey')}\n${h('language')}\n${h('site')}\n${h('store')}`;
  return body ? `${head}\n${h('content-type')}\n${body.toString('latin1')}` : head;
}

/**
 * The answers of anonymous public reads and pages as sent, for repeating them whole before the request goes through
 * the hooks, the parser, the contract's validation and the handler (docs/decisions/0128-answer-replay.md). Only a
 * fresh answer of the read cache is repeated, and every write that drops the read cache drops this with it.
 */
export class AnswerReplay {
  private recorded = new Map<string, Recorded>();
  /** POST routes whose answers were kept: their bodies are read ahead to look them up. */
  private bodyRoutes = new Set<string>();
  generation = 0;

  constructor(
    readonly ttlMs: number,
    private readonly maxEntries = 2200,
  ) {}

  get size(): number {
    return this.recorded.size;
  }

  clear(): void {
    this.generation += 1;
    this.recorded = new Map();
  }

  readsBodyOf(route: string | undefined): boolean {
    return route !== undefined && this.bodyRoutes.has(route);
  }

  find(key: string, now = Date.now()): Recorded | undefined {
    const hit = this.recorded.get(key);
    if (!hit) return undefined;
    if (now < hit.freshUntil) return hit;
    this.recorded.delete(key);
    return undefined;
  }

  /** A POST route answered from the read cache: its next requests' bodies are read ahead to look them up. */
  readBodiesOf(route: string): void {
    this.bodyRoutes.add(route);
  }

  /** Keeps an answer given to a request of `key`, with the headers it went out with. */
  record(key: string, answer: Answer, sent: Record<string, unknown>): void {
    if (this.ttlMs <= 0 || answer.computedAt === undefined || sent['set-cookie'] !== undefined) return;
    const freshUntil = answer.computedAt + this.ttlMs;
    if (freshUntil <= Date.now()) return;
    const common: Record<string, string | string[]> = {};
    for (const [name, value] of Object.entries(sent)) {
      if (PER_RESPONSE.has(name) || value === undefined) continue;
      common[name] = Array.isArray(value) ? value.map(String) : String(value);
    }
    const variant = (encoding: Encoding | 'identity', body: Buffer | string | undefined) => ({
      ...common,
      ...(encoding === 'identity' ? {} : { 'content-encoding': encoding }),
      'content-length': String(typeof body === 'string' ? Buffer.byteLength(body) : (body?.length ?? 0)),
    });
    const headers = {
      identity: variant('identity', answer.body),
      br: variant('br', answer.encoded?.br),
      gzip: variant('gzip', answer.encoded?.gzip),
    };
    if (this.recorded.size >= this.maxEntries && !this.recorded.has(key))
      this.recorded.delete(this.recorded.keys().next().value as string);
    this.recorded.set(key, { answer, freshUntil, headers });
  }
}

/** Marks the answer a request was given as the same for every request of its key (a public read, a public page). */
export function replayable(request: FastifyRequest, answer: Answer): void {
  request.replayable = answer;
}

/** Writes a recorded answer as the first one went out: a 304 when the browser holds its ETag already. */
function repeat(request: FastifyRequest, reply: FastifyReply, hit: Recorded): void {
  const { answer, headers } = hit;
  reply.hijack();
  const res = reply.raw;
  if (request.raw.method === 'GET' && answer.etag && request.headers['if-none-match'] === answer.etag) {
    const { 'content-length': _length, 'content-encoding': _encoding, ...rest } = headers.identity;
    res.writeHead(304, rest);
    res.end();
    return;
  }
  const encoded = pickEncoded(request.headers['accept-encoding'], answer.encoded);
  if (encoded) {
    res.writeHead(answer.status ?? 200, headers[encoded.encoding]);
    res.end(encoded.body);
  } else {
    res.writeHead(answer.status ?? 200, headers.identity);
    res.end(answer.body);
  }
}

/** A request that may be a repeat: no credentials, no compressed or non-JSON body, a method that reads. */
function mayRepeat(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers.authorization !== undefined || headers.accesstoken !== undefined) return false;
  return request.raw.method === 'GET' || request.raw.method === 'POST';
}

function readsAhead(request: FastifyRequest): boolean {
  const { headers } = request;
  const length = Number(headers['content-length']);
  return (
    length > 0 &&
    length <= MAX_BODY_BYTES &&
    headers['content-encoding'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    /^application\/json\b/i.test(headers['content-type'] ?? '')
  );
}

export const answerReplayPlugin = fp(
  async (app) => {
    const replay = new AnswerReplay(app.config.READ_CACHE_SECONDS * 1000);
    app.decorate('answerReplay', replay);
    app.decorateRequest('replayTicket', undefined);
    app.decorateRequest('replayable', undefined);
    app.decorateRequest('replayBody', undefined);
    if (replay.ttlMs <= 0) return;

    // The first request hook, and a callback one: it runs on every request.
    app.addHook('onRequest', (request, reply, done) => {
      if (!mayRepeat(request)) return done();
      const { method, url = '/' } = request.raw;
      if (method === 'GET') {
        const key = replayKey(method, url, request.headers);
        const hit = replay.find(key);
        if (hit) return repeat(request, reply, hit);
        request.replayTicket = { key, generation: replay.generation };
        return done();
      }
      if (!replay.readsBodyOf(request.routeOptions.url) || !readsAhead(request)) return done();
      const chunks: Buffer[] = [];
      let received = 0;
      const raw = request.raw;
      const onData = (chunk: Buffer) => {
        received += chunk.length;
        chunks.push(chunk);
      };
      const onEnd = () => {
        raw.off('data', onData);
        raw.off('error', onError);
        const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, received);
        request.replayBody = body;
        // A body shorter or longer than announced goes to the parser, which refuses it as it always does.
        if (received === Number(request.headers['content-length'])) {
          const key = replayKey(method!, url, request.headers, body);
          const hit = replay.find(key);
          if (hit) return repeat(request, reply, hit);
          request.replayTicket = { key, generation: replay.generation };
        }
        done();
      };
      const onError = (err: Error) => {
        raw.off('data', onData);
        raw.off('end', onEnd);
        done(Object.assign(err, { statusCode: 400 }));
      };
      raw.on('data', onData);
      raw.once('end', onEnd);
      raw.once('error', onError);
    });

    // The body read ahead goes on to the JSON parser as if it came from the socket.
    app.addHook('preParsing', (request, _reply, payload, done) => {
      const body = request.replayBody;
      if (!body) return done(null, payload);
      const stream = Readable.from([body], { objectMode: false }) as Readable & { receivedEncodedLength: number };
      stream.receivedEncodedLength = body.length;
      done(null, stream);
    });

    app.addHook('onResponse', (request, reply, done) => {
      const ticket = request.replayTicket;
      const answer = request.replayable;
      if (!answer || reply.statusCode !== 200) return done();
      // A write between the request and now may have changed the answer: it is not kept.
      if (ticket) {
        if (ticket.generation === replay.generation) replay.record(ticket.key, answer, reply.getHeaders());
      } else if (request.raw.method === 'POST' && request.routeOptions.url)
        replay.readBodiesOf(request.routeOptions.url);
      done();
    });
  },
  { name: 'answer-replay', dependencies: ['db'] },
);
