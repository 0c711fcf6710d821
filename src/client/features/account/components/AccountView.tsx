import type { CustomerProfile } from '../api/profile.js';
import { accountTexts as tx } from '../texts.js';
import { accountRows } from './account-rows.js';

/** The read-only 'moj_racun' view: every value, a dash for an empty one, one line for an empty address. */
export function AccountView({ profile, onEdit }: { profile: CustomerProfile; onEdit: () => void }) {
  return (
    <div className="account-view">
      {profile.pendingEmail && <p className="account-view__pending">{tx.pendingEmail(profile.pendingEmail)}</p>}
      <dl className="account-view__list">
        {accountRows(profile).map(({ key, value }) => (
          <div key={key} className="account-view__row">
            <dt>{key === 'address' ? tx.addressLabel : tx.labels[key]}</dt>
            {value === null ? (
              <dd className="account-view__empty">
                <span aria-hidden="true">—</span>
                <span className="visually-hidden">{tx.notEntered}</span>
              </dd>
            ) : (
              <dd className={key === 'address' ? 'account-view__empty' : undefined}>{value}</dd>
            )}
          </div>
        ))}
      </dl>
      <button type="button" className="btn btn--primary" onClick={onEdit}>
        {tx.edit}
      </button>
    </div>
  );
}
