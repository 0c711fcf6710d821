import { AppError } from './app-error.js';
import type { ErrorCode } from './registry.js';

/** What the handler needs to answer: a registry code, optional message and payload, and whether to log as a fault. */
export interface Classified {
  code: ErrorCode;
  message?: string;
  payload?: unknown;
}

// SQLSTATE classes / node errors meaning "the database is gone", not "the query is wrong".
const CONNECTION_SQLSTATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CONNECTION_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
const CONNECTION_MESSAGES = [
  /connection terminated/i,
  /connection (?:refused|reset|ended)/i,
  /client has encountered a connection error/i,
  /cannot use a pool after calling end/i,
  /pglite is closed/i,
  /timeout exceeded when trying to connect/i,
];

/** Walks the cause chain (drizzle wraps driver errors in DrizzleQueryError). */
function* chain(err: unknown): Generator<Record<string, unknown>> {
  let current: unknown = err;
  for (let depth = 0; depth < 6 && current && typeof current === 'object'; depth++) {
    yield current as Record<string, unknown>;
    current = (current as { cause?: unknown }).cause;
  }
}

export function isDatabaseUnavailable(err: unknown): boolean {
  for (const e of chain(err)) {
    const code = typeof e.code === 'string' ? e.code : '';
    if (code.startsWith('08') || CONNECTION_SQLSTATES.has(code) || CONNECTION_NODE_CODES.has(code)) return true;
    const message = typeof e.message === 'string' ? e.message : '';
    if (CONNECTION_MESSAGES.some((re) => re.test(message))) return true;
  }
  return false;
}

function fastifyCode(err: Record<string, unknown>): string {
  return typeof err.code === 'string' ? err.code : '';
}

/** Maps any thrown value to a registry code; unknown faults become INTERNAL (and are logged by the handler). */
export function classify(err: unknown): Classified {
  if (err instanceof AppError) return { code: err.code, message: err.message, payload: err.payload };
  if (!err || typeof err !== 'object') return { code: 'INTERNAL' };
  const e = err as Record<string, unknown>;
  if (Array.isArray(e.validation)) {
    const fields = (e.validation as Array<Record<string, unknown>>).map((v) => ({
      field: `${String(e.validationContext ?? 'body')}${String(v.instancePath ?? '')}`,
      message: String(v.message ?? 'invalid'),
    }));
    return { code: 'VALIDATION_FAILED', payload: { fields } };
  }
  switch (fastifyCode(e)) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { code: 'INVALID_JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { code: 'PAYLOAD_TOO_LARGE' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { code: 'UNSUPPORTED_MEDIA_TYPE' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { code: 'URI_TOO_LONG' };
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_ASYNC_CONSTRAINT':
      return { code: 'VALIDATION_FAILED' };
    case 'FST_ERR_NOT_FOUND':
      return { code: 'ROUTE_NOT_FOUND' };
  }
  if (isDatabaseUnavailable(err)) return { code: 'DATABASE_UNAVAILABLE' };
  for (const link of chain(err)) {
    const sqlstate = typeof link.code === 'string' ? link.code : '';
    // Class 22 (data exception, e.g. an out-of-range integer) is bad input that slipped past the schema.
    if (/^22[0-9A-Z]{3}$/.test(sqlstate)) return { code: 'VALIDATION_FAILED' };
    if (sqlstate === '23505') return { code: 'CONFLICT' };
  }
  // Other 4xx errors raised by Fastify or plugins keep their status family without leaking internals.
  const status = typeof e.statusCode === 'number' ? e.statusCode : 0;
  if (status === 404) return { code: 'NOT_FOUND' };
  if (status === 413) return { code: 'PAYLOAD_TOO_LARGE' };
  if (status === 415) return { code: 'UNSUPPORTED_MEDIA_TYPE' };
  if (status === 429) return { code: 'RATE_LIMITED' };
  if (status >= 400 && status < 500) return { code: 'VALIDATION_FAILED' };
  return { code: 'INTERNAL' };
}
