import { useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ADJUSTMENT_REASONS, PRODUCT_STATUS_TEXT, STOCK_REASON_TEXT } from '@shared/catalogue-admin.js';
import {
  type AdminProduct,
  adjustStock,
  planPrice,
  type ProductOptions,
  productQueryKey,
  setProductStatus,
  type PricePlan,
  type StatusRequest,
  type StockAdjust,
} from '../../api/catalogue.js';
import { type DeskColumn, DeskTable } from '../DeskTable.js';
import { ActionField, ActionForm } from './ActionForm.js';
import { ImagePanel } from './ImagePanel.js';
import { checkAdjustment, checkPricePlan, checkStatus } from './action-checks.js';
import { dateTime, fromMoment, money, priceText } from './format.js';
import { useStaff } from './use-staff.js';

const VARIANT_COLUMNS: readonly DeskColumn[] = [
  { label: 'Varijanta' },
  { label: 'Šifra' },
  { label: 'Status' },
  { label: 'Zaliha', numeric: true },
  { label: 'Upotrebljivo', numeric: true },
  { label: 'Cijena', numeric: true },
];

/** A saved product's status, planned prices, and its variants' stock with an adjustment form. */
export function ProductPanels({ product }: { product: AdminProduct; options: ProductOptions }) {
  const { api } = useStaff();
  const queryClient = useQueryClient();
  const fresh = (output: object | null) => {
    if (output && 'updatedAt' in output) queryClient.setQueryData(productQueryKey(product.id), output as AdminProduct);
    else void queryClient.invalidateQueries({ queryKey: productQueryKey(product.id) });
  };
  const holders = product.variants.length > 0 ? product.variants.filter((v) => v.status !== 'archived') : null;
  return (
    <div className="catalogue-panels">
      <ImagePanel product={product} />
      <section aria-labelledby="panel-status">
        <h2 id="panel-status">Objava</h2>
        <p>
          Status: <strong>{PRODUCT_STATUS_TEXT[product.status]}</strong>
          {product.publishAt && <> · objava {dateTime.format(new Date(product.publishAt))}</>}
        </p>
        <ActionForm
          label="Objava proizvoda"
          check={checkStatus}
          send={(body) => setProductStatus(api, product.id, body as unknown as StatusRequest)}
          done={fresh}
          doneText="Status je promijenjen."
          submitText="Promijeni status"
          fields={(errorOf) => (
            <div className="catalogue-form__grid">
              <div className="field">
                <label htmlFor="status-choice" className="field__label">
                  Novi status
                </label>
                <select
                  id="status-choice"
                  name="status"
                  className="field__input"
                  defaultValue={product.status === 'published' ? 'draft' : 'published'}
                >
                  <option value="published">Objavi</option>
                  <option value="draft">Povuci (skica)</option>
                  <option value="archived">Arhiviraj</option>
                </select>
              </div>
              <ActionField
                name="publishAt"
                label="Objavi u (neobavezno)"
                type="datetime-local"
                error={errorOf('publishAt')}
              />
            </div>
          )}
        />
      </section>
      <section aria-labelledby="panel-prices">
        <h2 id="panel-prices">Cijene i akcije</h2>
        <p>
          Sada:{' '}
          {product.salePrice !== null ? (
            <>
              <s>{money(product.regularPrice)}</s> {money(product.salePrice)}
            </>
          ) : (
            money(product.regularPrice)
          )}
          {product.memberPrice !== null && <> · članovi {money(product.memberPrice)}</>}
        </p>
        {product.plannedPrices.length > 0 && (
          <ul className="catalogue__planned" aria-label="Zakazane cijene">
            {product.plannedPrices.map((p) => (
              <li key={p.from}>
                {fromMoment(p.from)} {money(p.finalPrice)}
                {p.finalPrice < p.regularPrice && <> (redovna {money(p.regularPrice)})</>}
                {p.to && <> do {dateTime.format(new Date(p.to))}</>}
              </li>
            ))}
          </ul>
        )}
        <ActionForm
          label="Zakazivanje cijene"
          check={checkPricePlan}
          send={(body) => planPrice(api, product.id, body as unknown as PricePlan)}
          done={fresh}
          doneText="Cijena je spremljena."
          submitText="Spremi cijenu"
          fields={(errorOf) => (
            <div className="catalogue-form__grid">
              <ActionField
                name="regularPrice"
                label="Redovna (€)"
                inputMode="decimal"
                defaultValue={priceText(product.regularPrice)}
                error={errorOf('regularPrice')}
              />
              <ActionField
                name="salePrice"
                label="Akcijska (€)"
                inputMode="decimal"
                defaultValue={priceText(product.salePrice)}
                error={errorOf('salePrice')}
              />
              <ActionField
                name="memberPrice"
                label="Za članove (€)"
                inputMode="decimal"
                defaultValue={priceText(product.memberPrice)}
                error={errorOf('memberPrice')}
              />
              <ActionField
                name="startsAt"
                label="Od (prazno je odmah)"
                type="datetime-local"
                error={errorOf('startsAt')}
              />
              <ActionField name="endsAt" label="Do (neobavezno)" type="datetime-local" error={errorOf('endsAt')} />
            </div>
          )}
        />
        {product.priceHistory.length > 0 && (
          <details>
            <summary>Povijest cijena (osnova za najnižu cijenu u zadnjih 30 dana)</summary>
            <ul>
              {product.priceHistory.map((p) => (
                <li key={p.from}>
                  {dateTime.format(new Date(p.from))} – {p.to ? dateTime.format(new Date(p.to)) : 'danas'}:{' '}
                  {money(p.finalPrice)}
                </li>
              ))}
            </ul>
          </details>
        )}
      </section>
      <section aria-labelledby="panel-stock">
        <h2 id="panel-stock">Zaliha</h2>
        {holders ? (
          <DeskTable columns={VARIANT_COLUMNS}>
            {holders.map((v) => (
              <tr key={v.id}>
                <td>{v.name}</td>
                <td className="nowrap">{v.sku}</td>
                <td>{PRODUCT_STATUS_TEXT[v.status]}</td>
                <td className="num">{v.stock}</td>
                <td className="num">{v.usable}</td>
                <td className="num nowrap">{money(v.finalPrice)}</td>
              </tr>
            ))}
          </DeskTable>
        ) : (
          <p>Na zalihi: {product.infiniteQuantity ? 'neograničeno' : `${product.stock} kom`}</p>
        )}
        <ActionForm
          label="Ispravak zalihe"
          check={checkAdjustment}
          send={(body) => adjustStock(api, body as unknown as StockAdjust)}
          done={() => fresh(null)}
          doneText="Zaliha je ispravljena."
          submitText="Ispravi zalihu"
          fields={(errorOf) => (
            <div className="catalogue-form__grid">
              {holders ? (
                <div className="field">
                  <label htmlFor="adjust-product" className="field__label">
                    Varijanta
                  </label>
                  <select id="adjust-product" name="productId" className="field__input">
                    {holders.map((v) => (
                      <option key={v.id} value={String(v.id)}>
                        {v.name}
                      </option>
                    ))}
                  </select>
                </div>
              ) : (
                <input type="hidden" name="productId" value={String(product.id)} />
              )}
              <ActionField name="delta" label="Promjena (kom)" inputMode="numeric" error={errorOf('delta')} />
              <div className="field">
                <label htmlFor="adjust-reason" className="field__label">
                  Razlog
                </label>
                <select id="adjust-reason" name="reason" className="field__input">
                  {ADJUSTMENT_REASONS.map((r) => (
                    <option key={r} value={r}>
                      {STOCK_REASON_TEXT[r]}
                    </option>
                  ))}
                </select>
              </div>
              <ActionField name="note" label="Napomena" maxLength={300} />
            </div>
          )}
        />
        <p>
          <Link to="/admin/zalihe" search={{ proizvod: product.id } as never}>
            Inventura i knjiga zalihe
          </Link>
        </p>
      </section>
    </div>
  );
}
