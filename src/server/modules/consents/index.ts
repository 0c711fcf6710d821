// The consents module's public surface: other modules import from here only (docs/architecture.md).
export { appendConsentLog, consentIdByNumber, missingRequired, requiredConsentIds } from './service.js';
