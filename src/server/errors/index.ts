// Public face of the error registry: modules import { AppError, ok } from here.
export { ERRORS, isErrorCode, type ErrorCode } from './registry.js';
export { AppError, type AppErrorOptions } from './app-error.js';
export { ok, errorEnvelope, type OkEnvelope, type ErrorEnvelope } from './envelope.js';
export { errorHandler, notFoundHandler, toEnvelope } from './handler.js';
export { isDatabaseUnavailable } from './classify.js';
