// The cms module's public surface: other modules import from here only (docs/architecture.md).
export { findPage } from './repository.js';
export { MediaResolver } from './media-refs.js';
export { FALLBACK_LANGUAGE } from './service.js';
export { drawnSections } from './masters.js';
