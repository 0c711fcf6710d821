import { useEffect, useMemo, useState } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useRouteContext } from '@tanstack/react-router';
import {
  productConfiguratorMachine,
  type ProductConfiguratorContext,
} from '@machines/product-configurator/product-configurator.machine.js';
import type { ProductDetail } from '../../../../lib/api-types.js';

export type Configurable = Pick<ProductDetail, 'format' | 'configurationAttributes' | 'associatedProducts'> & {
  customOptions?: ProductDetail['customOptions'];
};

/** The values of the print colour option ('Boja personalizacije'), if the product offers one. */
export function colourValues(options: ProductDetail['customOptions'] | undefined): string[] {
  return options?.find((o) => o.code === 'colour')?.values ?? [];
}

export const OUT_OF_STOCK = 'Odabranog proizvoda nema na stanju.';
export const CONFIGURE_FIRST = 'Odaberi konfiguraciju prije personalizacije.';
export const SIZE_LOCKED = 'Prije promjene veličine odznači personalizaciju.';

/** What the configurator hands to the cart: the personalisation when any of it is on, else null. */
export function personalisationOf(context: ProductConfiguratorContext) {
  if (!context.personalised && !context.sponsor) return null;
  return {
    number: context.number,
    text: context.text,
    sponsor: context.sponsor,
    ...(context.colour ? { colour: context.colour } : {}),
  };
}

/**
 * machines/product-configurator for one product, its messages shown as toasts. `onChange` hears every choice,
 * the first one included (a bundle page forwards them to its bundle machine); it must be a stable function.
 */
export function useConfigurator(product: Configurable, onChange?: (context: ProductConfiguratorContext) => void) {
  const { toasts } = useRouteContext({ from: '__root__' });
  const input = useMemo(
    () => ({
      simple: product.format === 'simple' || product.format === 'eProduct',
      attributes: product.configurationAttributes.map((a) => ({
        code: a.attributeCode,
        values: a.values.map((v) => ({ id: v.id, available: v.available })),
      })),
      variants: product.associatedProducts.map((v) => ({ id: v.id, options: v.options, purchasable: v.purchasable })),
      colours: colourValues(product.customOptions),
    }),
    [product],
  );
  // Provided once (useActorRef keeps the first machine anyway): a new machine per render cost every choice's frame.
  const [machine] = useState(() =>
    productConfiguratorMachine.provide({
      actions: {
        notifyOutOfStock: () => void toasts.show({ kind: 'info', message: OUT_OF_STOCK }),
        notifyConfigurationFirst: () => void toasts.show({ kind: 'info', message: CONFIGURE_FIRST }),
        notifySizeLocked: () => void toasts.show({ kind: 'info', message: SIZE_LOCKED }),
      },
    }),
  );
  const actor = useActorRef(machine, { input });
  const context = useSelector(actor, (s) => s.context);
  const locked = useSelector(actor, (s) => s.matches('customised'));
  useEffect(() => {
    if (!onChange) return;
    onChange(actor.getSnapshot().context);
    const subscription = actor.subscribe((snapshot) => onChange(snapshot.context));
    return () => subscription.unsubscribe();
  }, [actor, onChange]);
  return { actor, context, locked };
}
