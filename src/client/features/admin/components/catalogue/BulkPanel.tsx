import { auditFieldText } from '@shared/audit.js';
import { useQueryClient } from '@tanstack/react-query';
import type { ActorRefFrom } from 'xstate';
import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import type { adminBulkMachine } from '@machines/admin-bulk/admin-bulk.machine.js';
import { PRODUCT_STATUS_TEXT, type ProductStatus } from '@shared/catalogue-admin.js';
import { FailureText } from '../../../../components/ui/FailureText.js';
import { Notice } from '../../../../components/ui/form/Notice.js';
import type { ProductOptions } from '../../api/catalogue.js';
import { type DeskColumn, DeskTable } from '../DeskTable.js';
import { money } from './format.js';

const PREVIEW_COLUMNS: readonly DeskColumn[] = [{ label: 'Proizvod' }, { label: 'Promjena' }];

function Fieldset({
  legend,
  kind,
  button,
  children,
}: {
  legend: string;
  kind: string;
  button: string;
  children: React.ReactNode;
}) {
  return (
    <fieldset className="catalogue-bulk__kind">
      <legend>{legend}</legend>
      <div className="catalogue-bulk__fields">{children}</div>
      <button type="submit" name="kind" value={kind} className="btn btn--outline">
        {button}
      </button>
    </fieldset>
  );
}

function Select({
  name,
  label,
  options,
  error,
}: {
  name: string;
  label: string;
  options: [string, string][];
  error?: string | undefined;
}) {
  return (
    <div className="field">
      <label htmlFor={`bulk-${name}`} className="field__label">
        {label}
      </label>
      <select
        id={`bulk-${name}`}
        name={name}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `bulk-${name}-error` : undefined}
      >
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
      {error && (
        <p id={`bulk-${name}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function Input({
  name,
  label,
  error,
  ...rest
}: { name: string; label: string; error?: string | undefined } & React.InputHTMLAttributes<HTMLInputElement>) {
  return (
    <div className="field">
      <label htmlFor={`bulk-${name}`} className="field__label">
        {label}
      </label>
      <input
        id={`bulk-${name}`}
        name={name}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `bulk-${name}-error` : undefined}
        {...rest}
      />
      {error && (
        <p id={`bulk-${name}-error`} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** A changed value as staff read it: prices in euros, ids by their names, statuses in words. */
function shown(field: string, value: unknown, options: ProductOptions | undefined): string {
  if (value === null || value === undefined) return '–';
  if (field === 'regularPrice' || field === 'salePrice') return money(value as number);
  if (field === 'status') return PRODUCT_STATUS_TEXT[value as ProductStatus] ?? String(value);
  if (field === 'categoryIds')
    return (value as number[]).map((id) => options?.categories.find((c) => c.id === id)?.name ?? id).join(', ') || '–';
  if (field === 'tagIds')
    return (value as number[]).map((id) => options?.tags.find((t) => t.id === id)?.name ?? id).join(', ') || '–';
  return String(value);
}

/** The bulk change of the product list, drawn from the bulk machine's state: compose, preview, apply, undo. */
export function BulkPanel({
  actor,
  options,
}: {
  actor: ActorRefFrom<typeof adminBulkMachine>;
  options: ProductOptions | undefined;
}) {
  const state = useSelector(actor, (s) => s.value);
  const { errors, failure, preview, result, selection } = useSelector(actor, (s) => s.context);
  const queryClient = useQueryClient();
  if (state === 'idle') return null;
  const categories: [string, string][] = [
    ['', '–'],
    ...(options?.categories ?? []).map((c): [string, string] => [String(c.id), c.name]),
  ];
  const tagOptions: [string, string][] = [
    ['', '–'],
    ...(options?.tags ?? []).map((t): [string, string] => [String(t.id), t.name]),
  ];
  const chosen =
    selection && 'ids' in selection ? `${selection.ids.length} odabranih proizvoda` : 'svi proizvodi filtra';
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const data = new FormData(event.currentTarget, submitter);
    actor.send({ type: 'preview', values: Object.fromEntries([...data.entries()].map(([k, v]) => [k, String(v)])) });
  };
  const close = () => {
    void queryClient.invalidateQueries({ queryKey: ['user', 'admin', 'products'] });
    actor.send({ type: 'close' });
  };
  return (
    <section className="catalogue-bulk" aria-labelledby="bulk-title">
      <h2 id="bulk-title">Skupna promjena: {chosen}</h2>
      {failure && (
        <Notice kind="error">
          <FailureText failure={failure} />
        </Notice>
      )}
      {(state === 'composing' || state === 'previewing') && (
        <form aria-label="Skupna promjena" onSubmit={submit} noValidate>
          <Fieldset legend="Cijena" kind="price" button="Pregledaj promjenu cijene">
            <Select
              name="target"
              label="Mijenja se"
              options={[
                ['sale', 'Akcijska cijena (od redovne)'],
                ['regular', 'Redovna cijena'],
              ]}
            />
            <Select
              name="mode"
              label="Način"
              options={[
                ['percent', '± postotak'],
                ['amount', '± iznos (€)'],
                ['set', 'Postavi na (€)'],
              ]}
            />
            <Input name="value" label="Vrijednost" inputMode="decimal" placeholder="-20" error={errors.value} />
            <label className="catalogue__chip">
              <input type="checkbox" name="round99" defaultChecked /> Zaokruži na ,99
            </label>
          </Fieldset>
          <Fieldset legend="Kategorija" kind="category" button="Pregledaj promjenu kategorije">
            <Select name="add" label="Dodaj u" options={categories} error={errors['category-add']} />
            <Select name="remove" label="Ukloni iz" options={categories} />
          </Fieldset>
          <Fieldset legend="Oznake" kind="tags" button="Pregledaj promjenu oznaka">
            <Select name="tagAdd" label="Dodaj oznaku" options={tagOptions} error={errors['tags-add']} />
            <Select name="tagRemove" label="Ukloni oznaku" options={tagOptions} />
          </Fieldset>
          <Fieldset legend="Status" kind="status" button="Pregledaj promjenu statusa">
            <Select
              name="status"
              label="Novi status"
              options={Object.entries(PRODUCT_STATUS_TEXT)}
              error={errors.status}
            />
          </Fieldset>
          <Fieldset legend="Zaliha" kind="stock" button="Pregledaj promjenu zalihe">
            <Select
              name="stockMode"
              label="Način"
              options={[
                ['delta', '± komada'],
                ['set', 'Postavi na'],
              ]}
            />
            <Input name="stockValue" label="Komada" inputMode="numeric" error={errors.stockValue} />
          </Fieldset>
          <div className="desk-actions__buttons">
            <button type="button" className="btn btn--outline" onClick={close}>
              Odustani
            </button>
          </div>
          {state === 'previewing' && <p role="status">Izračun pregleda...</p>}
        </form>
      )}
      {(state === 'previewed' || state === 'applying') && preview && (
        <>
          <p>
            Pregled bez upisa: mijenja se {preview.changed} od {preview.count} proizvoda.
          </p>
          <DeskTable columns={PREVIEW_COLUMNS} small>
            {preview.rows.slice(0, 200).map((row) => (
              <tr key={row.id} data-preview={row.sku}>
                <td>
                  {row.name} <small className="catalogue__muted">{row.sku}</small>
                </td>
                <td>
                  {row.changes.length === 0
                    ? 'bez promjene'
                    : row.changes
                        .map(
                          (c) =>
                            `${auditFieldText(c.field)}: ${shown(c.field, c.before, options)} → ${shown(c.field, c.after, options)}`,
                        )
                        .join('; ')}
                </td>
              </tr>
            ))}
          </DeskTable>
          {preview.rows.length > 200 && (
            <p className="admin-note">Prikazano prvih 200 od {preview.rows.length} redaka.</p>
          )}
          <div className="desk-actions__buttons">
            <button
              type="button"
              className="btn btn--primary"
              disabled={state === 'applying' || preview.changed === 0}
              onClick={() => actor.send({ type: 'apply' })}
            >
              {state === 'applying' ? 'Primjena...' : `Primijeni na ${preview.changed} proizvoda`}
            </button>
            <button
              type="button"
              className="btn btn--outline"
              disabled={state === 'applying'}
              onClick={() => actor.send({ type: 'back' })}
            >
              Natrag
            </button>
          </div>
        </>
      )}
      {(state === 'applied' || state === 'undoing') && result && (
        <>
          <Notice kind="success">Promijenjeno je {result.changed} proizvoda.</Notice>
          <div className="desk-actions__buttons">
            <button
              type="button"
              className="btn btn--primary"
              disabled={state === 'undoing'}
              onClick={() => actor.send({ type: 'undo' })}
            >
              {state === 'undoing' ? 'Poništavanje...' : 'Poništi cijelu promjenu'}
            </button>
            <button type="button" className="btn btn--outline" disabled={state === 'undoing'} onClick={close}>
              Zatvori
            </button>
          </div>
        </>
      )}
      {state === 'undone' && (
        <>
          <Notice kind="success">Skupna promjena je poništena.</Notice>
          <button type="button" className="btn btn--outline" onClick={close}>
            Zatvori
          </button>
        </>
      )}
    </section>
  );
}
