// The captcha module's public surface: other modules import from here only (docs/architecture.md).
export { requireCaptcha } from './service.js';
export type { CaptchaSolution } from './service.js';
