import { useQuery } from '@tanstack/react-query';
import { Link, useRouteContext } from '@tanstack/react-router';
import { usePageTitle } from '../../../app/title.js';
import { useAuthStatus } from '../../../lib/auth-session.js';
import { type AdminConsent, consentsQueryOptions } from '../api/sections.js';
import { SignInFirst } from './SignInFirst.js';
import { type DeskColumn, DeskTable } from './DeskTable.js';
import './sections.css';

/** The forms a consent can be assigned to, in the shop's words. */
export const FORM_NAMES: Record<AdminConsent['shownOn'][number], string> = {
  registerForm: 'Registracija',
  checkoutForm: 'Naplata',
  addressForm: 'Adresa',
  newsletter: 'Newsletter',
  contactForm: 'Kontakt obrazac',
  productAvailabilityForm: 'Obavijest o dostupnosti',
};

export const formList = (forms: readonly AdminConsent['shownOn'][number][]) =>
  forms.length ? forms.map((form) => FORM_NAMES[form]).join(', ') : '–';

const CONSENT_COLUMNS: readonly DeskColumn[] = [
  { label: 'ID', numeric: true },
  { label: 'Naziv' },
  { label: 'Jedinstveni broj' },
  { label: 'Obavezna na' },
  { label: 'Prikazuje se na' },
  { label: 'Verzija', numeric: true },
  { label: 'Zapisa', numeric: true },
];

/** /admin/consent: every consent definition and the forms that show and require it, read-only. */
export function Consents() {
  usePageTitle('Privole');
  const { api, auth } = useRouteContext({ from: '__root__' });
  const session = useAuthStatus(auth);
  const admin = session.status === 'authenticated' && session.user?.isBackofficeUser === true;
  const list = useQuery({ ...consentsQueryOptions(api), enabled: admin });
  if (!admin) return <SignInFirst title="Privole" checking={session.status === 'unknown'} />;
  const data = list.data;
  return (
    <section className="admin-card admin-card--wide admin-section">
      <h1>Privole</h1>
      <p>
        Privole koje kupci daju na obrascima trgovine. Odabirom privole vidi se evidencija danih i povučenih privola.
      </p>
      {list.isError && <p role="alert">Privole se trenutno ne mogu učitati. Pokušajte ponovno.</p>}
      {!data && !list.isError && <p>Učitavanje...</p>}
      {data && (
        <DeskTable columns={CONSENT_COLUMNS}>
          {data.records.map((consent) => (
            <tr key={consent.id}>
              <td className="num">{consent.id}</td>
              <th scope="row">
                <Link to="/admin/$" params={{ _splat: `consent/${consent.uniqueNumber}` }}>
                  {consent.displayName}
                </Link>
              </th>
              <td>{consent.uniqueNumber}</td>
              <td>{formList(consent.requiredOn)}</td>
              <td>{formList(consent.shownOn)}</td>
              <td className="num">{consent.version}</td>
              <td className="num">{consent.logEntries}</td>
            </tr>
          ))}
        </DeskTable>
      )}
      {data?.records.length === 0 && <p>Nema definiranih privola.</p>}
    </section>
  );
}
