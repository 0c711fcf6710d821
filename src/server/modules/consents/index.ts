// The consents module's public surface: other modules import from here only (docs/architecture.md).
export { appendConsentLog, missingRequired } from './service.js';
