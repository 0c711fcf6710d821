import { assign, fromPromise, setup } from 'xstate';
import { type ProductFormValues, productFormSchema } from '@shared/validation/product-admin.js';
import * as form from '../form/form.js';

/**
 * The back office's product form, new or existing (docs/decisions/0176-product-status-drives-archived.md): the
 * machine owns the values, the field errors of the shared product rules and the server's refusal (a taken SKU or
 * slug, a price rule: the view shows it under `failure.payload.field`). The client injects `saveProduct` (create or
 * update with the values) and `saved` (what to do with the answer: open the new product, refresh the page's data).
 */
export type ProductFormContext = form.FormContext<ProductFormValues>;

export type ProductFormEvent =
  | form.FieldChange<ProductFormValues>
  /** A chip of a multiple choice (tags, attribute values, sizes, colours) ticked or unticked. */
  | { type: 'choice.toggle'; field: 'tagIds' | 'attributeValueIds' | 'sizeValueIds' | 'colourValueIds'; id: number }
  | PartEvent
  | { type: 'form.submit' };

/** A bundle's parts: a product added (once: a part already there stays as it is), its quantity typed, or removed. */
type PartEvent =
  | { type: 'part.add'; productId: number; name: string }
  | { type: 'part.quantity'; productId: number; quantity: number }
  | { type: 'part.remove'; productId: number };

type Part = ProductFormValues['bundleParts'][number];

function partsAfter(parts: Part[], event: PartEvent): Part[] {
  switch (event.type) {
    case 'part.add':
      return parts.some((p) => p.productId === event.productId)
        ? parts
        : [...parts, { productId: event.productId, name: event.name, quantity: 1 }];
    case 'part.quantity':
      return parts.map((p) => (p.productId === event.productId ? { ...p, quantity: event.quantity } : p));
    case 'part.remove':
      return parts.filter((p) => p.productId !== event.productId);
  }
}

const validate = form.checkWith(productFormSchema);

export const adminProductFormMachine = setup({
  types: {} as { context: ProductFormContext; events: ProductFormEvent; input: { values: ProductFormValues } },
  actors: {
    saveProduct: fromPromise<{ id: number }, { values: ProductFormValues }>(async () => {
      throw new Error('adminProductFormMachine: provide the saveProduct actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<ProductFormValues>) =>
      form.withChange(context, change, validate),
    ),
    toggleChoice: assign(
      (
        { context },
        params: { field: 'tagIds' | 'attributeValueIds' | 'sizeValueIds' | 'colourValueIds'; id: number },
      ) => {
        const chosen = context.values[params.field];
        const value = chosen.includes(params.id) ? chosen.filter((id) => id !== params.id) : [...chosen, params.id];
        return form.withChange(context, { type: 'field.change', field: params.field, value }, validate);
      },
    ),
    changeParts: assign(({ context }, event: PartEvent) =>
      form.withChange(
        context,
        { type: 'field.change', field: 'bundleParts', value: partsAfter(context.values.bundleParts, event) },
        validate,
      ),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
    saved: (_, _output: { id: number }) => {},
    focusFirstError: () => {},
  },
  guards: {
    valid: ({ context }) => form.isValid(context, validate),
  },
}).createMachine({
  id: 'adminProductForm',
  description: 'A product form: typed values checked by the shared rules, saved once, refusals shown on their field.',
  initial: 'editing',
  context: ({ input }) => form.formContext(input.values),
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['editing', 'saving', 'saved'],
    guards: { valid: 'every field keeps the shared product rules' },
  },
  states: {
    editing: {
      description: 'Staff type and choose; once submitted, each field shows its first broken rule.',
      on: {
        'field.change': {
          description: 'A field is typed or chosen.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'choice.toggle': {
          description: 'A chip (tag, filter value, size, colour) is ticked or unticked.',
          actions: { type: 'toggleChoice', params: ({ event }) => event },
        },
        'part.add': {
          description: "A product is added to the bundle's parts, once.",
          actions: { type: 'changeParts', params: ({ event }) => event },
        },
        'part.quantity': {
          description: "A part's quantity in one bundle is typed.",
          actions: { type: 'changeParts', params: ({ event }) => event },
        },
        'part.remove': {
          description: 'A part is taken out of the bundle.',
          actions: { type: 'changeParts', params: ({ event }) => event },
        },
        'form.submit': [
          { guard: 'valid', target: 'saving', description: 'Saved with valid fields.', actions: 'showErrors' },
          {
            description: 'A broken rule: the errors show, the first gets focus.',
            actions: ['showErrors', 'focusFirstError'],
          },
        ],
      },
    },
    saving: {
      description: "Sent once: the button reads 'Spremanje...' and further submits wait.",
      invoke: {
        id: 'saveProduct',
        src: 'saveProduct',
        input: ({ context }) => ({ values: context.values }),
        onDone: {
          target: 'saved',
          description: 'The product is saved as one transaction.',
          actions: { type: 'saved', params: ({ event }) => event.output },
        },
        onError: {
          target: 'editing',
          description: 'Refused (a taken SKU or slug, a price rule): shown on its field.',
          actions: [{ type: 'keepFailure', params: ({ event }) => event }, 'focusFirstError'],
        },
      },
    },
    saved: {
      description: 'Saved: a notice says so; any further change starts a new edit.',
      on: {
        'field.change': {
          target: 'editing',
          description: 'A further change.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'choice.toggle': {
          target: 'editing',
          description: 'A further choice.',
          actions: { type: 'toggleChoice', params: ({ event }) => event },
        },
        'part.add': {
          target: 'editing',
          description: 'A further part.',
          actions: { type: 'changeParts', params: ({ event }) => event },
        },
        'part.quantity': {
          target: 'editing',
          description: "A further part's quantity.",
          actions: { type: 'changeParts', params: ({ event }) => event },
        },
        'part.remove': {
          target: 'editing',
          description: 'A part taken out.',
          actions: { type: 'changeParts', params: ({ event }) => event },
        },
        'form.submit': { target: 'saving', description: 'Saved again as it is.' },
      },
    },
  },
});
