import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/index.js';
import { isDeepStrictEqual } from 'node:util';
import { serializerFor } from './contract-serializers.js';
import { formatErrors, loadContract, routeKey, type OperationValidators } from './contract-validators.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether success answers are checked against the contract (everywhere but production). */
    checksAnswers: boolean;
  }
  interface FastifyRequest {
    /** The contract operation of this request (undefined for routes outside the contract: SPA, /media). */
    operation?: OperationValidators;
  }
}

export class ContractDriftError extends Error {
  override name = 'ContractDriftError';
  constructor(
    readonly operationId: string,
    readonly statusCode: number,
    readonly details: unknown,
  ) {
    super(`Response of ${operationId} (${statusCode}) does not match the contract`);
  }
}

/**
 * Validates every request (params, query, headers, body) and every JSON response of a contract operation
 * against api-schema/generated/openapi.json. Request failures are 400 VALIDATION_FAILED with the fields;
 * a response that drifted from the contract is logged and answered as a 500, so tests catch it.
 */
export const contractPlugin = fp<{ checkAnswers?: boolean }>(
  async (app, { checkAnswers = true }) => {
    const contract = loadContract();
    const checked = checkAnswers;
    app.decorate('checksAnswers', checked);
    app.decorateRequest('operation', undefined);

    // Callback hooks, not async ones: they run on every request, and a promise per hook is measurable there.
    app.addHook('onRequest', (request, _reply, done) => {
      const url = request.routeOptions.url;
      if (url)
        request.operation = contract.byRoute.get(routeKey(request.method === 'HEAD' ? 'GET' : request.method, url));
      done();
    });

    app.addHook('preValidation', (request, _reply, done) => {
      const op = request.operation;
      if (!op) return done();
      const fields = [];
      if (op.params && !op.params(request.params)) fields.push(...formatErrors(op.params.errors, 'params'));
      if (op.query && !op.query(request.query ?? {})) fields.push(...formatErrors(op.query.errors, 'query'));
      if (op.headers && !op.headers(request.headers)) fields.push(...formatErrors(op.headers.errors, 'headers'));
      const body = request.body;
      if (body === undefined || body === null) {
        if (op.bodyRequired) fields.push({ field: 'body', message: 'must be present' });
      } else if (op.body && !op.body(body)) {
        fields.push(...formatErrors(op.body.errors, 'body'));
      } else if (!op.body) {
        fields.push({ field: 'body', message: 'must be absent' });
      }
      done(fields.length ? new AppError('VALIDATION_FAILED', { payload: { fields } }) : undefined);
    });

    // Outside production every answer is checked against the contract (tests fail on drift); in production the
    // answer is only written by its schema's serialiser (docs/decisions/0112-answers-serialised-from-the-contract.md).
    app.addHook('preSerialization', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const op = request.operation;
      if (!op) return payload;
      const status = reply.statusCode;
      if (status >= 400) {
        // Error envelopes come from the one handler; a mismatch is logged, never looped into another error.
        if (checked && !contract.errorEnvelope(payload))
          request.log.error({ errors: contract.errorEnvelope.errors }, 'error envelope drift');
        return payload;
      }
      if (checked) checkAnswer(request, op, status, payload);
      const serialize = serializerFor(op, status);
      if (serialize) reply.serializer(serialize);
      return payload;
    });
  },
  { name: 'contract' },
);

/**
 * A success answer against its operation's schema, and its serialiser's output against JSON.stringify: a field the
 * schema does not name would vanish from production answers, so tests fail on it here.
 */
function checkAnswer(request: FastifyRequest, op: OperationValidators, status: number, payload: unknown): void {
  const validate =
    op.responses.get(String(status)) ?? op.responses.get(`${String(status)[0]}XX`) ?? op.responses.get('default');
  if (!validate) {
    request.log.error({ operation: op.operationId, status }, 'status not in the contract');
    throw new ContractDriftError(op.operationId, status, 'status not in the contract');
  }
  if (!validate(payload)) {
    const details = formatErrors(validate.errors, 'response');
    request.log.error({ operation: op.operationId, status, details }, 'response does not match the contract');
    throw new ContractDriftError(op.operationId, status, details);
  }
  const serialize = serializerFor(op, status);
  if (serialize && !isDeepStrictEqual(JSON.parse(serialize(payload)), JSON.parse(JSON.stringify(payload)))) {
    request.log.error({ operation: op.operationId, status }, 'serialiser output differs from the answer');
    throw new ContractDriftError(op.operationId, status, 'serialiser output differs from the answer');
  }
}

/** A success answer as the bytes to send, checked as every answer is (the answer cache keeps these bytes). */
export function serializeResponse(request: FastifyRequest, status: number, payload: unknown): string {
  const op = request.operation;
  if (!op) return JSON.stringify(payload);
  if (request.server.checksAnswers) checkAnswer(request, op, status, payload);
  return serializerFor(op, status)?.(payload) ?? JSON.stringify(payload);
}
