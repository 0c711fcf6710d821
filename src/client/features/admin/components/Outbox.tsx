import { SignInFirst } from './SignInFirst.js';
import { useState } from 'react';
import { useRouteContext } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { usePageTitle } from '../../../app/title.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { quiet, unwrap } from '../../../lib/api-client.js';

const KINDS: Record<string, string> = {
  verification: 'Potvrda e-maila',
  password_reset: 'Promjena lozinke',
  welcome: 'Dobrodošlica',
  email_change: 'Promjena e-maila',
  email_changed_notice: 'Obavijest o promjeni e-maila',
  order_confirmation: 'Potvrda narudžbe',
  order_withdrawal: 'Potvrda odustajanja',
  withdrawal_confirm: 'Poveznica za odustajanje',
  order_status: 'Status narudžbe',
  order_receipt: 'Račun',
};
const dateTime = new Intl.DateTimeFormat('hr-HR', { dateStyle: 'short', timeStyle: 'short' });

/** Links in the plain-text body, clickable so a back-office user can follow a verification link by hand. */
function Linked({ text }: { text: string }) {
  return (
    <>
      {text.split(/(https?:\/\/\S+)/g).map((part, i) =>
        /^https?:\/\//.test(part) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, always in the same order.
          <a key={i} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

/** /admin/outbox: the e-mails the shop wrote while no SMTP server is configured. */
export function Outbox() {
  usePageTitle('Poslani e-mailovi');
  const { api, auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  const [page, setPage] = useState(1);
  const admin = session.status === 'authenticated' && session.user?.isBackofficeUser === true;
  const mails = useQuery({
    queryKey: ['user', 'admin', 'outbox', page],
    queryFn: () =>
      unwrap(api.GET('/api/v1/admin/outbox', { params: { query: { page, limit: 20 } }, middleware: [quiet] })),
    enabled: admin,
  });
  if (!admin) {
    return <SignInFirst title="Poslani e-mailovi" checking={session.status === 'unknown'} />;
  }
  const data = mails.data;
  return (
    <section className="admin-card admin-card--wide">
      <h1>Poslani e-mailovi</h1>
      {data && <p>Ukupno: {data.totalRecords}</p>}
      <ol className="outbox">
        {data?.records.map((mail) => (
          <li key={mail.id} className="outbox__item">
            <h2 className="outbox__subject">{mail.subject}</h2>
            <p className="outbox__meta">
              {KINDS[mail.kind] ?? mail.kind} · {mail.to} · {dateTime.format(new Date(mail.createdAt))}
            </p>
            {mail.text && (
              <pre className="outbox__text">
                <Linked text={mail.text} />
              </pre>
            )}
          </li>
        ))}
      </ol>
      {data && data.totalPages > 1 && (
        <nav className="outbox__pages" aria-label="Stranice">
          <button type="button" className="btn btn--outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Novije
          </button>
          <span>
            {page} / {data.totalPages}
          </span>
          <button
            type="button"
            className="btn btn--outline"
            disabled={page >= data.totalPages}
            onClick={() => setPage((p) => p + 1)}
          >
            Starije
          </button>
        </nav>
      )}
    </section>
  );
}
