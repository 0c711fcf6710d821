import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { classify } from './classify.js';
import { errorEnvelope, type ErrorEnvelope } from './envelope.js';
import { ERRORS } from './registry.js';

/** Turns any error into the coded envelope; 5xx answers never carry a stack, SQL or driver text. */
export function toEnvelope(err: unknown): ErrorEnvelope {
  const { code, message, payload } = classify(err);
  const isFault = ERRORS[code].status >= 500;
  return errorEnvelope(code, isFault ? undefined : message, isFault ? undefined : payload);
}

export function errorHandler(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const body = toEnvelope(err);
  // A lost database is logged once per outage by the watch, not with a stack for every request it fails.
  if (body.code === 'DATABASE_UNAVAILABLE') request.server.dbOutage?.lost(err);
  else if (body.statusCode >= 500 && body.code !== 'SERVER_BUSY')
    request.log.error({ err, code: body.code }, 'request failed');
  // A client's mistake is the client's, and a busy shop's refusal is the load shedding doing its work: one line each
  // (with a stack) would flood the log, and under overload cost the CPU the refusal saves (debug level shows them).
  else request.log.debug({ code: body.code, msg: err.message }, 'request rejected');
  if (body.code === 'RATE_LIMITED' && !reply.hasHeader('retry-after')) reply.header('retry-after', '60');
  if (body.code === 'MAINTENANCE' || body.code === 'DATABASE_UNAVAILABLE') reply.header('retry-after', '30');
  return reply.code(body.statusCode).type('application/json; charset=utf-8').send(body);
}

/** Unknown /api routes: coded JSON 404 (the SPA fallback handles other GETs before this is reached). */
export function notFoundHandler(request: FastifyRequest, reply: FastifyReply) {
  const body = errorEnvelope('ROUTE_NOT_FOUND', undefined, { method: request.method, url: request.url.slice(0, 200) });
  return reply.code(404).type('application/json; charset=utf-8').send(body);
}
