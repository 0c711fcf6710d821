import type { ProductDetail } from '../../../../lib/api-types.js';
import { useProductActions } from '../../actions-context.js';
import { AddButtonLabel } from './AddButtonLabel.js';
import { OptionSelectors } from './OptionSelectors.js';
import { Personalisation } from './Personalisation.js';
import { StockRequest } from './StockRequest.js';
import { personalisationOf, useConfigurator } from './use-configurator.js';
import { useLineEdit } from './use-line-edit.js';
import { useProductSettings } from './use-product-settings.js';

/** Selectors, personalisation and the add-to-cart button of a single product (lazy: it brings XState). */
export default function ProductPurchase({ product, cartItemId }: { product: ProductDetail; cartItemId?: number }) {
  const settings = useProductSettings();
  const actions = useProductActions();
  const { actor, context, locked } = useConfigurator(product);
  const line = useLineEdit(product, actor, cartItemId);
  const needsVariant = product.configurationAttributes.length > 0;
  const variant = product.associatedProducts.find((v) => v.id === context.variantId);
  return (
    <div className="purchase">
      <OptionSelectors
        attributes={product.configurationAttributes}
        selected={context.selected}
        locked={locked}
        send={actor.send}
      />
      <Personalisation
        options={product.customOptions}
        context={context}
        send={actor.send}
        basePrice={variant?.finalPrice ?? product.finalPrice}
        notice={settings.notice ?? 'Personalizirani proizvodi ne mogu se vratiti ni zamijeniti.'}
      />
      <button
        type="button"
        className="btn btn--primary purchase__cta"
        disabled={!product.purchasable || (needsVariant && !variant?.purchasable)}
        onClick={() => {
          const options = {
            variantId: context.variantId,
            personalisation: personalisationOf(context),
            noReturnNoticeShown: context.personalised || context.sponsor,
          };
          if (line.editing) line.save({ type: 'line.save', choice: options });
          else void actions.addToCart(product, options);
        }}
      >
        {line.editing ? 'SPREMI PROMJENE' : <AddButtonLabel productId={product.id} />}
      </button>
      {needsVariant && !variant && product.purchasable && (
        <p className="purchase__hint">Odaberite veličinu za dodavanje u košaricu.</p>
      )}
      {!line.editing && <StockRequest product={product} />}
    </div>
  );
}
