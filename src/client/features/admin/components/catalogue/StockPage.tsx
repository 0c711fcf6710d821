import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import {
  adminStockTakeMachine,
  differences,
  type TakeLine,
} from '@machines/admin-stock-take/admin-stock-take.machine.js';
import { STOCK_STATE_TEXT } from '@shared/catalogue-admin.js';
import { usePageTitle } from '../../../../app/title.js';
import { FailureText } from '../../../../components/ui/FailureText.js';
import { Notice } from '../../../../components/ui/form/Notice.js';
import { applyStockTake, type StockQuery, type StockRow, stockQueryOptions } from '../../api/catalogue.js';
import { DeskPager } from '../DeskPager.js';
import { type DeskColumn, DeskTable } from '../DeskTable.js';
import { SignInFirst } from '../SignInFirst.js';
import { useStaff } from './use-staff.js';
import './catalogue.css';

const GRID_COLUMNS: readonly DeskColumn[] = [
  { label: 'Proizvod' },
  { label: 'Šifra' },
  { label: 'Na stanju', numeric: true },
  { label: 'Rezervirano', numeric: true },
  { label: 'Upotrebljivo', numeric: true },
  { label: 'Stanje' },
];

function stockQuery(search: Record<string, unknown>): StockQuery {
  const query: StockQuery = { limit: 50 };
  const q = typeof search.q === 'string' ? search.q.trim().slice(0, 100) : '';
  if (q) query.q = q;
  const product = Number(search.proizvod);
  if (Number.isInteger(product) && product > 0) query.productId = product;
  if (search.niska === 'da') query.low = true;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) query.page = page;
  return query;
}

const lineOf = (row: StockRow): Omit<TakeLine, 'counted'> => ({
  productId: row.productId,
  name: row.name,
  sku: row.sku,
  expectedAvailable: row.available,
  reserved: row.reserved,
});

/**
 * /admin/zalihe: the stock grid per variant (on hand, reserved by unpaid orders, usable after the shop's buffer),
 * the low-stock list, and a stock take of the lines shown (docs/decisions/0179-stock-ledger-one-location.md).
 */
export function StockPage() {
  usePageTitle('Zalihe');
  const { api, admin, checking } = useStaff();
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const query = stockQuery(search);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const grid = useQuery({ ...stockQueryOptions(api, query), enabled: admin });
  const actor = useActorRef(
    adminStockTakeMachine.provide({
      actors: { applyTake: fromPromise(({ input }) => applyStockTake(api, input)) },
      actions: { applied: () => void queryClient.invalidateQueries({ queryKey: ['user', 'admin', 'stock'] }) },
    }),
  );
  const state = useSelector(actor, (s) => s.value);
  const take = useSelector(actor, (s) => s.context);
  if (!admin) return <SignInFirst title="Zalihe" checking={checking} />;
  const go = (next: Record<string, unknown>) => void navigate({ to: '/admin/zalihe', search: next as never });
  const rows = grid.data?.records ?? [];
  const recount = async () => {
    const fresh = await queryClient.fetchQuery({ ...stockQueryOptions(api, query), staleTime: 0 });
    actor.send({ type: 'recount', lines: fresh.records.map(lineOf) });
  };
  return (
    <section className="admin-card admin-card--wide desk catalogue">
      <h1>Zalihe</h1>
      <form
        className="desk-filters"
        aria-label="Filtri zaliha"
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          go({ q: String(form.get('q') ?? '') || undefined, niska: form.get('niska') ? 'da' : undefined });
        }}
      >
        <div className="desk-filter desk-filter--wide">
          <label htmlFor="stock-q">Naziv ili šifra</label>
          <input id="stock-q" type="search" name="q" defaultValue={query.q ?? ''} maxLength={100} />
        </div>
        <label className="catalogue__chip">
          <input type="checkbox" name="niska" defaultChecked={query.low === true} /> Samo niska zaliha
        </label>
        <div className="desk-filters__buttons">
          <button type="submit" className="btn btn--primary">
            Prikaži
          </button>
        </div>
      </form>
      {grid.isError && <p role="alert">Zalihe se trenutno ne mogu učitati. Pokušajte ponovno.</p>}
      {!grid.data && !grid.isError && <p>Učitavanje...</p>}
      {state === 'idle' && grid.data && (
        <>
          <DeskTable columns={GRID_COLUMNS}>
            {rows.map((row) => (
              <tr key={row.productId} data-stock={row.sku}>
                <td>
                  <Link to="/admin/proizvodi/{-$id}" params={{ id: String(row.parentId ?? row.productId) }}>
                    {row.name}
                  </Link>
                </td>
                <td className="nowrap">{row.sku}</td>
                <td className="num">{row.onHand}</td>
                <td className="num">{row.reserved}</td>
                <td className="num">{row.usable ?? '∞'}</td>
                <td>
                  <span className={`catalogue__stock catalogue__stock--${row.state}`}>
                    {STOCK_STATE_TEXT[row.state]}
                  </span>
                </td>
              </tr>
            ))}
          </DeskTable>
          <DeskPager
            page={query.page ?? 1}
            totalPages={grid.data.totalPages}
            go={(page) => go({ ...search, page: page > 1 ? page : undefined })}
          />
          <div className="desk-actions__buttons">
            <button
              type="button"
              className="btn btn--outline"
              disabled={rows.length === 0}
              onClick={() => actor.send({ type: 'take.start', lines: rows.map(lineOf) })}
            >
              Inventura prikazanih stavki
            </button>
          </div>
        </>
      )}
      {(state === 'counting' || state === 'refused') && (
        <form
          className="catalogue-take"
          aria-label="Inventura"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'review' });
          }}
        >
          <h2>Inventura: upišite prebrojeno na polici</h2>
          {state === 'refused' && take.failure && (
            <Notice kind="error">
              <FailureText failure={take.failure} />
            </Notice>
          )}
          <DeskTable
            columns={[
              { label: 'Proizvod' },
              { label: 'Očekivano na stanju', numeric: true },
              { label: 'Prebrojeno', numeric: true },
            ]}
          >
            {take.lines.map((line) => (
              <tr key={line.productId} className={take.stale.includes(line.productId) ? 'catalogue__stale' : undefined}>
                <td>
                  {line.name} <small className="catalogue__muted">{line.sku}</small>
                </td>
                <td className="num">{line.expectedAvailable + line.reserved}</td>
                <td className="num">
                  <input
                    className="catalogue-take__count"
                    inputMode="numeric"
                    aria-label={`Prebrojeno: ${line.name}`}
                    value={line.counted}
                    disabled={state === 'refused'}
                    onChange={(e) =>
                      actor.send({ type: 'count.change', productId: line.productId, counted: e.target.value })
                    }
                  />
                </td>
              </tr>
            ))}
          </DeskTable>
          <div className="desk-actions__buttons">
            {state === 'counting' ? (
              <button type="submit" className="btn btn--primary">
                Pregledaj razlike
              </button>
            ) : take.failure?.code === 'STOCK_TAKE_STALE' ? (
              <button type="button" className="btn btn--primary" onClick={() => void recount()}>
                Prebroji označene ponovno
              </button>
            ) : (
              <button type="button" className="btn btn--primary" onClick={() => actor.send({ type: 'retry' })}>
                Pokušaj ponovo
              </button>
            )}
            <button type="button" className="btn btn--outline" onClick={() => actor.send({ type: 'close' })}>
              Odustani
            </button>
          </div>
        </form>
      )}
      {(state === 'reviewing' || state === 'applying') && (
        <div className="catalogue-take">
          <h2>Razlike prije upisa</h2>
          {differences(take.lines).length === 0 ? (
            <p>Sve se slaže sa stanjem.</p>
          ) : (
            <ul>
              {differences(take.lines).map((d) => (
                <li key={d.productId}>
                  {d.name}: {d.onHand} → {d.count} ({(d.count ?? 0) > d.onHand ? '+' : ''}
                  {(d.count ?? 0) - d.onHand})
                </li>
              ))}
            </ul>
          )}
          <div className="desk-actions__buttons">
            <button
              type="button"
              className="btn btn--primary"
              disabled={state === 'applying'}
              onClick={() => actor.send({ type: 'apply' })}
            >
              {state === 'applying' ? 'Upisivanje...' : 'Upiši inventuru'}
            </button>
            <button
              type="button"
              className="btn btn--outline"
              disabled={state === 'applying'}
              onClick={() => actor.send({ type: 'back' })}
            >
              Natrag na brojanje
            </button>
          </div>
        </div>
      )}
      {state === 'done' && (
        <div className="catalogue-take">
          <Notice kind="success">Inventura je upisana.</Notice>
          <button type="button" className="btn btn--outline" onClick={() => actor.send({ type: 'close' })}>
            Natrag na zalihe
          </button>
        </div>
      )}
    </section>
  );
}
