import { schemaAvailability } from '@shared/availability.js';
import type { Db } from '../../platform/db/client.js';
import { getProduct } from '../catalogue/index.js';
import { reviewsJsonLd } from '../reviews/index.js';
import type { PageHead } from './html.js';
import { lcpPreload, ogImage } from './images.js';
import type { HeadContext } from './page-head.js';

/**
 * The head of /product/{slug}: built from the same product/web/get answer the page renders, so the JSON-LD price
 * and availability always match what the shopper sees. Throws the catalogue's NOT_FOUND for an unknown slug.
 */
export async function productHead(db: Db, ctx: HeadContext, slug: string): Promise<PageHead> {
  const product = await getProduct(db, { slug }, ctx.apiKeyId);
  const url = `${ctx.origin}/product/${encodeURIComponent(product.slug)}`;
  const images = [...product.media].sort((a, b) => a.order - b.order || Number(b.default) - Number(a.default));
  const main = images[0]?.media;
  // The head says what staff set for search engines (docs/decisions/0198-product-seo-fields-reach-the-page.md).
  const { description } = product.seo;
  const title = ctx.title(product.seo.title || product.name);
  const availability = schemaAvailability({
    format: product.format,
    purchasable: product.purchasable,
    variants: product.associatedProducts,
    tags: product.tags,
  });
  const price = product.finalPrice.toFixed(2);
  const image = ogImage(main, ctx.origin, ctx.apiKeyId, product.name);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    sku: product.sku,
    description,
    url,
    image: images.slice(0, 5).map((entry) => ogImage(entry.media, ctx.origin, ctx.apiKeyId, product.name)!.url),
    brand: { '@type': 'Brand', name: product.brand || ctx.siteName },
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: 'EUR',
      availability: `https://schema.org/${availability}`,
      itemCondition: 'https://schema.org/NewCondition',
    },
    // Only approved reviews, and only when there are some (docs/decisions/0211-product-reviews.md).
    ...(product.ratingCount > 0 ? await reviewsJsonLd(db, product.id) : {}),
  };
  return {
    title,
    description,
    canonical: url,
    ogType: 'product',
    image,
    properties: [
      ['product:price:amount', price],
      ['product:price:currency', 'EUR'],
      [
        'product:availability',
        availability === 'InStock' ? 'in stock' : availability === 'PreOrder' ? 'preorder' : 'out of stock',
      ],
    ],
    jsonLd: [jsonLd],
    preloads: lcpPreload(main, ['medium', 'large'], '(max-width: 1024px) 100vw, 50vw', ctx.apiKeyId),
  };
}
