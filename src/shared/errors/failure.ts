/**
 * What a machine keeps of a failed call: the error's code, its HTTP status (0 without a response) and the payload
 * the server sent with it (e.g. `retryAfterSeconds`, the failing field). Views word it from the code, so a
 * machine never holds English server text. docs/decisions/0030-one-error-vocabulary.md
 */
export interface Failure {
  code: string;
  status: number;
  payload?: unknown;
}

/** Reads a Failure out of anything thrown: the client's ApiError (code, statusCode, payload), or 'UNKNOWN'. */
export function failureOf(error: unknown): Failure {
  if (error && typeof error === 'object') {
    const { code, statusCode, status, payload } = error as Record<string, unknown>;
    if (typeof code === 'string' && code) {
      const httpStatus = typeof statusCode === 'number' ? statusCode : typeof status === 'number' ? status : 500;
      return payload === undefined ? { code, status: httpStatus } : { code, status: httpStatus, payload };
    }
  }
  return { code: 'UNKNOWN', status: 500 };
}
