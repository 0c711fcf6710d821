import { assign, fromPromise, setup } from 'xstate';
import { fieldErrors } from '@shared/validation/fields.js';
import { personalisationValueSchemas, sanitiseNumber, sanitiseText } from '@shared/validation/personalisation.js';
import * as form from '../form/form.js';

/**
 * The inline number or text of a personalised cart line: what is typed follows the personalisation
 * rules as on the product page; leaving the field saves it when it changed ('Broj personalizacije uspješno
 * ažuriran.'); an emptied or broken value is refused under the field, and so is a refusal of the server.
 * The client injects the actor `saveValue` (updateItem with the line's personalisation map) and `notifySaved`.
 */
export type PersonalisationPart = 'number' | 'text';

export interface PersonalisationEditInput {
  part: PersonalisationPart;
  /** The value the line has now. */
  saved: string;
}

export interface PersonalisationEditContext extends form.FormContext<{ value: string }> {
  part: PersonalisationPart;
  saved: string;
}

export type PersonalisationEditEvent =
  | form.FieldChange<{ value: string }>
  /** The field lost focus: a changed value is saved. */
  | { type: 'field.blur' };

const validate = (context: PersonalisationEditContext) =>
  fieldErrors(personalisationValueSchemas[context.part], context.values);

const keep = {
  number: (raw: string) => sanitiseNumber(raw).value,
  text: (raw: string) => sanitiseText(raw).value,
};

export const personalisationEditMachine = setup({
  types: {} as {
    context: PersonalisationEditContext;
    events: PersonalisationEditEvent;
    input: PersonalisationEditInput;
  },
  actors: {
    saveValue: fromPromise<void, { part: PersonalisationPart; value: string }>(async () => {
      throw new Error('personalisationEditMachine: provide the saveValue actor');
    }),
  },
  actions: {
    changeField: assign(({ context }, change: form.FieldChange<{ value: string }>) =>
      form.withChange(context, change, validate, { value: keep[context.part] }),
    ),
    showErrors: assign(({ context }) => form.withSubmit(context, validate)),
    settle: assign(({ context }) => ({ ...form.formContext(context.values), saved: context.values.value })),
    keepFailure: assign((_, params: { error: unknown }) => form.withFailure(params.error)),
    notifySaved: (_, _params: { part: PersonalisationPart }) => {},
  },
  guards: {
    unchanged: ({ context }) => context.values.value.trim() === context.saved,
    invalid: ({ context }) => Object.keys(validate(context)).length > 0,
  },
}).createMachine({
  id: 'personalisationEdit',
  description: 'The number or text of a personalised cart line, saved when the field is left.',
  context: ({ input }) => ({ ...form.formContext({ value: input.saved }), part: input.part, saved: input.saved }),
  initial: 'editing',
  meta: {
    // docs/decisions/0141-complete-machine-diagrams.md
    happyPath: ['editing', 'saving'],
    guards: {
      unchanged: 'the value is the one the line has',
      invalid: 'emptied, or not a number 1–99 / not 1–12 letters and digits',
    },
  },
  states: {
    editing: {
      description: 'The visitor types; only what the personalisation rules allow is kept.',
      on: {
        'field.change': {
          description: 'A key is typed: only what the personalisation allows is kept.',
          actions: { type: 'changeField', params: ({ event }) => event },
        },
        'field.blur': [
          { guard: 'unchanged', description: 'The field is left unchanged: nothing to save.', actions: 'settle' },
          { guard: 'invalid', description: 'The field is left: the error shows under it.', actions: 'showErrors' },
          { target: 'saving', description: 'The field is left with a new value: it is saved.', actions: 'showErrors' },
        ],
      },
    },
    saving: {
      description: "The line's personalisation map is updated; the server recomputes the service lines.",
      invoke: {
        id: 'saveValue',
        src: 'saveValue',
        input: ({ context }) => ({ part: context.part, value: context.values.value.trim() }),
        onDone: {
          target: 'editing',
          description: "Saved: 'Broj personalizacije uspješno ažuriran.' (or the text's toast).",
          meta: { kind: 'happy' },
          actions: ['settle', { type: 'notifySaved', params: ({ context }) => ({ part: context.part }) }],
        },
        onError: {
          target: 'editing',
          description: 'The server refused it, or no connection: the reason shows under the field.',
          actions: { type: 'keepFailure', params: ({ event }) => event },
        },
      },
    },
  },
});
