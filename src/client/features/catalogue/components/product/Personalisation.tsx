import { Suspense, useId } from 'react';
import { SPONSOR_DESCRIPTION } from '@shared/validation/personalisation.js';
import { SIZE_FIRST_MESSAGE } from '@machines/product-configurator/product-configurator.machine.js';
import { formatPrice } from '../../../../lib/format.js';
import type {
  ProductConfiguratorContext,
  ProductConfiguratorEvent,
} from '@machines/product-configurator/product-configurator.machine.js';
import type { ProductDetail } from '../../../../lib/api-types.js';
import { lazyPart } from '../../../../app/lazy-part.js';

// The SVG of the shirt's back loads only once personalisation is ticked (the product page's first-view budget).
const ShirtBackPreview = lazyPart('ShirtBackPreview', () => import('./ShirtBackPreview.js'));

interface Props {
  options: ProductDetail['customOptions'];
  context: ProductConfiguratorContext;
  send: (event: ProductConfiguratorEvent) => void;
  notice: string | null;
  /** The price of the jersey (its chosen size's) before add-ons; without it no running total is shown. */
  basePrice?: number;
}

const plus = (price: number | undefined) => (price === undefined ? '' : ` +${formatPrice(price)}`);

/**
 * Personalisation (number, text, print colour) and sponsor toggles with their inputs (docs/spec/shop.md 4, 5), each
 * add-on's price and the running total, a preview of the shirt's back, and the no-return notice
 * (docs/decisions/0084-jersey-add-ons-priced-and-previewed.md).
 */
export function Personalisation({ options, context, send, notice, basePrice }: Props) {
  const id = useId();
  const number = options.find((o) => o.code === 'number');
  const text = options.find((o) => o.code === 'text');
  const sponsor = options.find((o) => o.code === 'sponsor');
  const colour = options.find((o) => o.code === 'colour' && (o.values?.length ?? 0) > 0);
  if (!number && !text && !sponsor) return null;
  const personalisationPrice = (number ?? text)?.price;
  const total =
    (basePrice ?? 0) +
    (context.personalised ? (personalisationPrice ?? 0) : 0) +
    (context.sponsor ? (sponsor?.price ?? 0) : 0);
  const sizeFirstId = `${id}-size-first`;
  const describedBy = context.sizeFirst ? sizeFirstId : undefined;
  return (
    <div className="personalisation">
      {context.sizeFirst && (
        <p id={sizeFirstId} className="field-hint personalisation__size-first" role="status">
          {SIZE_FIRST_MESSAGE}
        </p>
      )}
      {(number || text) && (
        <label className="toggle">
          <input
            type="checkbox"
            checked={context.personalised}
            aria-describedby={describedBy}
            onChange={() => send({ type: 'personalisation.toggle' })}
          />
          <span>Personalizacija (ime i broj)</span>
          {personalisationPrice !== undefined && <span className="toggle__price">{plus(personalisationPrice)}</span>}
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
          <Suspense fallback={<div className="shirt-preview shirt-preview--loading" />}>
            <ShirtBackPreview text={context.text} number={context.number} colour={context.colour} />
          </Suspense>
        </div>
      )}
      {sponsor && (
        <label className="toggle">
          <input
            type="checkbox"
            checked={context.sponsor}
            aria-describedby={describedBy}
            onChange={() => send({ type: 'sponsor.toggle' })}
          />
          <span>{sponsor.label}</span>
          {sponsor.price !== undefined && <span className="toggle__price">{plus(sponsor.price)}</span>}
        </label>
      )}
      {context.sponsor && <p className="personalisation__sponsors">Što dobivate: {SPONSOR_DESCRIPTION}.</p>}
      {basePrice !== undefined && (context.personalised || context.sponsor) && (
        <p className="personalisation__total" aria-live="polite">
          Ukupno s dodacima: <strong>{formatPrice(total)}</strong>
        </p>
      )}
      {(context.personalised || context.sponsor) && notice && (
        <p className="notice" role="note">
          {notice}
        </p>
      )}
    </div>
  );
}
