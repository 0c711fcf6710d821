import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { fromPromise } from 'xstate';
import { adminCouponCodesMachine } from '@machines/admin-coupon-codes/admin-coupon-codes.machine.js';
import { adminCouponFormMachine, type CouponChoice } from '@machines/admin-coupon-form/admin-coupon-form.machine.js';
import { COUPON_SCOPE_TEXT, COUPON_SCOPES } from '@shared/coupon-rules.js';
import { type CouponFormValues, couponInputOf, EMPTY_COUPON } from '@shared/validation/coupon-admin.js';
import { usePageTitle } from '../../../../app/title.js';
import { FailureText } from '../../../../components/ui/FailureText.js';
import { Field, focusFirstInvalid } from '../../../../components/ui/form/Field.js';
import { fieldBinder, submitTo, useFormMachine } from '../../../../components/ui/form/form-machine.js';
import { Notice } from '../../../../components/ui/form/Notice.js';
import { errorText } from '../../../../lib/error-texts.js';
import { productOptionsQueryOptions, productsQueryOptions } from '../../api/catalogue.js';
import {
  type AdminCoupon,
  couponQueryKey,
  couponQueryOptions,
  createCoupon,
  exportCouponCodes,
  generateCouponCodes,
  redemptionsQueryOptions,
  saveCsv,
  updateCoupon,
} from '../../api/coupons.js';
import { type DeskColumn, DeskTable } from '../DeskTable.js';
import { SignInFirst } from '../SignInFirst.js';
import { dateTime, money, priceText } from '../catalogue/format.js';
import { useStaff } from '../catalogue/use-staff.js';
import { COUPON_STATE_TEXT, discountText } from './coupon-text.js';
import '../catalogue/catalogue.css';
import './coupons.css';

const pad = (n: number) => String(n).padStart(2, '0');
/** An instant as the browser's date-time field shows it (the browser's own clock). */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function formValuesOf(c: AdminCoupon): CouponFormValues {
  return {
    code: c.code,
    discountType: c.discountType,
    percent: c.percent === null ? '' : String(c.percent),
    amount: priceText(c.amountCents),
    scope: c.scope,
    categoryIds: c.categoryIds,
    productIds: c.productIds,
    includeServices: c.includeServices,
    minBasket: priceText(c.minBasketCents),
    validFrom: localInput(c.validFrom),
    validTo: localInput(c.validTo),
    usageLimit: c.usageLimit === null ? '' : String(c.usageLimit),
    oncePerCustomer: c.oncePerCustomer,
    membersOnly: c.membersOnly,
    active: c.active,
  };
}

function Check({ label, checked, onChange }: { label: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="catalogue__chip">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} /> {label}
    </label>
  );
}

/** The products of a 'products' coupon: the chosen ones, and a search that adds more. */
function ProductPicker({
  chosen,
  onToggle,
  error,
}: {
  chosen: number[];
  onToggle: (id: number) => void;
  error?: string | undefined;
}) {
  const { api } = useStaff();
  const search = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const found = useQuery({ ...productsQueryOptions(api, { q: '' }), enabled: false });
  const names = useQuery({
    queryKey: ['user', 'admin', 'coupon-products', chosen],
    queryFn: async () => {
      const page = await queryClient.fetchQuery(productsQueryOptions(api, {}));
      return page.records;
    },
  });
  const records = found.data?.records ?? names.data ?? [];
  return (
    <fieldset className="catalogue__chips" aria-describedby={error ? 'chips-productIds-error' : undefined}>
      <legend>Proizvodi</legend>
      <div className="coupon-picker">
        <label htmlFor="coupon-product-search" className="visually-hidden">
          Traži proizvod
        </label>
        <input id="coupon-product-search" ref={search} placeholder="Naziv ili šifra" maxLength={100} />
        <button
          type="button"
          className="btn btn--outline"
          onClick={() =>
            void queryClient
              .fetchQuery(productsQueryOptions(api, { q: search.current?.value ?? '' }))
              .then((page) => queryClient.setQueryData(productsQueryOptions(api, { q: '' }).queryKey, page))
          }
        >
          Traži
        </button>
      </div>
      {records.map((p) => (
        <label key={p.id} className="catalogue__chip">
          <input type="checkbox" checked={chosen.includes(p.id)} onChange={() => onToggle(p.id)} /> {p.name} ({p.sku})
        </label>
      ))}
      {chosen.length > 0 && <p className="catalogue__muted">Odabrano proizvoda: {chosen.length}</p>}
      {error && (
        <p id="chips-productIds-error" className="field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function CouponForm({ coupon, initial }: { coupon: AdminCoupon | null; initial: CouponFormValues }) {
  const { api } = useStaff();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const options = useQuery(productOptionsQueryOptions(api));
  const [snapshot, send] = useFormMachine(
    adminCouponFormMachine.provide({
      actors: {
        saveCoupon: fromPromise(({ input }) => {
          const body = couponInputOf(input.values);
          return coupon ? updateCoupon(api, coupon.id, body) : createCoupon(api, body);
        }),
      },
      actions: {
        saved: (_, output) => {
          const saved = output as AdminCoupon;
          queryClient.setQueryData(couponQueryKey(saved.id), saved);
          void queryClient.invalidateQueries({ queryKey: ['user', 'admin', 'coupons'] });
          if (!coupon) void navigate({ to: '/admin/kuponi/{-$id}', params: { id: String(saved.id) } });
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
  const set = <K extends keyof CouponFormValues>(name: K, value: CouponFormValues[K]) =>
    send({ type: 'field.change', field: name, value } as never);
  const toggle = (f: CouponChoice, id: number) => send({ type: 'choice.toggle', field: f, id });
  const saving = snapshot.value === 'saving';
  return (
    <form ref={formRef} className="catalogue-form" onSubmit={submitTo(send)} noValidate aria-label="Kupon">
      <div className="catalogue-form__grid">
        <Field
          {...field('code')}
          error={errorOf('code')}
          label="Kod kupona"
          required
          maxLength={40}
          hint="Slova, brojke i crtice."
        />
      </div>
      <fieldset className="catalogue__chips">
        <legend>Vrsta popusta</legend>
        <label className="catalogue__chip">
          <input
            type="radio"
            name="discountType"
            checked={values.discountType === 'percent'}
            onChange={() => set('discountType', 'percent')}
          />{' '}
          Postotak
        </label>
        <label className="catalogue__chip">
          <input
            type="radio"
            name="discountType"
            checked={values.discountType === 'amount'}
            onChange={() => set('discountType', 'amount')}
          />{' '}
          Iznos u eurima
        </label>
      </fieldset>
      <div className="catalogue-form__grid">
        {values.discountType === 'percent' ? (
          <Field
            {...field('percent')}
            error={errorOf('percent')}
            label="Popust (%)"
            required
            inputMode="numeric"
            maxLength={3}
          />
        ) : (
          <Field
            {...field('amount')}
            error={errorOf('amount')}
            label="Popust (€)"
            required
            inputMode="decimal"
            hint="Npr. 5,00"
          />
        )}
        <Field
          {...field('minBasket')}
          error={errorOf('minBasket')}
          label="Najmanji iznos košarice (€)"
          inputMode="decimal"
          hint="Prazno: bez najmanjeg iznosa."
        />
        <Field {...field('validFrom')} error={errorOf('validFrom')} label="Vrijedi od" type="datetime-local" />
        <Field {...field('validTo')} error={errorOf('validTo')} label="Vrijedi do" type="datetime-local" />
        <Field
          {...field('usageLimit')}
          error={errorOf('usageLimit')}
          label="Ukupno korištenja"
          inputMode="numeric"
          hint="Prazno: bez ograničenja."
        />
      </div>
      <fieldset className="catalogue__chips">
        <legend>Odnosi se na</legend>
        {COUPON_SCOPES.map((scope) => (
          <label key={scope} className="catalogue__chip">
            <input type="radio" name="scope" checked={values.scope === scope} onChange={() => set('scope', scope)} />{' '}
            {COUPON_SCOPE_TEXT[scope]}
          </label>
        ))}
      </fieldset>
      {values.scope === 'categories' && (
        <fieldset
          className="catalogue__chips"
          aria-describedby={errorOf('categoryIds') ? 'chips-categoryIds-error' : undefined}
        >
          <legend>Kategorije</legend>
          {(options.data?.categories ?? []).map((c) => (
            <label key={c.id} className="catalogue__chip">
              <input
                type="checkbox"
                checked={values.categoryIds.includes(c.id)}
                onChange={() => toggle('categoryIds', c.id)}
              />{' '}
              {c.parentId ? `– ${c.name}` : c.name}
            </label>
          ))}
          {errorOf('categoryIds') && (
            <p id="chips-categoryIds-error" className="field__error">
              {errorOf('categoryIds')}
            </p>
          )}
        </fieldset>
      )}
      {values.scope === 'products' && (
        <ProductPicker
          chosen={values.productIds}
          onToggle={(id) => toggle('productIds', id)}
          error={errorOf('productIds')}
        />
      )}
      <fieldset className="catalogue__chips">
        <legend>Pravila</legend>
        <Check
          label="Uključuje usluge (personalizacija, sponzor)"
          checked={values.includeServices}
          onChange={(v) => set('includeServices', v)}
        />
        <Check
          label="Jednom po kupcu (po e-mail adresi)"
          checked={values.oncePerCustomer}
          onChange={(v) => set('oncePerCustomer', v)}
        />
        <Check label="Samo za članove kluba" checked={values.membersOnly} onChange={(v) => set('membersOnly', v)} />
        <Check label="Aktivan" checked={values.active} onChange={(v) => set('active', v)} />
      </fieldset>
      {failure && !failedField && (
        <Notice kind="error">
          <FailureText failure={failure} />
        </Notice>
      )}
      {snapshot.value === 'saved' && <Notice kind="success">Kupon je spremljen.</Notice>}
      <div className="catalogue-form__actions">
        <button type="submit" className="btn btn--primary" disabled={saving}>
          {saving ? 'Spremanje...' : 'Spremi kupon'}
        </button>
      </div>
    </form>
  );
}

/** The 'Generiraj kodove' dialog: N single-use codes with a prefix, saved as a CSV. */
function CodesPanel({ coupon }: { coupon: AdminCoupon }) {
  const { api } = useStaff();
  const queryClient = useQueryClient();
  const [snapshot, send] = useFormMachine(
    adminCouponCodesMachine.provide({
      actors: {
        generateCodes: fromPromise(({ input }) =>
          generateCouponCodes(api, coupon.id, { count: Number(input.values.count), prefix: input.values.prefix }),
        ),
      },
      actions: {
        generated: (_, output) => {
          saveCsv(output);
          void queryClient.invalidateQueries({ queryKey: couponQueryKey(coupon.id) });
          void queryClient.invalidateQueries({ queryKey: ['user', 'admin', 'coupons'] });
        },
      },
    }),
    { input: { values: { count: '50', prefix: coupon.code.slice(0, 20) } } },
  );
  const field = fieldBinder(snapshot.context, send);
  const { failure } = snapshot.context;
  const failedField = (failure?.payload as { field?: string } | undefined)?.field;
  const errorOf = (name: string) =>
    snapshot.context.errors[name] ?? (failure && failedField === name ? errorText(failure) : undefined);
  return (
    <section className="coupon-panel" aria-labelledby="coupon-codes">
      <h2 id="coupon-codes">Jednokratni kodovi</h2>
      <p>
        {coupon.generatedCodes > 0
          ? `Generirano kodova: ${coupon.generatedCodes}. Svaki vrijedi jednom, s pravilima ovog kupona.`
          : 'Iz ovog kupona još nije generiran nijedan kod.'}
      </p>
      <div className="catalogue-form__actions">
        <button type="button" className="btn btn--primary" onClick={() => send({ type: 'dialog.open' })}>
          Generiraj kodove
        </button>
        {coupon.generatedCodes > 0 && (
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => void exportCouponCodes(api, coupon.id).then(saveCsv)}
          >
            Preuzmi CSV
          </button>
        )}
      </div>
      {snapshot.value !== 'closed' && (
        <div role="dialog" aria-labelledby="coupon-codes-title" className="coupon-dialog">
          <h3 id="coupon-codes-title">Generiraj kodove</h3>
          <form onSubmit={submitTo(send)} noValidate aria-label="Generiraj kodove">
            <div className="catalogue-form__grid">
              <Field
                {...field('count')}
                error={errorOf('count')}
                label="Broj kodova"
                required
                inputMode="numeric"
                hint="Od 1 do 1000."
              />
              <Field
                {...field('prefix')}
                error={errorOf('prefix')}
                label="Prefiks"
                maxLength={20}
                hint="Npr. NL daje NL-7KQ2M9XA."
              />
            </div>
            {failure && !failedField && (
              <Notice kind="error">
                <FailureText failure={failure} />
              </Notice>
            )}
            {snapshot.value === 'done' && (
              <Notice kind="success">
                Kodovi su generirani i preuzeti (CSV). Ukupno kodova: {snapshot.context.rows}.
              </Notice>
            )}
            <div className="catalogue-form__actions">
              <button type="submit" className="btn btn--primary" disabled={snapshot.value === 'generating'}>
                {snapshot.value === 'generating'
                  ? 'Generiranje...'
                  : snapshot.value === 'done'
                    ? 'Još kodova'
                    : 'Generiraj'}
              </button>
              <button type="button" className="btn btn--outline" onClick={() => send({ type: 'dialog.close' })}>
                Zatvori
              </button>
            </div>
          </form>
        </div>
      )}
    </section>
  );
}

const REDEMPTION_COLUMNS: readonly DeskColumn[] = [
  { label: 'Narudžba' },
  { label: 'Datum' },
  { label: 'E-mail kupca' },
  { label: 'Kod' },
  { label: 'Popust', numeric: true },
];

function Redemptions({ coupon }: { coupon: AdminCoupon }) {
  const { api } = useStaff();
  const list = useQuery(redemptionsQueryOptions(api, coupon.id, 1));
  return (
    <section className="coupon-panel" aria-labelledby="coupon-redemptions">
      <h2 id="coupon-redemptions">Iskorištenja</h2>
      {list.isError && <p role="alert">Iskorištenja se trenutno ne mogu učitati.</p>}
      {list.data && list.data.items.length === 0 && <p>Kupon još nije iskorišten.</p>}
      {list.data && list.data.items.length > 0 && (
        <DeskTable columns={REDEMPTION_COLUMNS}>
          {list.data.items.map((r) => (
            <tr key={`${r.orderNumber}-${r.code}`}>
              <td>
                {r.orderId !== null ? (
                  <Link to="/admin/orders/{-$id}" params={{ id: String(r.orderId) }}>
                    {r.orderNumber}
                  </Link>
                ) : (
                  r.orderNumber
                )}
              </td>
              <td className="nowrap">{dateTime.format(new Date(r.createdAt))}</td>
              <td>{r.email ?? '–'}</td>
              <td>{r.code}</td>
              <td className="num">{money(r.discountCents)}</td>
            </tr>
          ))}
        </DeskTable>
      )}
      {list.data && list.data.total > list.data.items.length && (
        <p className="catalogue__muted">
          Prikazano {list.data.items.length} od {list.data.total} iskorištenja.
        </p>
      )}
    </section>
  );
}

/** /admin/kuponi/novi and /admin/kuponi/{id}: the coupon form, its codes and its redemptions. */
export function CouponEditor({ id }: { id: number | null }) {
  const title = id === null ? 'Novi kupon' : 'Kupon';
  usePageTitle(title);
  const { api, admin, checking } = useStaff();
  const coupon = useQuery({ ...couponQueryOptions(api, id ?? 0), enabled: admin && id !== null });
  if (!admin) return <SignInFirst title={title} checking={checking} />;
  if (id !== null && coupon.isError)
    return (
      <section className="admin-card">
        <h1>Kupon</h1>
        <p role="alert">Kupon nije pronađen.</p>
        <Link to="/admin/kuponi/{-$id}" params={{ id: undefined }}>
          Natrag na kupone
        </Link>
      </section>
    );
  if (id !== null && !coupon.data)
    return (
      <section className="admin-card">
        <h1>Kupon</h1>
        <p>Učitavanje...</p>
      </section>
    );
  const data = coupon.data ?? null;
  return (
    <section className="admin-card admin-card--wide desk catalogue coupon-editor">
      <p>
        <Link to="/admin/kuponi/{-$id}" params={{ id: undefined }}>
          ← Kuponi
        </Link>
      </p>
      <h1>{data ? `Kupon ${data.code}` : 'Novi kupon'}</h1>
      {data && (
        <p className="catalogue__muted">
          {discountText(data)} · {COUPON_STATE_TEXT[data.state]} · korišteno {data.used}
          {data.usageLimit !== null ? ` od ${data.usageLimit}` : ''} ·{' '}
          <Link to="/admin/dnevnik" search={{ entityKind: 'coupon', entityId: String(data.id) } as never}>
            Povijest promjena
          </Link>
        </p>
      )}
      <CouponForm key={data?.updatedAt ?? 'novi'} coupon={data} initial={data ? formValuesOf(data) : EMPTY_COUPON} />
      {data && <CodesPanel coupon={data} />}
      {data && <Redemptions coupon={data} />}
    </section>
  );
}
