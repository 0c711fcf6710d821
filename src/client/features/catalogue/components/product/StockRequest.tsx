import { useEffect, useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { stockRequestMachine } from '@machines/stock-request/stock-request.machine.js';
import type { ProductDetail } from '../../../../lib/api-types.js';
import { errorText } from '../../../../lib/error-texts.js';
import { fieldBinder, submitTo, useFormMachine } from '../../../../components/ui/form/form-machine.js';
import { ConsentsBlock, type FormConsent } from '../../../../components/ui/form/ConsentsBlock.js';
import { Field } from '../../../../components/ui/form/Field.js';
import { requestStock, stockRequestConsentsQueryOptions } from '../../api/stock-request.js';

/** The sold-out sizes of a product, each worded by its option values ('L', 'Plava / M'). */
function soldOutSizes(product: ProductDetail) {
  const labelOf = (code: string, id: number) =>
    product.configurationAttributes.find((a) => a.attributeCode === code)?.values.find((v) => v.id === id)?.label;
  return product.associatedProducts
    .filter((v) => v.usableQuantity === 0)
    .map((v) => ({
      id: v.id,
      label:
        Object.entries(v.options)
          .map(([code, id]) => labelOf(code, id))
          .filter(Boolean)
          .join(' / ') || v.name,
    }));
}

function OpenLink({ onOpen }: { onOpen: () => void }) {
  return (
    <p className="stock-request">
      Nema Vaše veličine?{' '}
      <button type="button" className="stock-request__open" onClick={onOpen}>
        Obavijesti me kad stigne
      </button>
    </p>
  );
}

/**
 * 'Obavijesti me' under the sizes when one is sold out (docs/decisions/0208-back-in-stock-requests.md): the size,
 * an address and the consents; one mail when it is back. The form's consents are asked for when the link is first
 * pressed, so the product page's first view asks the API for nothing more.
 */
export function StockRequest({ product }: { product: ProductDetail }) {
  const { api } = useRouteContext({ from: '__root__' });
  const sizes = soldOutSizes(product);
  const [wanted, setWanted] = useState(false);
  const consents = useQuery({ ...stockRequestConsentsQueryOptions(api), enabled: wanted && sizes.length > 0 });
  if (sizes.length === 0) return null;
  if (!consents.data) return <OpenLink onOpen={() => setWanted(true)} />;
  return <StockRequestForm sizes={sizes} consents={consents.data} />;
}

function StockRequestForm({
  sizes,
  consents,
}: {
  sizes: Array<{ id: number; label: string }>;
  consents: FormConsent[];
}) {
  const { api } = useRouteContext({ from: '__root__' });
  const [snapshot, send] = useFormMachine(
    stockRequestMachine.provide({
      actors: {
        request: fromPromise(({ input }) => requestStock(api, input.productId, input.email, input.consents)),
      },
    }),
    {
      input: {
        consents: consents.map((c) => ({ id: c.id, required: c.required })),
        ...(sizes.length === 1 ? { variantId: String(sizes[0]!.id) } : {}),
      },
    },
  );
  const { context } = snapshot;
  // Mounted by the link's first press: the form opens at once.
  useEffect(() => send({ type: 'form.open' }), [send]);
  if (snapshot.matches('closed')) return <OpenLink onOpen={() => send({ type: 'form.open' })} />;
  if (snapshot.matches('sent'))
    return (
      <p className="stock-request stock-request__done" role="status">
        Javit ćemo Vam se e-mailom na {context.values.email.trim()} čim veličina{' '}
        {sizes.find((s) => String(s.id) === context.values.variantId)?.label} stigne, samo jednom.
      </p>
    );
  const bind = fieldBinder(context, send);
  const sizeError = context.errors.variantId;
  return (
    <form className="form stock-request__form" noValidate onSubmit={submitTo(send)} aria-label="Obavijesti me">
      <div className={`field${sizeError ? ' field--invalid' : ''}`}>
        <label htmlFor="field-stockRequestSize" className="field__label">
          Veličina koja nije na stanju
        </label>
        <select
          id="field-stockRequestSize"
          value={context.values.variantId}
          onChange={(e) => send({ type: 'field.change', field: 'variantId', value: e.target.value })}
          aria-invalid={sizeError ? true : undefined}
          aria-describedby={sizeError ? 'field-stockRequestSize-error' : undefined}
        >
          <option value="">Odaberite</option>
          {sizes.map((s) => (
            <option key={s.id} value={s.id}>
              {s.label}
            </option>
          ))}
        </select>
        {sizeError && (
          <p id="field-stockRequestSize-error" className="field__error">
            {sizeError}
          </p>
        )}
      </div>
      <Field {...bind('email')} name="stockRequestEmail" label="E-mail" type="email" autoComplete="email" required />
      <ConsentsBlock
        title="Privole"
        consents={consents}
        checked={new Set(context.accepted)}
        onToggle={(id) => send({ type: 'consent.toggle', id })}
        error={context.errors.consents}
      />
      {context.failure && <p role="alert">{errorText(context.failure)}</p>}
      <div className="stock-request__actions">
        <button type="submit" className="btn btn--primary" aria-disabled={snapshot.matches('sending') || undefined}>
          {snapshot.matches('sending') ? 'ŠALJEM...' : 'OBAVIJESTI ME'}
        </button>
        <button type="button" className="btn btn--outline" onClick={() => send({ type: 'form.close' })}>
          Odustani
        </button>
      </div>
    </form>
  );
}
