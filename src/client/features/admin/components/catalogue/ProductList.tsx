import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { adminBulkMachine } from '@machines/admin-bulk/admin-bulk.machine.js';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { type KeyboardEvent, useRef } from 'react';
import { PRODUCT_STATUS_TEXT, STOCK_STATE_TEXT } from '@shared/catalogue-admin.js';
import { usePageTitle } from '../../../../app/title.js';
import {
  applyBulk,
  type BulkRequest,
  previewBulk,
  type ProductFilters,
  productOptionsQueryOptions,
  productsQueryOptions,
  undoBulk,
} from '../../api/catalogue.js';
import { BulkPanel } from './BulkPanel.js';
import { CsvPanel } from './CsvPanel.js';
import { checkBulkChange } from './bulk-check.js';
import { DeskPager } from '../DeskPager.js';
import { type DeskColumn, DeskTable } from '../DeskTable.js';
import { SignInFirst } from '../SignInFirst.js';
import { dateTime, money } from './format.js';
import { OPTIONAL_COLUMNS, type OptionalColumn, productSearch, searchOf } from './product-search.js';
import { useStaff } from './use-staff.js';
import './catalogue.css';

/** Arrow keys move between the rows' links, '/' jumps to the search: the list works from the keyboard alone. */
function onListKey(event: KeyboardEvent<HTMLElement>, searchBox: HTMLInputElement | null) {
  const typing = event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement;
  if (event.key === '/' && !typing) {
    event.preventDefault();
    searchBox?.focus();
    return;
  }
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-row-link]')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  if (at < 0) return;
  const next = links[event.key === 'ArrowDown' ? Math.min(at + 1, links.length - 1) : Math.max(at - 1, 0)];
  if (next) {
    event.preventDefault();
    next.focus();
  }
}

function Filter({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: [string, string][];
}) {
  return (
    <div className="desk-filter">
      <label htmlFor={`products-${name}`}>{label}</label>
      <select id={`products-${name}`} name={name} defaultValue={value}>
        <option value="">Sve</option>
        {options.map(([code, text]) => (
          <option key={code} value={code}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/** /admin/proizvodi: search, filters and columns in the address, keyboard navigation, a row per product. */
export function ProductList() {
  usePageTitle('Proizvodi');
  const { api, admin, checking } = useStaff();
  const { filters, columns } = productSearch(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const list = useQuery({ ...productsQueryOptions(api, filters), enabled: admin });
  const options = useQuery({ ...productOptionsQueryOptions(api), enabled: admin });
  const searchBox = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const bulk = useActorRef(
    adminBulkMachine.provide({
      actors: {
        previewBulk: fromPromise(({ input }) => previewBulk(api, input as BulkRequest)),
        applyBulk: fromPromise(({ input }) => applyBulk(api, input as BulkRequest)),
        undoBulk: fromPromise(({ input }) => undoBulk(api, input)),
      },
      actions: { changed: () => void queryClient.invalidateQueries({ queryKey: ['user', 'admin', 'products'] }) },
    }),
    { input: { check: checkBulkChange } },
  );
  if (!admin) return <SignInFirst title="Proizvodi" checking={checking} />;
  const go = (next: ProductFilters, cols: OptionalColumn[] = columns) =>
    void navigate({ to: '/admin/proizvodi/{-$id}', params: { id: undefined }, search: searchOf(next, cols) as never });
  const show = (column: OptionalColumn) => columns.includes(column);
  const tableColumns: DeskColumn[] = [
    { label: <span className="visually-hidden">Odabir</span> },
    ...(show('image') ? [{ label: <span className="visually-hidden">Slika</span> }] : []),
    { label: 'Naziv' },
    { label: 'Šifra' },
    ...(show('category') ? [{ label: 'Kategorija' }] : []),
    ...(show('status') ? [{ label: 'Status' }] : []),
    ...(show('price') ? [{ label: 'Cijena', numeric: true }] : []),
    ...(show('stock') ? [{ label: 'Zaliha', numeric: true }] : []),
    ...(show('updated') ? [{ label: 'Izmijenjeno' }] : []),
  ];
  const data = list.data;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: '/' to search is a shortcut; the search box is reachable by Tab too.
    <section
      className="admin-card admin-card--wide desk catalogue"
      onKeyDown={(event) => onListKey(event, searchBox.current)}
    >
      <div className="catalogue__head">
        <h1>Proizvodi</h1>
        <Link to="/admin/proizvodi/{-$id}" params={{ id: 'novi' }} className="btn btn--primary">
          Novi proizvod
        </Link>
      </div>
      <form
        className="desk-filters"
        aria-label="Filtri proizvoda"
        onSubmit={(event) => {
          event.preventDefault();
          const form = Object.fromEntries(new FormData(event.currentTarget).entries());
          go(productSearch({ ...form, sort: filters.sort }).filters);
        }}
      >
        <div className="desk-filter desk-filter--wide">
          <label htmlFor="products-q">Naziv ili šifra (/)</label>
          <input
            ref={searchBox}
            id="products-q"
            type="search"
            name="q"
            defaultValue={filters.q ?? ''}
            maxLength={100}
          />
        </div>
        <Filter
          name="category"
          label="Kategorija"
          value={filters.category ? String(filters.category) : ''}
          options={(options.data?.categories ?? []).map((c) => [String(c.id), c.parentId ? `– ${c.name}` : c.name])}
        />
        <Filter
          name="status"
          label="Status"
          value={filters.status ?? ''}
          options={Object.entries(PRODUCT_STATUS_TEXT)}
        />
        <Filter name="stock" label="Zaliha" value={filters.stock ?? ''} options={Object.entries(STOCK_STATE_TEXT)} />
        <Filter
          name="sale"
          label="Akcija"
          value={filters.sale === undefined ? '' : filters.sale ? 'da' : 'ne'}
          options={[
            ['da', 'Na akciji'],
            ['ne', 'Bez akcije'],
          ]}
        />
        <div className="desk-filters__buttons">
          <button type="submit" className="btn btn--primary">
            Filtriraj
          </button>
        </div>
      </form>
      <div className="catalogue__tools">
        <details className="catalogue__columns">
          <summary>Stupci</summary>
          <fieldset>
            <legend className="visually-hidden">Prikazani stupci</legend>
            {(Object.entries(OPTIONAL_COLUMNS) as [OptionalColumn, string][]).map(([key, label]) => (
              <label key={key}>
                <input
                  type="checkbox"
                  checked={show(key)}
                  onChange={() => go(filters, show(key) ? columns.filter((c) => c !== key) : [...columns, key])}
                />{' '}
                {label}
              </label>
            ))}
          </fieldset>
        </details>
        <label className="catalogue__sort">
          Poredaj{' '}
          <select
            value={filters.sort ?? 'updated'}
            onChange={(e) => go({ ...filters, sort: e.target.value as ProductFilters['sort'], page: undefined })}
          >
            <option value="updated">Zadnje izmijenjeni</option>
            <option value="name">Naziv</option>
            <option value="price">Cijena</option>
            <option value="stock">Zaliha</option>
          </select>
        </label>
        {data && (
          <span className="admin-note">Pronađeno: {data.totalRecords} · strelice gore i dolje, Enter otvara</span>
        )}
      </div>
      {data && data.records.length > 0 && (
        <form
          id="product-picks"
          className="desk-actions__buttons"
          aria-label="Skupne promjene"
          onSubmit={(event) => {
            event.preventDefault();
            const ids = new FormData(event.currentTarget).getAll('pick').map(Number);
            bulk.send({ type: 'bulk.open', selection: { ids } });
          }}
        >
          <button type="submit" className="btn btn--outline">
            Promijeni odabrane
          </button>
          <button
            type="button"
            className="btn btn--outline"
            onClick={() => {
              const { page: _page, sort: _sort, ...filter } = filters;
              bulk.send({ type: 'bulk.open', selection: { filter } });
            }}
          >
            Promijeni cijeli filtar ({data.totalRecords})
          </button>
        </form>
      )}
      <BulkPanel actor={bulk} options={options.data} />
      <CsvPanel filters={filters} />
      {list.isError && <p role="alert">Proizvodi se trenutno ne mogu učitati. Pokušajte ponovno.</p>}
      {!data && !list.isError && <p>Učitavanje...</p>}
      {data && data.records.length === 0 && <p>Nema proizvoda za ovaj filtar.</p>}
      {data && data.records.length > 0 && (
        <DeskTable columns={tableColumns}>
          {data.records.map((row) => (
            <tr key={row.id} data-product={row.sku}>
              <td>
                <input
                  type="checkbox"
                  name="pick"
                  value={row.id}
                  form="product-picks"
                  aria-label={`Odaberi: ${row.name}`}
                />
              </td>
              {show('image') && (
                <td className="catalogue__thumb">
                  {row.thumbnail ? <img src={row.thumbnail} alt="" width={40} height={40} loading="lazy" /> : null}
                </td>
              )}
              <td>
                <Link to="/admin/proizvodi/{-$id}" params={{ id: String(row.id) }} data-row-link="">
                  {row.name}
                </Link>
                {row.variants > 0 && <small className="catalogue__muted"> · {row.variants} varijanti</small>}
              </td>
              <td className="nowrap">{row.sku}</td>
              {show('category') && <td>{row.category ?? '–'}</td>}
              {show('status') && (
                <td>
                  <span className={`catalogue__status catalogue__status--${row.status}`}>
                    {PRODUCT_STATUS_TEXT[row.status]}
                  </span>
                  {row.publishAt && (
                    <small className="catalogue__muted"> od {dateTime.format(new Date(row.publishAt))}</small>
                  )}
                </td>
              )}
              {show('price') && (
                <td className="num nowrap">
                  {row.finalPrice < row.regularPrice ? (
                    <>
                      <s className="catalogue__muted">{money(row.regularPrice)}</s> {money(row.finalPrice)}
                    </>
                  ) : (
                    money(row.finalPrice)
                  )}
                </td>
              )}
              {show('stock') && (
                <td className="num nowrap">
                  <span className={`catalogue__stock catalogue__stock--${row.stockState}`}>
                    {row.usableStock === null ? '∞' : row.usableStock}
                  </span>
                </td>
              )}
              {show('updated') && <td className="nowrap">{dateTime.format(new Date(row.updatedAt))}</td>}
            </tr>
          ))}
        </DeskTable>
      )}
      {data && (
        <DeskPager
          page={filters.page ?? 1}
          totalPages={data.totalPages}
          go={(page) => go({ ...filters, page: page > 1 ? page : undefined })}
        />
      )}
    </section>
  );
}
