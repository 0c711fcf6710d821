import { AppError } from '../../../../platform/errors/index.js';

/** BoxNow answered with a partner-API error (4xx with a 'Pxxx' code). */
export class BoxNowApiError extends Error {
  override name = 'BoxNowApiError';
  constructor(
    readonly status: number,
    readonly code: string | undefined,
    message: string,
  ) {
    super(message);
  }
}

/** BoxNow could not be reached, timed out, answered 5xx, or refused our credentials. */
export class BoxNowUnavailableError extends Error {
  override name = 'BoxNowUnavailableError';
}

/**
 * Partner-API codes the shop can explain to a person; any other 4xx is a rejected request with its code kept
 * in the payload for the log and the order desk.
 */
const KNOWN_CODES = {
  P405: 'BOXNOW_INVALID_PHONE',
  P408: 'BOXNOW_COD_AMOUNT',
  P410: 'BOXNOW_ORDER_NUMBER_TAKEN',
  P420: 'BOXNOW_PARCEL_NOT_CANCELLABLE',
} as const;

/** Turns whatever the client threw into the shop's coded error. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof BoxNowApiError) {
    const payload = { boxnowCode: err.code ?? null, boxnowStatus: err.status };
    const known = err.code ? KNOWN_CODES[err.code as keyof typeof KNOWN_CODES] : undefined;
    if (known) return new AppError(known, { payload, cause: err });
    if (err.status === 404) return new AppError('BOXNOW_PARCEL_NOT_FOUND', { payload, cause: err });
    return new AppError('BOXNOW_REQUEST_REJECTED', { payload, cause: err });
  }
  return new AppError('BOXNOW_UNAVAILABLE', { cause: err });
}
