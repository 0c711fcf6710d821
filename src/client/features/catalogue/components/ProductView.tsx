import { Suspense } from 'react';
import { Link, useRouteContext } from '@tanstack/react-router';
import { usePageHead } from '../../../app/title.js';
import { formatPrice } from '../../../lib/format.js';
import { t } from '../../../lib/i18n.js';
import { useViewer } from '../../../lib/viewer.js';
import type { ProductDetail } from '../../../lib/api-types.js';
import { useProductActions } from '../actions-context.js';
import { Gallery } from './product/Gallery.js';
import { Stars } from './product/Stars.js';
import { CatIcon } from './icons.js';
import './catalogue-pages.css';
import './product/product-page.css';
import { lazyPart } from '../../../app/lazy-part.js';

// Selectors and personalisation bring XState: they load right after the page's first paint (the first-view budget).
const ProductPurchase = lazyPart('ProductPurchase', () => import('./product/ProductPurchase.js'));
const BundlePurchase = lazyPart('BundlePurchase', () => import('./product/BundlePurchase.js'));
// Below the fold: the size table and the upsell carousel stay out of the first-view JS (P1 budget). The purchase
// and the size table read the settings page themselves, so its reading stays out too.
const SizeTables = lazyPart('SizeTables', () =>
  import('./product/SizeTables.js').then((m) => ({ default: m.ProductSizeTables })),
);
const ProductReviews = lazyPart('ProductReviews', () =>
  import('./reviews/ProductReviews.js').then((m) => ({ default: m.ProductReviews })),
);
const UpsellCarousel = lazyPart('UpsellCarousel', () =>
  import('./product/UpsellCarousel.js').then((m) => ({ default: m.UpsellCarousel })),
);

/** The product or bundle page: gallery, name, stars, prices, choices, size table and upsells. */
export function ProductView({
  product,
  apiKeyId,
  cartItemId,
}: {
  product: ProductDetail;
  apiKeyId: number;
  cartItemId?: number;
}) {
  usePageHead(product.seo.title || product.name, product.seo.description);
  const { auth } = useRouteContext({ from: '__root__' });
  // The sign-up link is for guests only; while the session is unknown it stays hidden (no flash for members). A member
  // reads the members' price as theirs (a CMS preview as a persona too, docs/decisions/0249).
  const viewer = useViewer(auth);
  const guest = viewer === 'guest';
  const actions = useProductActions();
  const wished = actions.isWished(product.id);
  const mainCategory = product.categories.find((c) => c.main) ?? product.categories[0];
  const discounted = product.finalPrice < product.retailPrice;
  const sized = product.configurationAttributes.some((a) => a.attributeCode === 'velicina');
  return (
    <div className="page container">
      <nav className="breadcrumbs" aria-label="Putanja">
        <Link to="/">Naslovna</Link> <span aria-hidden="true">/</span>{' '}
        {mainCategory && (
          <>
            <Link to="/shop/$slug" params={{ slug: mainCategory.slug }}>
              {mainCategory.name}
            </Link>{' '}
            <span aria-hidden="true">/</span>{' '}
          </>
        )}
        <span aria-current="page">{product.name}</span>
      </nav>
      <div className="product-view">
        <Gallery
          key={product.id}
          media={product.media}
          name={product.name}
          apiKeyId={apiKeyId}
          badge={discounted ? t.discount : null}
        />
        <div className="product-view__info">
          {product.brand && <p className="product-view__brand">{product.brand}</p>}
          <h1 className="product-view__name">{product.name}</h1>
          <Stars rating={product.rating} count={product.ratingCount} />
          {/* Not a paragraph: axe (p-as-heading) takes a bold price above the lowest-price line for a heading. */}
          <div className="product-view__price">
            {discounted && (
              <s className="product-view__old">
                <span className="visually-hidden">Stara cijena: </span>
                {formatPrice(product.retailPrice)}
              </s>
            )}
            <span className={discounted ? 'product-view__final is-sale' : 'product-view__final'}>
              {formatPrice(product.finalPrice)}
            </span>
          </div>
          {product.lowestPrice && (
            <p className="product-view__lowest">
              Najniža cijena u zadnjih 30 dana: {formatPrice(product.lowestPrice.retailPrice)}
            </p>
          )}
          {product.membershipPrice && (
            <p className="product-view__member">
              Cijena za članove: <strong>{formatPrice(product.membershipPrice.retailPrice)}</strong>{' '}
              {viewer === 'member' && <span className="member-yours">Vaša cijena</span>}
              {guest && (
                <Link to="/profile/signUp" className="product-view__signup">
                  Postani član
                </Link>
              )}
            </p>
          )}
          {!product.purchasable && <p className="product-view__unavailable">{t.unavailable}</p>}
          {product.shortDescription && <p className="product-view__short">{product.shortDescription}</p>}
          <Suspense fallback={<div className="purchase purchase--loading" aria-busy="true" />}>
            {product.format === 'bundle' ? (
              <BundlePurchase product={product} />
            ) : (
              <ProductPurchase key={cartItemId ?? 0} product={product} cartItemId={cartItemId} />
            )}
          </Suspense>
          <button
            type="button"
            className={`product-view__wish${wished ? ' is-wished' : ''}`}
            aria-pressed={wished}
            onClick={() => void actions.toggleWishlist(product.id)}
          >
            <CatIcon name="heart" filled={wished} /> {wished ? 'Ukloni s liste želja' : 'Stavi na listu želja'}
          </button>
          {sized && (
            <Suspense fallback={null}>
              <SizeTables />
            </Suspense>
          )}
          {product.description && (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the description is the shop's own catalogue HTML, written by its staff, never by visitors.
            <div className="product-view__description" dangerouslySetInnerHTML={{ __html: product.description }} />
          )}
        </div>
      </div>
      <Suspense fallback={null}>
        <ProductReviews key={product.id} product={product} />
      </Suspense>
      {product.upsellProducts.length > 0 && (
        <Suspense fallback={null}>
          <UpsellCarousel products={product.upsellProducts} />
        </Suspense>
      )}
    </div>
  );
}
