import { useQuery } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import type { components } from '@api/openapi';
import { usePageTitle } from '../../../app/title.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { quiet, unwrap } from '../../../lib/api-client.js';
import { formatPrice } from '../../../lib/format.js';
import { ReceiptRegister } from './ReceiptRegister.js';
import { SignInFirst } from './SignInFirst.js';

type FiscalReceipt = components['schemas']['FiscalReceipt'];

const TITLE = 'Fiskalni računi';
const dateTime = new Intl.DateTimeFormat('hr-HR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  timeZone: 'Europe/Zagreb',
});
const at = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '–');

/** The back office's view of the CIS queue looks again every so often: receipts go out in the background. */
const REFRESH_MS = 10_000;

function ReceiptTable({ receipts, refused }: { receipts: FiscalReceipt[]; refused: boolean }) {
  return (
    <table className="admin-table">
      <thead>
        <tr>
          <th scope="col">Račun</th>
          <th scope="col">Narudžba</th>
          <th scope="col">Izdan</th>
          <th scope="col">Iznos</th>
          <th scope="col">Pokušaja</th>
          <th scope="col">{refused ? 'Razlog odbijanja (CIS)' : 'Zadnja greška · sljedeći pokušaj'}</th>
        </tr>
      </thead>
      <tbody>
        {receipts.map((r) => (
          <tr key={r.id}>
            <td>{r.number}</td>
            <td>{r.reference}</td>
            <td>{at(r.issuedAt)}</td>
            <td>{formatPrice(r.total)}</td>
            <td>{r.attempts}</td>
            <td>{refused ? r.refusal : `${r.lastError ?? 'još nije slan'} · ${at(r.nextAttemptAt)}`}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * /admin/receipts: the register of every issued receipt with its CSV export (docs/decisions/0161-receipt-register.md),
 * then the receipts still waiting for their JIR (oldest first, with attempts and the last error, and how many are
 * past the 48-hour deadline) and receipts CIS refused, with its reason.
 */
export function Receipts() {
  usePageTitle(TITLE);
  const { api, auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  const admin = session.status === 'authenticated' && session.user?.isBackofficeUser === true;
  const overview = useQuery({
    queryKey: ['user', 'admin', 'fiscal-receipts'],
    queryFn: () =>
      unwrap(api.GET('/api/v1/admin/fiscal/receipts', { params: { query: { limit: 100 } }, middleware: [quiet] })),
    enabled: admin,
    refetchInterval: REFRESH_MS,
  });
  if (!admin) return <SignInFirst title={TITLE} checking={session.status === 'unknown'} />;
  const data = overview.data;
  return (
    <section className="admin-card" data-testid="admin-receipts">
      <h1>{TITLE}</h1>
      <ReceiptRegister />
      {overview.isError && (
        <p role="alert">
          <FailureText failure={overview.error} />
        </p>
      )}
      {data && (
        <>
          <h2>Čekaju JIR: {data.waiting.count}</h2>
          {data.waiting.overdue > 0 && <p role="alert">Računa koji čekaju dulje od 48 sati: {data.waiting.overdue}</p>}
          {data.waiting.count === 0 ? (
            <p>Svi izdani računi dostavljeni su Poreznoj upravi.</p>
          ) : (
            <ReceiptTable receipts={data.waiting.receipts} refused={false} />
          )}
          <h2>Odbijeni: {data.refused.count}</h2>
          {data.refused.count === 0 ? (
            <p>CIS nije odbio nijedan račun.</p>
          ) : (
            <ReceiptTable receipts={data.refused.receipts} refused />
          )}
        </>
      )}
    </section>
  );
}
