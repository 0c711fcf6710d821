import { Link } from '@tanstack/react-router';
import { COUPON_NOT_ON_LINE, couponLineNote } from '@shared/coupon-words.js';
import { eurosToCents } from '@shared/money.js';
import { MediaImage } from '../../../components/ui/MediaImage.js';
import { formatPrice } from '../../../lib/format.js';
import type { CartItem } from '../api/cart-calls.js';
import type { CartCalls } from '../runtime.js';
import { PersonalisationEdit } from './PersonalisationEdit.js';
import { QuantityControl } from './QuantityControl.js';

/** One cart row: image, name (link to the product, `?cartItemId` for a personalised line), parts, price, quantity. */
export function CartLine({
  item,
  runtime,
  apiKeyId,
  compact,
  couponApplied,
}: {
  item: CartItem;
  runtime: CartCalls;
  apiKeyId: number;
  compact?: boolean;
  /** A coupon is on the cart: a line it does not reduce says so (docs/decisions/0232-one-way-to-show-a-coupon.md). */
  couponApplied?: boolean;
}) {
  const price = item.prices.converted;
  const slug = item.productData.mainProductSlug ?? item.productData.slug;
  // docs/spec/site-frame.md 2: a variant that is not shown on its own links to its main product, opening this line to edit.
  const child = Boolean(item.productData.mainProductSlug) && !item.productData.isVisibleIndividually;
  const linkable = item.type !== 'service' && (item.productData.isVisibleIndividually || child);
  return (
    <li className="cart-line" data-testid="cart-line" data-slug={item.productData.slug}>
      <MediaImage
        media={item.productData.media?.media}
        sizes={['thumbnail', 'small']}
        layoutSizes="80px"
        alt=""
        apiKeyId={apiKeyId}
        className="cart-line__img"
      />
      <div className="cart-line__body">
        {linkable ? (
          <Link
            to="/product/$slug"
            params={{ slug }}
            search={child ? { cartItemId: item.itemId } : {}}
            className="cart-line__name"
          >
            {item.productData.name}
          </Link>
        ) : (
          <span className="cart-line__name">{item.productData.name}</span>
        )}
        {item.childProducts.length > 0 && (
          <ul className="cart-line__parts">
            {item.childProducts.map((c) => (
              <li key={`${c.main}-${c.selected}`}>
                {c.quantity > 1 ? `${c.quantity} × ` : ''}
                {c.name}
              </li>
            ))}
          </ul>
        )}
        {!compact && <PersonalisationEdit item={item} runtime={runtime} />}
        <QuantityControl key={`${item.itemId}:${item.qty}`} item={item} runtime={runtime} compact={compact} />
      </div>
      <div className="cart-line__price">
        {price.memberPriceApplied && <s className="cart-line__regular">{formatPrice(price.regularPrice * item.qty)}</s>}
        <strong data-testid="line-total">{formatPrice(price.row)}</strong>
        {item.qty > 1 && (
          <small>
            {item.qty} × {formatPrice(price.finalPrice)}
          </small>
        )}
        {couponApplied &&
          (price.couponDiscount > 0 ? (
            <small className="cart-line__coupon">{couponLineNote(eurosToCents(price.couponDiscount), true)}</small>
          ) : (
            <small className="cart-line__no-coupon">{COUPON_NOT_ON_LINE}</small>
          ))}
      </div>
    </li>
  );
}
