import { BundleParts } from './BundleParts.js';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { adminProductFormMachine } from '@machines/admin-product-form/admin-product-form.machine.js';
import { PRODUCT_FORMAT_TEXT, PRODUCT_FORMATS, PRODUCT_STATUS_TEXT } from '@shared/catalogue-admin.js';
import { slugify } from '@shared/search-text.js';
import { EMPTY_PRODUCT, type ProductFormValues } from '@shared/validation/product-admin.js';
import { usePageTitle } from '../../../../app/title.js';
import { FailureText } from '../../../../components/ui/FailureText.js';
import { Field, focusFirstInvalid } from '../../../../components/ui/form/Field.js';
import { fieldBinder, submitTo, useFormMachine } from '../../../../components/ui/form/form-machine.js';
import { Notice } from '../../../../components/ui/form/Notice.js';
import { errorText } from '../../../../lib/error-texts.js';
import {
  type AdminProduct,
  createProduct,
  type ProductOptions,
  productOptionsQueryOptions,
  productQueryKey,
  productQueryOptions,
  updateProduct,
} from '../../api/catalogue.js';
import { SignInFirst } from '../SignInFirst.js';
import { ProductPanels } from './ProductPanels.js';
import { formValuesOf, productInputOf } from './product-form-values.js';
import { useStaff } from './use-staff.js';
import './catalogue.css';

type Choice = 'tagIds' | 'attributeValueIds' | 'sizeValueIds' | 'colourValueIds';

function Chips({
  legend,
  field,
  items,
  chosen,
  onToggle,
  error,
}: {
  legend: string;
  field: Choice;
  items: { id: number; label: string }[];
  chosen: number[];
  onToggle: (field: Choice, id: number) => void;
  error?: string | undefined;
}) {
  return (
    <fieldset className="catalogue__chips" aria-describedby={error ? `chips-${field}-error` : undefined}>
      <legend>{legend}</legend>
      {items.map((item) => (
        <label key={item.id} className="catalogue__chip">
          <input type="checkbox" checked={chosen.includes(item.id)} onChange={() => onToggle(field, item.id)} />{' '}
          {item.label}
        </label>
      ))}
      {error && (
        <p id={`chips-${field}-error`} className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function TextArea({
  name,
  label,
  value,
  onValue,
  rows = 3,
}: {
  name: string;
  label: string;
  value: string;
  onValue: (v: string) => void;
  rows?: number;
}) {
  return (
    <div className="field">
      <label htmlFor={`field-${name}`} className="field__label">
        {label}
      </label>
      <textarea
        id={`field-${name}`}
        name={name}
        className="field__input"
        rows={rows}
        value={value}
        onChange={(e) => onValue(e.target.value)}
      />
    </div>
  );
}

/** The form itself: started with the product's values (or empty), saved by the product form machine. */
function ProductForm({
  product,
  options,
  initial,
}: {
  product: AdminProduct | null;
  options: ProductOptions;
  initial: ProductFormValues;
}) {
  const { api } = useStaff();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [snapshot, send] = useFormMachine(
    adminProductFormMachine.provide({
      actors: {
        saveProduct: fromPromise(({ input }) => {
          const body = productInputOf(input.values, product);
          return product ? updateProduct(api, product.id, body) : createProduct(api, body);
        }),
      },
      actions: {
        saved: (_, output) => {
          const saved = output as AdminProduct;
          queryClient.setQueryData(productQueryKey(saved.id), saved);
          void queryClient.invalidateQueries({ queryKey: ['user', 'admin', 'products'] });
          if (!product) void navigate({ to: '/admin/proizvodi/{-$id}', params: { id: String(saved.id) } });
        },
        focusFirstError: () => queueMicrotask(() => focusFirstInvalid(formRef.current)),
      },
    }),
    { input: { values: initial } },
  );
  const { values, errors, failure } = snapshot.context;
  const field = fieldBinder(snapshot.context, send);
  const failedField = (failure?.payload as { field?: string } | undefined)?.field;
  const errorOf = (name: string) => errors[name] ?? (failure && failedField === name ? errorText(failure) : undefined);
  const toggle = (f: Choice, id: number) => send({ type: 'choice.toggle', field: f, id });
  const set = <K extends keyof ProductFormValues>(name: K, value: ProductFormValues[K]) =>
    send({ type: 'field.change', field: name, value } as never);
  const axis = (which: 'size' | 'colour') => options.attributes.find((a) => a.axis === which)?.values ?? [];
  const filters = options.attributes.filter((a) => a.axis === null);
  const saving = snapshot.value === 'saving';
  return (
    <form ref={formRef} className="catalogue-form" onSubmit={submitTo(send)} noValidate aria-label="Proizvod">
      <div className="catalogue-form__grid">
        <Field {...field('name')} error={errorOf('name')} label="Naziv" required maxLength={200} />
        <Field {...field('sku')} error={errorOf('sku')} label="Šifra (SKU)" required maxLength={48} />
        <div className="catalogue-form__slug">
          <Field
            {...field('slug')}
            error={errorOf('slug')}
            label="Adresa (slug)"
            required
            maxLength={160}
            hint="Mala slova, brojke i crtice."
          />
          <button type="button" className="btn btn--outline" onClick={() => set('slug', slugify(values.name))}>
            Iz naziva
          </button>
        </div>
        <div className="field">
          <label htmlFor="field-categoryId" className="field__label">
            Glavna kategorija <span aria-hidden="true">*</span>
          </label>
          <select
            id="field-categoryId"
            className="field__input"
            value={values.categoryId}
            aria-invalid={errorOf('categoryId') ? true : undefined}
            aria-describedby={errorOf('categoryId') ? 'field-categoryId-error' : undefined}
            onChange={(e) => set('categoryId', e.target.value)}
          >
            <option value="">Odaberite kategoriju</option>
            {options.categories.map((c) => (
              <option key={c.id} value={String(c.id)}>
                {c.parentId ? `– ${c.name}` : c.name}
              </option>
            ))}
          </select>
          {errorOf('categoryId') && (
            <p id="field-categoryId-error" className="field__error">
              {errorOf('categoryId')}
            </p>
          )}
        </div>
      </div>
      <fieldset className="catalogue__chips" disabled={product !== null}>
        <legend>Vrsta proizvoda</legend>
        {PRODUCT_FORMATS.map((format) => (
          <label key={format} className="catalogue__chip">
            <input
              type="radio"
              name="format"
              checked={values.format === format}
              onChange={() => set('format', format)}
            />{' '}
            {PRODUCT_FORMAT_TEXT[format]}
          </label>
        ))}
      </fieldset>
      {values.format === 'configurable' && (
        <>
          <Chips
            legend="Veličine"
            field="sizeValueIds"
            items={axis('size')}
            chosen={values.sizeValueIds}
            onToggle={toggle}
            error={errorOf('sizeValueIds')}
          />
          <Chips
            legend="Boje (neobavezno)"
            field="colourValueIds"
            items={axis('colour')}
            chosen={values.colourValueIds}
            onToggle={toggle}
          />
        </>
      )}
      {values.format === 'bundle' && (
        <BundleParts
          api={api}
          parts={values.bundleParts}
          ownId={product?.id ?? null}
          error={errorOf('bundleParts')}
          quantityError={(index) => errorOf(`bundleParts.${index}.quantity`)}
          onAdd={(part) => send({ type: 'part.add', ...part })}
          onQuantity={(productId, quantity) => send({ type: 'part.quantity', productId, quantity })}
          onRemove={(productId) => send({ type: 'part.remove', productId })}
        />
      )}
      <h2>Cijene</h2>
      <div className="catalogue-form__grid">
        <Field
          {...field('regularPrice')}
          error={errorOf('regularPrice')}
          label="Redovna cijena (€)"
          required
          inputMode="decimal"
        />
        <Field {...field('salePrice')} error={errorOf('salePrice')} label="Akcijska cijena (€)" inputMode="decimal" />
        <Field
          {...field('memberPrice')}
          error={errorOf('memberPrice')}
          label="Cijena za članove (€)"
          inputMode="decimal"
        />
        {!product && values.format !== 'configurable' && (
          <Field {...field('stock')} error={errorOf('stock')} label="Početna zaliha (kom)" inputMode="numeric" />
        )}
      </div>
      <h2>Filtri i oznake</h2>
      <div className="catalogue-form__grid">
        {filters.map((attribute) => {
          const chosen = attribute.values.find((v) => values.attributeValueIds.includes(v.id));
          return (
            <div key={attribute.id} className="field">
              <label htmlFor={`field-attr-${attribute.code}`} className="field__label">
                {attribute.name}
              </label>
              <select
                id={`field-attr-${attribute.code}`}
                className="field__input"
                value={chosen ? String(chosen.id) : ''}
                onChange={(e) => {
                  const others = values.attributeValueIds.filter((id) => !attribute.values.some((v) => v.id === id));
                  set('attributeValueIds', e.target.value ? [...others, Number(e.target.value)] : others);
                }}
              >
                <option value="">–</option>
                {attribute.values.map((v) => (
                  <option key={v.id} value={String(v.id)}>
                    {v.label}
                  </option>
                ))}
              </select>
            </div>
          );
        })}
      </div>
      <Chips
        legend="Oznake"
        field="tagIds"
        items={options.tags.map((t) => ({ id: t.id, label: t.name }))}
        chosen={values.tagIds}
        onToggle={toggle}
      />
      <fieldset className="catalogue__chips">
        <legend>Usluge</legend>
        <label className="catalogue__chip">
          <input
            type="checkbox"
            checked={values.personalisation}
            onChange={(e) => set('personalisation', e.target.checked)}
          />{' '}
          Personalizacija (ime i broj)
        </label>
        <label className="catalogue__chip">
          <input type="checkbox" checked={values.sponsor} onChange={(e) => set('sponsor', e.target.checked)} /> Sponzori
        </label>
      </fieldset>
      <h2>Opis i tražilice</h2>
      <TextArea
        name="shortDescription"
        label="Kratki opis"
        value={values.shortDescription}
        onValue={(v) => set('shortDescription', v)}
      />
      <TextArea
        name="description"
        label="Opis (HTML)"
        value={values.description}
        onValue={(v) => set('description', v)}
        rows={5}
      />
      <div className="catalogue-form__grid">
        <Field {...field('seoTitle')} error={errorOf('seoTitle')} label="SEO naslov" maxLength={200} />
        <Field {...field('seoDescription')} error={errorOf('seoDescription')} label="SEO opis" maxLength={500} />
      </div>
      {!product && (
        <fieldset className="catalogue__chips">
          <legend>Status</legend>
          {(['draft', 'published'] as const).map((status) => (
            <label key={status} className="catalogue__chip">
              <input
                type="radio"
                name="status"
                checked={values.status === status}
                onChange={() => set('status', status)}
              />{' '}
              {PRODUCT_STATUS_TEXT[status]}
            </label>
          ))}
        </fieldset>
      )}
      {failure && !failedField && (
        <Notice kind="error">
          <FailureText failure={failure} />
        </Notice>
      )}
      {snapshot.value === 'saved' && <Notice kind="success">Proizvod je spremljen.</Notice>}
      <div className="desk-actions__buttons">
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? 'Spremanje...' : product ? 'Spremi promjene' : 'Izradi proizvod'}
        </button>
      </div>
    </form>
  );
}

/** /admin/proizvodi/novi and /admin/proizvodi/{id}: the product form, and for a saved product its panels. */
export function ProductEditor({ id }: { id: number | null }) {
  const { api, admin, checking } = useStaff();
  const options = useQuery({ ...productOptionsQueryOptions(api), enabled: admin });
  const product = useQuery({ ...productQueryOptions(api, id ?? 0), enabled: admin && id !== null });
  const title = id === null ? 'Novi proizvod' : (product.data?.name ?? 'Proizvod');
  usePageTitle(title);
  if (!admin) return <SignInFirst title={title} checking={checking} />;
  const failed = options.isError || product.isError;
  const ready = options.data && (id === null || product.data);
  return (
    <section className="admin-card admin-card--wide desk catalogue">
      <p className="admin-back">
        <Link to="/admin/proizvodi/{-$id}" params={{ id: undefined }}>
          ← Proizvodi
        </Link>
      </p>
      <div className="catalogue__head">
        <h1>{title}</h1>
        {id !== null && (
          <Link to="/admin/dnevnik" search={{ entityKind: 'product', entityId: String(id) } as never}>
            Povijest promjena
          </Link>
        )}
      </div>
      {failed && <p role="alert">Proizvod se trenutno ne može učitati. Pokušajte ponovno.</p>}
      {!ready && !failed && <p>Učitavanje...</p>}
      {ready && options.data && (
        <>
          <ProductForm
            // A saved product starts a fresh form with what the server kept.
            key={product.data?.updatedAt ?? 'new'}
            product={product.data ?? null}
            options={options.data}
            initial={product.data ? formValuesOf(product.data) : EMPTY_PRODUCT}
          />
          {product.data && <ProductPanels product={product.data} options={options.data} />}
        </>
      )}
    </section>
  );
}
