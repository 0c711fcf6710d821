import { Link, useRouteContext } from '@tanstack/react-router';
import { MediaImage } from '../../../components/ui/MediaImage.js';
import { formatPrice } from '../../../lib/format.js';
import { t } from '../../../lib/i18n.js';
import type { CardProduct } from '../../../lib/card-product.js';
import { useViewer } from '../../../lib/viewer.js';
import { AddButtonLabel } from './product/AddButtonLabel.js';
import { useProductActions } from '../actions-context.js';
import { cardImages } from '../../../lib/media-order.js';
import { CatIcon } from './icons.js';
import { Stars } from './product/Stars.js';
import './product-card.css';

const LAYOUT = '(max-width: 580px) 50vw, (max-width: 1216px) 33vw, 320px';

/**
 * A product as listed: up to two images (the second shows on hover), name clamped to two
 * lines, price with the struck original and 'POPUST!', member price, wishlist heart and hover actions. An
 * unavailable product shows 'Trenutno nedostupno' over the image and hides the heart and the badge.
 */
export function ProductCard({ product, priority = false }: { product: CardProduct; priority?: boolean }) {
  const { config, auth } = useRouteContext({ from: '__root__' });
  // A member reads the members' price as theirs (a CMS preview as a member too, docs/decisions/0249).
  const viewer = useViewer(auth);
  const actions = useProductActions();
  const [first, second] = cardImages(product.media);
  const discounted = product.finalPrice < product.retailPrice;
  const unavailable = !product.purchasable;
  const wished = actions.isWished(product.id);
  return (
    <article className={`product-card${unavailable ? ' product-card--unavailable' : ''}${second ? ' has-second' : ''}`}>
      <div className="product-card__media">
        <Link
          to="/product/$slug"
          params={{ slug: product.slug }}
          className="product-card__image-link"
          tabIndex={-1}
          aria-hidden="true"
        >
          <MediaImage
            media={first?.media}
            sizes={['small', 'medium']}
            layoutSizes={LAYOUT}
            alt=""
            apiKeyId={config.apiKeyId}
            priority={priority}
            className="product-card__img"
          />
          {second && (
            <MediaImage
              media={second.media}
              sizes={['small', 'medium']}
              layoutSizes={LAYOUT}
              alt=""
              apiKeyId={config.apiKeyId}
              className="product-card__img product-card__img--second"
            />
          )}
        </Link>
        {discounted && !unavailable && <span className="product-card__badge">{t.discount}</span>}
        {unavailable && <span className="product-card__unavailable">{t.unavailable}</span>}
        {!unavailable && (
          <button
            type="button"
            className={`product-card__wish${wished ? ' is-wished' : ''}`}
            aria-pressed={wished}
            title={wished ? 'Ukloni s liste želja' : 'Stavi na listu želja'}
            aria-label={wished ? 'Ukloni s liste želja' : 'Stavi na listu želja'}
            onClick={() => void actions.toggleWishlist(product.id)}
          >
            <CatIcon name="heart" filled={wished} />
          </button>
        )}
        <div className="product-card__actions">
          <Link to="/product/$slug" params={{ slug: product.slug }} className="product-card__action">
            <CatIcon name="eye" size={18} /> Pogledaj
          </Link>
          {product.format === 'simple' && !unavailable && (
            <button type="button" className="product-card__action" onClick={() => void actions.addToCart(product)}>
              <CatIcon name="cart" size={18} /> <AddButtonLabel productId={product.id} />
            </button>
          )}
        </div>
      </div>
      <Link to="/product/$slug" params={{ slug: product.slug }} className="product-card__link">
        <h3 className="product-card__name">{product.name}</h3>
      </Link>
      {product.ratingCount > 0 && <Stars rating={product.rating} count={product.ratingCount} small />}
      {/* Not a paragraph: a bold price over the members' price line reads as a heading to assistive software. */}
      <div className="product-card__price">
        {discounted && (
          <s className="product-card__old">
            <span className="visually-hidden">Stara cijena: </span>
            {formatPrice(product.retailPrice)}
          </s>
        )}
        <span className={discounted ? 'product-card__final product-card__final--sale' : 'product-card__final'}>
          {discounted && <span className="visually-hidden">Nova cijena: </span>}
          {formatPrice(product.finalPrice)}
        </span>
      </div>
      {product.membershipPrice && (
        <p className="product-card__member">
          Cijena za članove: <strong>{formatPrice(product.membershipPrice.retailPrice)}</strong>
          {viewer === 'member' && <span className="member-yours">Vaša cijena</span>}
        </p>
      )}
    </article>
  );
}
