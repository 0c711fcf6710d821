import { assign, setup } from 'xstate';

/**
 * A bundle's page: each part has its own configurator; this machine keeps every part's choice
 * (variant and personalisation) and lets the bundle be added only when it is available and every configurable
 * part has a purchasable variant ('Odaberite veličinu svakog proizvoda u paketu.' meanwhile). The client injects
 * `addBundle`, which hands the parts' choices to the add-to-cart machine.
 */
export interface BundlePart {
  productId: number;
  /** A part with configuration attributes needs a chosen variant. */
  configurable: boolean;
  purchasable: boolean;
  variants: Array<{ id: number; purchasable: boolean }>;
}

export interface PartPersonalisation {
  number: string;
  text: string;
  sponsor: boolean;
  colour?: string;
}

export interface PartChoice {
  variantId: number | null;
  personalisation: PartPersonalisation | null;
}

export interface BundlePurchaseInput {
  parts: BundlePart[];
  /** The bundle itself can be bought (stock of every part, not archived). */
  purchasable: boolean;
}

export interface BundlePurchaseContext extends BundlePurchaseInput {
  /** Part product id → its configurator's current choice. */
  choices: Record<number, PartChoice>;
}

export type BundlePurchaseEvent =
  /** A part's configurator changed. */
  | { type: 'part.changed'; productId: number; choice: PartChoice }
  /** 'Dodaj u košaricu'. */
  | { type: 'bundle.add' };

export interface BundleAdd {
  bundleParts: Array<{ productId: number; variantId: number | null; personalisation: PartPersonalisation | null }>;
}

function partReady(part: BundlePart, choice: PartChoice | undefined): boolean {
  if (!part.configurable) return part.purchasable;
  return part.variants.some((v) => v.id === choice?.variantId && v.purchasable);
}

export const bundlePurchaseMachine = setup({
  types: {} as { context: BundlePurchaseContext; events: BundlePurchaseEvent; input: BundlePurchaseInput },
  actions: {
    keepChoice: assign(({ context }, params: { productId: number; choice: PartChoice }) => ({
      choices: { ...context.choices, [params.productId]: params.choice },
    })),
    addBundle: (_, _params: BundleAdd) => {},
  },
  guards: {
    unavailable: ({ context }) => !context.purchasable,
    everyPartChosen: ({ context }) => context.parts.every((part) => partReady(part, context.choices[part.productId])),
  },
}).createMachine({
  id: 'bundlePurchase',
  description: "A bundle's parts, each with its choice, and the add once every part is chosen.",
  context: ({ input }) => ({ ...input, choices: {} }),
  initial: 'checking',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['checking', 'choosing', 'ready'],
    guards: {
      unavailable: 'a part is out of stock, or the bundle is withdrawn',
      everyPartChosen: 'every part is in stock, in the chosen size where it has sizes',
    },
  },
  states: {
    checking: {
      description: 'Weighs the choices: is every configurable part on a purchasable variant?',
      always: [
        { guard: 'unavailable', target: 'unavailable', description: 'The bundle is shown, but cannot be bought.' },
        {
          guard: 'everyPartChosen',
          target: 'ready',
          description: "'Dodaj u košaricu' can be pressed.",
          meta: { kind: 'happy' },
        },
        { target: 'choosing', description: 'A size is still missing: the button waits.' },
      ],
    },
    unavailable: {
      type: 'final',
      description: "The bundle cannot be bought now: the button is disabled and the parts show 'Trenutno nedostupno'.",
    },
    choosing: {
      description:
        "A part still lacks its size: the button is disabled, 'Odaberite veličinu svakog proizvoda u paketu.'",
      on: {
        'part.changed': {
          target: 'checking',
          description: "A part's size or personalisation is chosen: the choices are weighed again.",
          meta: { kind: 'happy' },
          actions: { type: 'keepChoice', params: ({ event }) => event },
        },
      },
    },
    ready: {
      description: 'Every part is chosen: the button adds the bundle with each part’s variant and personalisation.',
      on: {
        'part.changed': {
          target: 'checking',
          description: "A part's size or personalisation changes: the choices are weighed again.",
          actions: { type: 'keepChoice', params: ({ event }) => event },
        },
        'bundle.add': {
          description: "'Dodaj u košaricu': the bundle goes to the cart with each part's size and personalisation.",
          actions: {
            type: 'addBundle',
            params: ({ context }) => ({
              bundleParts: context.parts.map((part) => ({
                productId: part.productId,
                variantId: context.choices[part.productId]?.variantId ?? null,
                personalisation: context.choices[part.productId]?.personalisation ?? null,
              })),
            }),
          },
        },
      },
    },
  },
});
