/**
 * Kept answers are compressed once, when they are kept, not per request (docs/decisions/0120-rendered-page-cache.md,
 * 0187-one-answer-cache.md): @fastify/compress compressing a 10 KB product answer with brotli on every request cut its
 * throughput to a fifth. Everything else (an answer computed for one request) is left to @fastify/compress.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export type Encoding = 'br' | 'gzip';
export type Encoded = Partial<Record<Encoding, Buffer>>;

/** Below this a compressed answer saves less than its headers cost (the same threshold as @fastify/compress's). */
const THRESHOLD = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * `body` in brotli and gzip; nothing when it is small. Brotli's quality 10 is paid once per cached answer (~40 ms
 * for the largest page, in libuv's threads, off the event loop) and is sent thousands of times: it makes a page
 * ~9% smaller than quality 6, which keeps the home page's first answer inside a phone's first TCP window and
 * the cached pages' throughput up (docs/targets.md P3, P5). Quality 11 gains 2% more for three times the time.
 */
export async function precompress(body: string): Promise<Encoded> {
  const bytes = Buffer.byteLength(body);
  if (bytes < THRESHOLD) return {};
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 10, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes },
    }),
    gzip(body, { level: 6 }),
  ]);
  return { br, gzip: gz };
}

/** Accept-Encoding headers seen, with the encoding each takes: browsers send a handful of distinct ones. */
const acceptedBy = new Map<string, Encoding | null>();

/** The encoding to answer in: brotli, else gzip, when the request's Accept-Encoding takes it (q=0 refuses). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const known = acceptedBy.get(value);
  if (known !== undefined) return known;
  const accepted = value
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
    .map(([name]) => name!.trim().toLowerCase());
  const encoding = accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : null;
  // Bounded: a client sending a new header each time cannot grow it.
  if (acceptedBy.size < 256) acceptedBy.set(value, encoding);
  return encoding;
}

/** The precompressed body this request takes, if any, with its encoding. */
export function pickEncoded(
  header: string | string[] | undefined,
  encoded: Encoded | undefined,
): { encoding: Encoding; body: Buffer } | null {
  const encoding = acceptedEncoding(header);
  const body = encoding ? encoded?.[encoding] : undefined;
  return encoding && body ? { encoding, body } : null;
}
