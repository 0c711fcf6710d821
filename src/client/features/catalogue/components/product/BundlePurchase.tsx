import { useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import type { ProductConfiguratorContext } from '@machines/product-configurator/product-configurator.machine.js';
import { MediaImage } from '../../../../components/ui/MediaImage.js';
import { formatPrice } from '../../../../lib/format.js';
import { t } from '../../../../lib/i18n.js';
import type { ProductDetail } from '../../../../lib/api-types.js';
import type { ProductSettings } from '../../api/product-settings.js';
import { useProductActions } from '../../actions-context.js';
import { orderedMedia } from '../../media-order.js';
import { OptionSelectors } from './OptionSelectors.js';
import { Personalisation } from './Personalisation.js';
import { personalisationOf, useConfigurator } from './use-configurator.js';

type Part = ProductDetail['bundles'][number];

/**
 * A bundle's parts, each with its own selectors and personalisation (shop.md 2). Adding is allowed only when every
 * configurable part has a chosen purchasable variant and the bundle is available (shop.md 4).
 */
export default function BundlePurchase({ product, settings }: { product: ProductDetail; settings: ProductSettings }) {
  const actions = useProductActions();
  const [choices, setChoices] = useState<Record<number, ProductConfiguratorContext>>({});
  const ready = product.bundles.every((part) => {
    if (part.product.configurationAttributes.length === 0) return part.product.purchasable;
    const variantId = choices[part.product.id]?.variantId;
    return part.product.associatedProducts.some((v) => v.id === variantId && v.purchasable);
  });
  const canAdd = product.purchasable && ready;
  return (
    <div className="purchase purchase--bundle">
      <h2 className="bundle__title">Proizvodi u paketu</h2>
      <ol className="bundle__parts">
        {product.bundles.map((part) => (
          <BundlePartRow
            key={part.product.id}
            part={part}
            settings={settings}
            onChange={(context) => setChoices((all) => ({ ...all, [part.product.id]: context }))}
          />
        ))}
      </ol>
      <button
        type="button"
        className="btn btn--primary purchase__cta"
        disabled={!canAdd}
        onClick={() =>
          void actions.addToCart(product, {
            bundleParts: product.bundles.map((part) => {
              const c = choices[part.product.id];
              return {
                productId: part.product.id,
                variantId: c?.variantId ?? null,
                personalisation: c ? personalisationOf(c) : null,
              };
            }),
          })
        }
      >
        {t.addToCart}
      </button>
      {!canAdd && product.purchasable && (
        <p className="purchase__hint">Odaberite veličinu svakog proizvoda u paketu.</p>
      )}
    </div>
  );
}

function BundlePartRow({
  part,
  settings,
  onChange,
}: {
  part: Part;
  settings: ProductSettings;
  onChange: (c: ProductConfiguratorContext) => void;
}) {
  const { config } = useRouteContext({ from: '__root__' });
  const { actor, context, locked } = useConfigurator(part.product, onChange);
  const image = orderedMedia(part.product.media)[0];
  return (
    <li className="bundle-part">
      <div className="bundle-part__head">
        <MediaImage
          media={image?.media}
          sizes={['thumbnail', 'small']}
          layoutSizes="72px"
          alt=""
          apiKeyId={config.apiKeyId}
          className="bundle-part__img"
        />
        <div>
          <h3 className="bundle-part__name">
            {part.quantity > 1 ? `${part.quantity} × ` : ''}
            {part.product.name}
          </h3>
          <p className="bundle-part__price">{formatPrice(part.product.finalPrice)}</p>
          {!part.product.purchasable && <p className="bundle-part__out">{t.unavailable}</p>}
        </div>
      </div>
      <OptionSelectors
        attributes={part.product.configurationAttributes}
        selected={context.selected}
        locked={locked}
        send={actor.send}
      />
      <Personalisation
        options={part.product.customOptions ?? []}
        context={context}
        send={actor.send}
        sponsorText={settings.sponsorText}
        notice={settings.notice}
      />
    </li>
  );
}
