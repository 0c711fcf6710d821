import { AppError } from '../../platform/errors/index.js';

/** A refusal whose payload repeats the Croatian reason, so the desk can show it as it is. */
export const refused = (message: string, payload: Record<string, unknown>) =>
  new AppError('ORDER_ACTION_NOT_ALLOWED', { message, payload: { ...payload, reason: message } });
