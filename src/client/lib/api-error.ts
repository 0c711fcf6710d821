/** The one error type the SPA sees from the API (envelope `errored: true`, HTTP error or no response). */
export class ApiError extends Error {
  readonly code: string;
  readonly statusCode: number;
  readonly payload: unknown;

  constructor(init: { message: string; code?: string; statusCode?: number; payload?: unknown }) {
    super(init.message);
    this.name = 'ApiError';
    this.code = init.code ?? 'UNKNOWN';
    // Spec section 8: the default status is 500 when none is given; 0 means "no response".
    this.statusCode = init.statusCode ?? 500;
    this.payload = init.payload;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads the coded error fields out of an error envelope (or anything that looks like one). */
export function errorFromBody(body: unknown, response?: Response): ApiError {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>;
  const message =
    typeof b.message === 'string' && b.message
      ? b.message
      : typeof body === 'string' && body
        ? body
        : response?.statusText || 'Request failed';
  return new ApiError({
    message,
    code: typeof b.code === 'string' ? b.code : undefined,
    statusCode: typeof b.statusCode === 'number' ? b.statusCode : (response?.status ?? undefined),
    payload: b.payload,
  });
}
