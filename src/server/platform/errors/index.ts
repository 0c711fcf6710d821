// Public face of the error registry: modules import { AppError, ok } from here.
export { ERRORS, type ErrorCode } from './registry.js';
export { AppError } from './app-error.js';
export { ok } from './envelope.js';
export { errorHandler, notFoundHandler, toEnvelope } from './handler.js';
export { isDatabaseUnavailable } from './classify.js';
