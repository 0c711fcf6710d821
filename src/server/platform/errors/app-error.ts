import { ERRORS, type ErrorCode } from './registry.js';

export interface AppErrorOptions {
  /** Overrides the registry message (e.g. a more specific text); the code stays the contract. */
  message?: string;
  /** Details for the client, e.g. failing fields; must never carry SQL or stacks. */
  payload?: unknown;
  cause?: unknown;
}

/** A coded error: services throw it, the one error handler turns it into the ErrorEnvelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly payload: unknown;

  constructor(code: ErrorCode, options: AppErrorOptions = {}) {
    super(options.message ?? ERRORS[code].message, options.cause ? { cause: options.cause } : undefined);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = ERRORS[code].status;
    this.payload = options.payload;
  }
}
