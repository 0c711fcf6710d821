import { useState } from 'react';
import type { CartItem, Personalizations } from '../api/cart-calls.js';
import * as calls from '../api/cart-calls.js';
import type { CartRuntime } from '../runtime.js';
import { cartTexts } from '../texts.js';

type Key = 'Upiši broj' | 'Upiši tekst';

/** Inline number and text of a personalised line, saved on blur (shop.md 4); an emptied field is refused. The
 * print colour and the sponsors are shown as chosen. */
export function PersonalisationEdit({ item, runtime }: { item: CartItem; runtime: CartRuntime }) {
  const p = item.options.personalizations;
  if (!p || (!p['Upiši broj'] && !p['Upiši tekst'] && !p['Unesi tekst'] && !p['Dodaj sponzore'])) return null;
  return (
    <div className="cart-line__perso">
      {p['Upiši broj'] !== undefined && (
        <Field
          item={item}
          runtime={runtime}
          field="Upiši broj"
          label={cartTexts.number}
          saved={cartTexts.numberSaved}
          maxLength={2}
        />
      )}
      {(p['Upiši tekst'] ?? p['Unesi tekst']) !== undefined && (
        <Field
          item={item}
          runtime={runtime}
          field="Upiši tekst"
          label={cartTexts.text}
          saved={cartTexts.textSaved}
          maxLength={12}
        />
      )}
      {p['Boja personalizacije'] && (
        <p className="cart-line__sponsor">
          {cartTexts.colour}: {p['Boja personalizacije']}
        </p>
      )}
      {p['Dodaj sponzore'] && (
        <p className="cart-line__sponsor">
          {cartTexts.sponsors}: {p['Dodaj sponzore']}
        </p>
      )}
    </div>
  );
}

function Field({
  item,
  runtime,
  field,
  label,
  saved,
  maxLength,
}: {
  item: CartItem;
  runtime: CartRuntime;
  field: Key;
  label: string;
  saved: string;
  maxLength: number;
}) {
  const current = (item.options.personalizations ?? {}) as Personalizations;
  const initial = (field === 'Upiši tekst' ? (current['Upiši tekst'] ?? current['Unesi tekst']) : current[field]) ?? '';
  const [value, setValue] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const id = `perso-${item.itemId}-${field === 'Upiši broj' ? 'broj' : 'tekst'}`;
  async function save() {
    const next = value.trim();
    if (next === initial) return setError(null);
    if (next === '') return setError(cartTexts.fieldRequired);
    setError(null);
    const { 'Unesi tekst': _alias, ...rest } = current;
    try {
      await runtime.call((s) =>
        calls.updateItem(runtime.deps.api, s, item.itemId, {
          options: { personalizations: { ...rest, [field]: next } },
        }),
      );
      runtime.deps.toasts.show({ kind: 'success', message: saved });
    } catch (e) {
      setError(runtime.messageOf(e));
    }
  }
  return (
    <div className="cart-line__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        value={value}
        maxLength={maxLength}
        aria-invalid={error !== null}
        aria-describedby={error ? `${id}-error` : undefined}
        inputMode={field === 'Upiši broj' ? 'numeric' : 'text'}
        onChange={(e) => setValue(field === 'Upiši broj' ? e.target.value.replace(/\D/g, '') : e.target.value)}
        onBlur={() => void save()}
      />
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
