import { STATUS_CODES } from 'node:http';
import type { ContractSchema } from '../contract-types.js';
import { ERRORS, type ErrorCode } from './registry.js';

export interface OkEnvelope<T> {
  data: T;
  errored: false;
}

/** Every 4xx/5xx answer, as the contract describes it. */
export type ErrorEnvelope = ContractSchema<'ErrorEnvelope'>;

/** The success envelope every /api handler returns: `reply.send(ok(data))`. */
export function ok<T>(data: T): OkEnvelope<T> {
  return { data, errored: false };
}

export function errorEnvelope(code: ErrorCode, message?: string, payload?: unknown): ErrorEnvelope {
  const statusCode = ERRORS[code].status;
  const body: ErrorEnvelope = {
    data: null,
    errored: true,
    code,
    message: message ?? ERRORS[code].message,
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
  };
  if (payload !== undefined) body.payload = payload;
  return body;
}
