// The media module's public surface: other modules import from here only (docs/architecture.md).
export { clearVariantCache, variantCacheStats } from './variant-cache.js';
export { mediaStorageFromConfig } from './media-storage.js';
export { saveOriginal } from './storage.js';
