import { assign, setup } from 'xstate';
import { fieldMessages } from '@shared/validation/messages.js';
import {
  SPONSOR_TEXT,
  canChoose,
  matchVariant,
  sanitiseNumber,
  sanitiseText,
  type ConfigAttribute,
  type ConfigVariant,
} from './product-configurator.values.js';

/**
 * One product's choices on the product or bundle page (docs/spec/shop.md 4, 5): configuration values (sold-out ones refused
 * with 'Odabranog proizvoda nema na stanju.'), then personalisation (number 1-99, text up to 12, the print
 * colour 'Boja personalizacije' pre-selected to its first value) and the sponsor
 * add-on, allowed only once a simple variant is known ('Odaberi konfiguraciju prije personalizacije.'). While
 * customised, the size is locked ('Prije promjene veličine odznači personalizaciju.'). The client injects the
 * notify actions (toasts); the cart issue reads the context to add the item.
 */
export interface ProductConfiguratorInput {
  /** simple and eProduct need no configuration. */
  simple: boolean;
  attributes: ConfigAttribute[];
  variants: ConfigVariant[];
  /** Values of the print colour option 'Boja personalizacije'; empty when the product has none. */
  colours: string[];
}

export interface ProductConfiguratorContext extends ProductConfiguratorInput {
  selected: Record<string, number>;
  variantId: number | null;
  personalised: boolean;
  number: string;
  text: string;
  /** The chosen print colour: the first of `colours` as soon as personalisation is on (docs/spec/shop.md 4). */
  colour: string;
  sponsor: boolean;
  /** Inline hint under the inputs, e.g. the max-digits message. */
  hint: string | null;
  /** An add-on was ticked before the size: the note beside the ticks asks for the size (cleared by choosing one). */
  sizeFirst: boolean;
}

export type ProductConfiguratorEvent =
  | { type: 'option.select'; code: string; valueId: number }
  | { type: 'personalisation.toggle' }
  | { type: 'sponsor.toggle' }
  | { type: 'number.input'; value: string }
  | { type: 'text.input'; value: string }
  | { type: 'colour.select'; value: string };

export const MAX_DIGITS_MESSAGE = 'Maksimalan dozvoljen broj znamenki je dosegnut.';
/** Said beside the add-on ticks refused for want of a size (docs/decisions/0194-walk-findings.md). */
export const SIZE_FIRST_MESSAGE = 'Najprije odaberite veličinu.';
/** A 0 typed alone: the spec's numbers are 1 to 99. */
export const NUMBER_RANGE_MESSAGE = fieldMessages.personalisationNumber;

export const productConfiguratorMachine = setup({
  types: {} as {
    context: ProductConfiguratorContext;
    events: ProductConfiguratorEvent;
    input: ProductConfiguratorInput;
  },
  actions: {
    notifyOutOfStock: () => {},
    notifyConfigurationFirst: () => {},
    askForSizeFirst: assign({ sizeFirst: true }),
    notifySizeLocked: () => {},
    selectOption: assign(({ context, event }) => {
      if (event.type !== 'option.select') return {};
      const selected = { ...context.selected, [event.code]: event.valueId };
      const variantId = matchVariant(context.attributes, context.variants, selected)?.id ?? null;
      return { selected, variantId, sizeFirst: context.sizeFirst && variantId === null };
    }),
    togglePersonalisation: assign(({ context }) =>
      context.personalised
        ? { personalised: false, number: '', text: '', colour: '', hint: null }
        : { personalised: true, colour: context.colours[0] ?? '' },
    ),
    // Clearing the sponsor empties its field; choosing it fills the fixed text (docs/spec/shop.md 4).
    toggleSponsor: assign(({ context }) => ({ sponsor: !context.sponsor })),
    typeNumber: assign(({ event }) => {
      if (event.type !== 'number.input') return {};
      const { value, capped, zero } = sanitiseNumber(event.value);
      return { number: value, hint: capped ? MAX_DIGITS_MESSAGE : zero ? NUMBER_RANGE_MESSAGE : null };
    }),
    typeText: assign(({ event }) => (event.type === 'text.input' ? { text: sanitiseText(event.value).value } : {})),
    selectColour: assign(({ event }) => (event.type === 'colour.select' ? { colour: event.value } : {})),
  },
  guards: {
    choosable: ({ context, event }) =>
      event.type === 'option.select' &&
      canChoose(context.attributes, context.variants, context.selected, event.code, event.valueId),
    variantKnown: ({ context }) => context.simple || context.variantId !== null,
    nothingCustomised: ({ context }) => !context.personalised && !context.sponsor,
    personalisationOn: ({ context }) => context.personalised,
    offeredColour: ({ context, event }) =>
      event.type === 'colour.select' && context.personalised && context.colours.includes(event.value),
  },
}).createMachine({
  id: 'productConfigurator',
  description: 'Configuration, personalisation and sponsor choices of one product.',
  context: ({ input }) => ({
    ...input,
    selected: {},
    variantId: null,
    personalised: false,
    number: '',
    text: '',
    colour: '',
    sponsor: false,
    hint: null,
    sizeFirst: false,
  }),
  initial: 'choosing',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['choosing', 'customised'],
    guards: {
      choosable: 'the value is in stock with what is already chosen',
      variantKnown: 'a simple product, or every option is chosen',
      nothingCustomised: 'personalisation and sponsor are both off',
      personalisationOn: 'personalisation is on',
      offeredColour: 'personalisation is on and the colour is offered',
    },
  },
  states: {
    choosing: {
      description: 'Values can be chosen; sold-out ones are refused. Personalisation waits for a chosen variant.',
      on: {
        'option.select': [
          { guard: 'choosable', description: 'A size or colour is picked.', actions: 'selectOption' },
          { description: 'A sold-out value: a toast says so.', actions: 'notifyOutOfStock' },
        ],
        'personalisation.toggle': [
          {
            guard: 'variantKnown',
            target: 'customised',
            description: "'Personaliziraj' is ticked: name and number fields open.",
            actions: 'togglePersonalisation',
          },
          {
            description: 'No size yet: refused, with a toast and a note beside the tick asking for it first.',
            actions: ['notifyConfigurationFirst', 'askForSizeFirst'],
          },
        ],
        'sponsor.toggle': [
          {
            guard: 'variantKnown',
            target: 'customised',
            description: 'The sponsor print is ticked.',
            actions: 'toggleSponsor',
          },
          {
            description: 'No size yet: refused, with a toast and a note beside the tick asking for it first.',
            actions: ['notifyConfigurationFirst', 'askForSizeFirst'],
          },
        ],
      },
    },
    customised: {
      description: `Personalisation or sponsor ('${SPONSOR_TEXT}') is on; the size is locked until both are off.`,
      always: {
        guard: 'nothingCustomised',
        target: 'choosing',
        description: 'Both unticked: the size can be changed again.',
      },
      on: {
        'option.select': { description: 'The size is locked: a toast says why.', actions: 'notifySizeLocked' },
        'personalisation.toggle': { description: 'Personalisation on or off.', actions: 'togglePersonalisation' },
        'sponsor.toggle': { description: 'Sponsor print on or off.', actions: 'toggleSponsor' },
        'number.input': {
          guard: 'personalisationOn',
          description: 'The shirt number is typed.',
          actions: 'typeNumber',
        },
        'text.input': { guard: 'personalisationOn', description: 'The name is typed.', actions: 'typeText' },
        'colour.select': {
          guard: 'offeredColour',
          description: 'The print colour is picked.',
          actions: 'selectColour',
        },
      },
    },
  },
});
