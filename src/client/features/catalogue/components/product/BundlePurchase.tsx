import { useCallback } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { bundlePurchaseMachine } from '@machines/bundle-purchase/bundle-purchase.machine.js';
import type { ProductConfiguratorContext } from '@machines/product-configurator/product-configurator.machine.js';
import { MediaImage } from '../../../../components/ui/MediaImage.js';
import { formatPrice } from '../../../../lib/format.js';
import { t } from '../../../../lib/i18n.js';
import type { ProductDetail } from '../../../../lib/api-types.js';
import type { ProductSettings } from '../../api/product-settings.js';
import { useProductSettings } from './use-product-settings.js';
import { useProductActions } from '../../actions-context.js';
import { orderedMedia } from '../../../../lib/media-order.js';
import { AddButtonLabel } from './AddButtonLabel.js';
import { OptionSelectors } from './OptionSelectors.js';
import { Personalisation } from './Personalisation.js';
import { personalisationOf, useConfigurator } from './use-configurator.js';

type Part = ProductDetail['bundles'][number];

/**
 * A bundle's parts, each with its own selectors and personalisation; the bundle purchase machine keeps
 * their choices and lets the bundle be added once it is available and every configurable part has a purchasable
 * variant.
 */
export default function BundlePurchase({ product }: { product: ProductDetail }) {
  const settings = useProductSettings();
  const actions = useProductActions();
  const bundle = useActorRef(
    bundlePurchaseMachine.provide({
      actions: { addBundle: (_, choices) => void actions.addToCart(product, choices) },
    }),
    {
      input: {
        purchasable: product.purchasable,
        parts: product.bundles.map(({ product: part }) => ({
          productId: part.id,
          configurable: part.configurationAttributes.length > 0,
          purchasable: part.purchasable,
          variants: part.associatedProducts.map((v) => ({ id: v.id, purchasable: v.purchasable })),
        })),
      },
    },
  );
  const ready = useSelector(bundle, (s) => s.matches('ready'));
  const choosing = useSelector(bundle, (s) => s.matches('choosing'));
  // The saving is the parts bought one by one minus the bundle, in cents; shown only when there is one
  // (docs/decisions/0085-prices-that-agree-with-their-words.md).
  const partsCents = product.bundles.reduce(
    (sum, part) => sum + Math.round(part.product.finalPrice * 100) * part.quantity,
    0,
  );
  const savingCents = partsCents - Math.round(product.finalPrice * 100);
  return (
    <div className="purchase purchase--bundle">
      <h2 className="bundle__title">Proizvodi u paketu</h2>
      {savingCents > 0 && (
        <p className="bundle__saving">
          Pojedinačno {formatPrice(partsCents / 100)} · <strong>Uštedite {formatPrice(savingCents / 100)}</strong>
        </p>
      )}
      <ol className="bundle__parts">
        {product.bundles.map((part) => (
          <BundlePartRow key={part.product.id} part={part} settings={settings} onChange={bundle.send} />
        ))}
      </ol>
      <button
        type="button"
        className="btn btn--primary purchase__cta"
        disabled={!ready}
        onClick={() => bundle.send({ type: 'bundle.add' })}
      >
        <AddButtonLabel productId={product.id} />
      </button>
      {choosing && <p className="purchase__hint">Odaberite veličinu svakog proizvoda u paketu.</p>}
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
  onChange: (event: {
    type: 'part.changed';
    productId: number;
    choice: { variantId: number | null; personalisation: ReturnType<typeof personalisationOf> };
  }) => void;
}) {
  const { config } = useRouteContext({ from: '__root__' });
  const productId = part.product.id;
  const forward = useCallback(
    (c: ProductConfiguratorContext) =>
      onChange({
        type: 'part.changed',
        productId,
        choice: { variantId: c.variantId, personalisation: personalisationOf(c) },
      }),
    [onChange, productId],
  );
  const { actor, context, locked } = useConfigurator(part.product, forward);
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
        notice={settings.notice}
      />
    </li>
  );
}
