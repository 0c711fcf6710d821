// The catalogue module's public surface: other modules import from here only (docs/architecture.md).
export {
  CATEGORY_CACHE_TTL_S,
  LISTING_CACHE_TTL_S,
  categoryCacheEntries,
  clearCategoryCaches,
  clearListingCache,
  dropCatalogueReads,
  listingCacheEntries,
} from './caches.js';
export { bundlePartStates } from './bundle-service.js';
export { getCategory } from './category-service.js';
export { toListItem, toMedia, toMediaEntry } from './mappers.js';
export { getProduct } from './product-service.js';
export { bundlePartsOf, mediaFor, productsByIds } from './repository/products.js';
export { variantValuesOf } from './variant-values.js';
export { refreshListingKeys } from './repository/maintenance.js';
