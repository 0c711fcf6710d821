import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { cacheClearMachine } from '@machines/cache-clear/cache-clear.machine.js';
import { usePageTitle } from '../../../app/title.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { type CacheId, type CacheOverview, cachesQueryKey, cachesQueryOptions, clearCaches } from '../api/sections.js';
import { SignInFirst } from './SignInFirst.js';
import { type DeskColumn, DeskTable } from './DeskTable.js';
import './sections.css';

/** Each cache in the shop's words: its name and what it keeps. */
const CACHE_TEXT: Record<CacheId, [name: string, text: string]> = {
  listing: ['Filtri kategorija', 'Brojevi proizvoda uz filtre i ukupan broj proizvoda na prvom prikazu kategorije.'],
  categories: ['Kategorije', 'Popis kategorija za tražilicu u zaglavlju i prepoznavanje kategorija u adresama.'],
  sitemaps: ['Karta weba', 'Datoteke sitemap.xml za tražilice poput Googlea.'],
  domains: ['Domene', 'Domene trgovine i njihovi API ključevi.'],
  lockers: ['BoxNow paketomati', 'Paketomati u blizini mjesta i popis svih paketomata.'],
  media: ['Veličine slika', 'Slike izrađene u veličinama koje stranice traže, spremljene na disk.'],
};
const ALL = Object.keys(CACHE_TEXT) as CacheId[];

const names = (ids: readonly string[]) => ids.map((id) => CACHE_TEXT[id as CacheId]?.[0] ?? id).join(', ');
const number = new Intl.NumberFormat('hr-HR');
const time = new Intl.DateTimeFormat('hr-HR', { timeStyle: 'medium' });

function size(bytes: number | null): string {
  if (bytes === null) return 'u memoriji';
  if (bytes < 1024) return `${number.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${number.format(Math.round(bytes / 102.4) / 10)} KB`;
  return `${number.format(Math.round(bytes / (1024 * 102.4)) / 10)} MB`;
}

function keptFor(seconds: number | null): string {
  if (seconds === null) return 'do pražnjenja';
  return seconds < 60 ? `${seconds} s` : `${number.format(seconds / 60)} min`;
}

const CACHE_COLUMNS: readonly DeskColumn[] = [
  { label: 'Predmemorija' },
  { label: 'Zapisa', numeric: true },
  { label: 'Veličina', numeric: true },
  { label: 'Čuva se' },
  { label: <span className="visually-hidden">Radnja</span> },
];

/** /admin/cache: what the shop caches now, and clearing one cache or all of them. */
export function Caches() {
  usePageTitle('Predmemorija');
  const { api, auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  const admin = session.status === 'authenticated' && session.user?.isBackofficeUser === true;
  const overview = useQuery({ ...cachesQueryOptions(api), enabled: admin });
  const queryClient = useQueryClient();
  const actor = useActorRef(
    cacheClearMachine.provide({
      actors: { clearCaches: fromPromise(({ input }) => clearCaches(api, input as CacheId[])) },
      actions: {
        applied: (_, result) => queryClient.setQueryData(cachesQueryKey, result as unknown as CacheOverview),
      },
    }),
  );
  const state = useSelector(actor, (s) => s.value);
  const context = useSelector(actor, (s) => s.context);
  if (!admin) return <SignInFirst title="Predmemorija" checking={session.status === 'unknown'} />;
  const busy = state === 'clearing';
  const ask = (caches: CacheId[]) => actor.send({ type: 'clear.ask', caches });
  const data = overview.data;
  return (
    <section className="admin-card admin-card--wide admin-section">
      <h1>Predmemorija</h1>
      <p>
        Trgovina privremeno pamti izračune i izrađene slike kako bi stranice bile brže. Pražnjenjem se ništa ne gubi:
        sljedeći prikaz ih ponovno izračuna, samo nešto sporije.
      </p>
      {overview.isError && <p role="alert">Predmemorija se trenutno ne može učitati. Pokušajte ponovno.</p>}
      {!data && !overview.isError && <p>Učitavanje...</p>}
      {data && (
        <>
          <DeskTable columns={CACHE_COLUMNS}>
            {data.caches.map((cache) => {
              const [name, text] = CACHE_TEXT[cache.id];
              return (
                <tr key={cache.id} data-cache={cache.id}>
                  <th scope="row">
                    {name}
                    <br />
                    <small>{text}</small>
                  </th>
                  <td className="num">{number.format(cache.entries)}</td>
                  <td className="num">{size(cache.bytes)}</td>
                  <td className="nowrap">{keptFor(cache.ttlSeconds)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--outline"
                      disabled={busy}
                      aria-label={`Isprazni: ${name}`}
                      onClick={() => ask([cache.id])}
                    >
                      Isprazni
                    </button>
                  </td>
                </tr>
              );
            })}
          </DeskTable>
          <p className="admin-note">Stanje u {time.format(new Date(data.checkedAt))}.</p>
          <div className="desk-actions__buttons">
            <button type="button" className="btn btn--primary" disabled={busy} onClick={() => ask(ALL)}>
              Isprazni sve
            </button>
            <button
              type="button"
              className="btn btn--outline"
              disabled={overview.isFetching}
              onClick={() => void overview.refetch()}
            >
              Osvježi
            </button>
          </div>
        </>
      )}
      {(state === 'confirming' || state === 'clearing') && (
        <form
          className="desk-confirm"
          aria-label="Pražnjenje predmemorije"
          onSubmit={(event) => {
            event.preventDefault();
            actor.send({ type: 'confirm' });
          }}
        >
          <p>Isprazniti predmemoriju: {names(context.chosen)}?</p>
          <div className="desk-actions__buttons">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? 'Pražnjenje...' : 'Isprazni'}
            </button>
            <button
              type="button"
              className="btn btn--outline"
              disabled={busy}
              onClick={() => actor.send({ type: 'cancel' })}
            >
              Odustani
            </button>
          </div>
        </form>
      )}
      {state === 'done' && <Notice kind="success">Predmemorija je ispražnjena: {names(context.cleared)}.</Notice>}
      {state === 'failed' && context.failure && (
        <div className="desk-confirm">
          <Notice kind="error">
            <FailureText failure={context.failure} />
          </Notice>
          <div className="desk-actions__buttons">
            <button type="button" className="btn btn--primary" onClick={() => actor.send({ type: 'retry' })}>
              Pokušaj ponovo
            </button>
            <button type="button" className="btn btn--outline" onClick={() => actor.send({ type: 'dismiss' })}>
              Zatvori
            </button>
          </div>
        </div>
      )}
    </section>
  );
}
