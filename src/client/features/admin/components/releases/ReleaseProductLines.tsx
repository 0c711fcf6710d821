import { formatMoney } from '@shared/money.js';

/** A picked product's new state as the form holds it: prices as typed, in euros. */
export interface ProductLine {
  productId: number;
  name: string;
  /** Its regular price now, in cents (shown beside the new one). */
  before: number | null;
  published: boolean;
  price: string;
  sale: string;
}

/**
 * The picked products' new publication and prices (docs/decisions/0251-cms-timed-releases.md), one row per product
 * in the order picked; the picker above adds and removes them.
 */
export function ReleaseProductLines({
  lines,
  onChange,
}: {
  lines: readonly ProductLine[];
  onChange: (productId: number, patch: Partial<ProductLine>) => void;
}) {
  if (lines.length === 0) return null;
  return (
    <div className="release-form__products">
      {lines.map((line) => (
        <fieldset key={line.productId} className="release-form__product" data-product={line.productId}>
          <legend>{line.name}</legend>
          {line.before !== null && <p className="release-form__note">Sada: {formatMoney(line.before)}</p>}
          <label className="release-form__check">
            <input
              type="checkbox"
              checked={line.published}
              onChange={(e) => onChange(line.productId, { published: e.target.checked })}
            />
            Vidljiv kupcima
          </label>
          <label>
            Redovna cijena (€)
            <input
              inputMode="decimal"
              value={line.price}
              onChange={(e) => onChange(line.productId, { price: e.target.value })}
            />
          </label>
          <label>
            Akcijska cijena (€)
            <input
              inputMode="decimal"
              value={line.sale}
              placeholder="bez akcije"
              onChange={(e) => onChange(line.productId, { sale: e.target.value })}
            />
          </label>
        </fieldset>
      ))}
    </div>
  );
}
