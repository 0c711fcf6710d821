import { useId } from 'react';
import type {
  ProductConfiguratorContext,
  ProductConfiguratorEvent,
} from '@machines/product-configurator/product-configurator.machine.js';
import type { ProductDetail } from '../../../../lib/api-types.js';

interface Props {
  options: ProductDetail['customOptions'];
  context: ProductConfiguratorContext;
  send: (event: ProductConfiguratorEvent) => void;
  sponsorText: string;
  notice: string | null;
}

/** Personalisation (number, text, print colour) and sponsor toggles with their inputs (docs/spec/shop.md 4, 5), and the no-return notice. */
export function Personalisation({ options, context, send, sponsorText, notice }: Props) {
  const id = useId();
  const number = options.find((o) => o.code === 'number');
  const text = options.find((o) => o.code === 'text');
  const sponsor = options.find((o) => o.code === 'sponsor');
  const colour = options.find((o) => o.code === 'colour' && (o.values?.length ?? 0) > 0);
  if (!number && !text && !sponsor) return null;
  return (
    <div className="personalisation">
      {(number || text) && (
        <label className="toggle">
          <input
            type="checkbox"
            checked={context.personalised}
            onChange={() => send({ type: 'personalisation.toggle' })}
          />
          <span>Personalizacija (ime i broj)</span>
        </label>
      )}
      {context.personalised && (
        <div className="personalisation__fields">
          {number && (
            <label className="field" htmlFor={`${id}-n`}>
              <span>{number.label}</span>
              <input
                id={`${id}-n`}
                inputMode="numeric"
                autoComplete="off"
                value={context.number}
                placeholder="1–99"
                aria-describedby={context.hint ? `${id}-hint` : undefined}
                onChange={(e) => send({ type: 'number.input', value: e.target.value })}
              />
            </label>
          )}
          {text && (
            <label className="field" htmlFor={`${id}-t`}>
              <span>{text.label}</span>
              <input
                id={`${id}-t`}
                autoComplete="off"
                value={context.text}
                maxLength={text.maxLength ?? 12}
                placeholder="npr. HORVAT"
                onChange={(e) => send({ type: 'text.input', value: e.target.value })}
              />
            </label>
          )}
          {colour && (
            <label className="field personalisation__colour" htmlFor={`${id}-c`}>
              <span>{colour.label}</span>
              {/* The machine pre-selects the first value as soon as personalisation is on (docs/spec/shop.md 4). */}
              <select
                id={`${id}-c`}
                value={context.colour}
                onChange={(e) => send({ type: 'colour.select', value: e.target.value })}
              >
                {colour.values!.map((value) => (
                  <option key={value} value={value}>
                    {value}
                  </option>
                ))}
              </select>
            </label>
          )}
          {context.hint && (
            <p id={`${id}-hint`} className="field-hint" role="status">
              {context.hint}
            </p>
          )}
        </div>
      )}
      {sponsor && (
        <label className="toggle">
          <input type="checkbox" checked={context.sponsor} onChange={() => send({ type: 'sponsor.toggle' })} />
          <span>{sponsor.label}</span>
        </label>
      )}
      {context.sponsor && <input className="field__readonly" aria-label="Sponzori" readOnly value={sponsorText} />}
      {(context.personalised || context.sponsor) && notice && (
        <p className="notice" role="note">
          {notice}
        </p>
      )}
    </div>
  );
}
