import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  type PersonalisationPart,
  personalisationEditMachine,
} from '@machines/personalisation-edit/personalisation-edit.machine.js';
import {
  NUMBER_MAX_LENGTH,
  PERSONALISATION_KEYS as KEY,
  SPONSOR_DESCRIPTION,
  TEXT_MAX_LENGTH,
} from '@shared/validation/personalisation.js';
import { errorText } from '../../../lib/error-texts.js';
import type { CartItem, Personalizations } from '../api/cart-calls.js';
import * as calls from '../api/cart-calls.js';
import type { CartCalls } from '../runtime.js';
import { cartTexts } from '../texts.js';

const PARTS = {
  number: { key: KEY.number, label: cartTexts.number, saved: cartTexts.numberSaved, maxLength: NUMBER_MAX_LENGTH },
  text: { key: KEY.text, label: cartTexts.text, saved: cartTexts.textSaved, maxLength: TEXT_MAX_LENGTH },
} as const;

/** The line's value of a part ('Unesi tekst' is an older spelling of the text key). */
const savedValue = (p: Personalizations, part: PersonalisationPart) =>
  part === 'number' ? p[KEY.number] : (p[KEY.text] ?? p[KEY.textAlias]);

/** Inline number and text of a personalised line, saved on blur; the colour and sponsors as chosen. */
export function PersonalisationEdit({ item, runtime }: { item: CartItem; runtime: CartCalls }) {
  const p = item.options.personalizations;
  if (!p || (!p[KEY.number] && !savedValue(p, 'text') && !p[KEY.sponsor])) return null;
  return (
    <div className="cart-line__perso">
      {(['number', 'text'] as const).map((part) => {
        const saved = savedValue(p, part);
        // Keyed by the saved value: a line changed elsewhere starts its field afresh.
        return saved === undefined ? null : (
          <PartField key={`${part}:${saved}`} item={item} runtime={runtime} part={part} saved={saved} />
        );
      })}
      {p[KEY.colour] && (
        <p className="cart-line__sponsor">
          {cartTexts.colour}: {p[KEY.colour]}
        </p>
      )}
      {p[KEY.sponsor] && (
        <p className="cart-line__sponsor">
          {/* What the shopper gets, not the stored marker value (docs/decisions/0084-jersey-add-ons-priced-and-previewed.md). */}
          {cartTexts.sponsors}: {SPONSOR_DESCRIPTION}
        </p>
      )}
    </div>
  );
}

/** One part, driven by the personalisation edit machine. */
function PartField({
  item,
  runtime,
  part,
  saved,
}: {
  item: CartItem;
  runtime: CartCalls;
  part: PersonalisationPart;
  saved: string;
}) {
  const { api, toasts } = runtime.deps;
  const actor = useActorRef(
    personalisationEditMachine.provide({
      actors: {
        saveValue: fromPromise(async ({ input }) => {
          const { [KEY.textAlias]: _alias, ...rest } = item.options.personalizations ?? {};
          const personalizations = { ...rest, [PARTS[input.part].key]: input.value };
          await runtime.call((s) => calls.updateItem(api, s, item.itemId, { options: { personalizations } }));
        }),
      },
      actions: { notifySaved: (_, p) => void toasts.show({ kind: 'success', message: PARTS[p.part].saved }) },
    }),
    { input: { part, saved } },
  );
  const { values, errors, failure } = useSelector(actor, (s) => s.context);
  const busy = useSelector(actor, (s) => s.matches('saving'));
  const error = errors.value ?? (failure ? errorText(failure) : null);
  const id = `perso-${item.itemId}-${part === 'number' ? 'broj' : 'tekst'}`;
  return (
    <div className="cart-line__field">
      <label htmlFor={id}>{PARTS[part].label}</label>
      <input
        id={id}
        value={values.value}
        maxLength={PARTS[part].maxLength}
        aria-invalid={error !== null}
        aria-busy={busy || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        inputMode={part === 'number' ? 'numeric' : 'text'}
        onChange={(e) => actor.send({ type: 'field.change', field: 'value', value: e.target.value })}
        onBlur={() => actor.send({ type: 'field.blur' })}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
