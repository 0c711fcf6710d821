import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useSearch } from '@tanstack/react-router';
import { AUDIT_ACTION_TEXT, AUDIT_ENTITY_TEXT, auditFieldText, isAuditEntityKind } from '@shared/audit.js';
import { usePageTitle } from '../../../../app/title.js';
import { type AuditFilters, auditQueryOptions } from '../../api/catalogue.js';
import { DeskPager } from '../DeskPager.js';
import { type DeskColumn, DeskTable } from '../DeskTable.js';
import { SignInFirst } from '../SignInFirst.js';
import { dateTime } from './format.js';
import { useStaff } from './use-staff.js';
import './catalogue.css';

const COLUMNS: readonly DeskColumn[] = [
  { label: 'Vrijeme' },
  { label: 'Tko' },
  { label: 'Što' },
  { label: 'Promjene' },
];

const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '');

function auditFilters(search: Record<string, unknown>): AuditFilters {
  const filters: AuditFilters = {};
  const kind = text(search.entityKind);
  if (isAuditEntityKind(kind)) filters.entityKind = kind;
  const id = text(search.entityId).slice(0, 64);
  if (id) filters.entityId = id;
  const user = text(search.user).slice(0, 254);
  if (user) filters.user = user;
  const action = text(search.action);
  if (action in AUDIT_ACTION_TEXT) filters.action = action;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1) filters.page = page;
  return filters;
}

const shown = (value: unknown) => {
  if (value === null || value === undefined || value === '') return '–';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** /admin/dnevnik: every staff change, newest first, filtered by what changed and who changed it. */
export function AuditLog() {
  usePageTitle('Dnevnik promjena');
  const { api, admin, checking } = useStaff();
  const filters = auditFilters(useSearch({ strict: false }) as Record<string, unknown>);
  const navigate = useNavigate();
  const log = useQuery({ ...auditQueryOptions(api, filters), enabled: admin });
  if (!admin) return <SignInFirst title="Dnevnik promjena" checking={checking} />;
  const go = (next: AuditFilters) => void navigate({ to: '/admin/dnevnik', search: next as never });
  const data = log.data;
  return (
    <section className="admin-card admin-card--wide desk catalogue">
      <h1>Dnevnik promjena</h1>
      <form
        className="desk-filters"
        aria-label="Filtri dnevnika"
        onSubmit={(event) => {
          event.preventDefault();
          go(auditFilters(Object.fromEntries(new FormData(event.currentTarget).entries())));
        }}
      >
        <div className="desk-filter">
          <label htmlFor="audit-kind">Vrsta</label>
          <select id="audit-kind" name="entityKind" defaultValue={filters.entityKind ?? ''}>
            <option value="">Sve</option>
            {Object.entries(AUDIT_ENTITY_TEXT).map(([kind, name]) => (
              <option key={kind} value={kind}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-filter">
          <label htmlFor="audit-id">Broj zapisa</label>
          <input id="audit-id" name="entityId" defaultValue={filters.entityId ?? ''} maxLength={64} />
        </div>
        <div className="desk-filter">
          <label htmlFor="audit-action">Radnja</label>
          <select id="audit-action" name="action" defaultValue={filters.action ?? ''}>
            <option value="">Sve</option>
            {Object.entries(AUDIT_ACTION_TEXT).map(([action, name]) => (
              <option key={action} value={action}>
                {name}
              </option>
            ))}
          </select>
        </div>
        <div className="desk-filter desk-filter--wide">
          <label htmlFor="audit-user">Djelatnik (e-mail)</label>
          <input id="audit-user" name="user" defaultValue={filters.user ?? ''} maxLength={254} />
        </div>
        <div className="desk-filters__buttons">
          <button type="submit" className="btn btn--primary">
            Filtriraj
          </button>
        </div>
      </form>
      {log.isError && <p role="alert">Dnevnik se trenutno ne može učitati. Pokušajte ponovno.</p>}
      {!data && !log.isError && <p>Učitavanje...</p>}
      {data && data.records.length === 0 && <p>Nema zapisa za ovaj filtar.</p>}
      {data && data.records.length > 0 && (
        <DeskTable columns={COLUMNS}>
          {data.records.map((entry) => (
            <tr key={entry.id}>
              <td className="nowrap">{dateTime.format(new Date(entry.createdAt))}</td>
              <td>{entry.userEmail}</td>
              <td>
                {AUDIT_ACTION_TEXT[entry.action] ?? entry.action}
                <br />
                {entry.entityKind === 'stock' ? (
                  <Link to="/admin/zalihe" search={{ proizvod: entry.entityId } as never}>
                    {AUDIT_ENTITY_TEXT.stock} {entry.entityId}
                  </Link>
                ) : entry.entityKind === 'product' || entry.entityKind === 'price' || entry.entityKind === 'media' ? (
                  <Link to="/admin/proizvodi/{-$id}" params={{ id: entry.entityId }}>
                    {AUDIT_ENTITY_TEXT[entry.entityKind]} {entry.entityId}
                  </Link>
                ) : (
                  <small className="catalogue__muted">
                    {isAuditEntityKind(entry.entityKind) ? AUDIT_ENTITY_TEXT[entry.entityKind] : entry.entityKind}{' '}
                    {entry.entityId}
                  </small>
                )}
              </td>
              <td>
                <ul className="catalogue__changes">
                  {entry.changes.map((change) => (
                    <li key={change.field} data-field={change.field}>
                      <strong>{auditFieldText(change.field)}</strong>: {shown(change.before)} → {shown(change.after)}
                    </li>
                  ))}
                </ul>
              </td>
            </tr>
          ))}
        </DeskTable>
      )}
      {data && (
        <DeskPager
          page={filters.page ?? 1}
          totalPages={data.totalPages}
          go={(page) => go({ ...filters, page: page > 1 ? page : undefined })}
          labels={['Novije', 'Starije']}
        />
      )}
    </section>
  );
}
