import type { CustomerProfile } from '../api/profile.js';
import { mainAddress } from '../api/profile.js';
import { accountTexts as tx } from '../texts.js';

type Label = keyof typeof tx.labels;

/** The read-only 'moj_racun' view: every value, or 'Nisu uneseni podatci' when it is empty (docs/spec/shop.md 2). */
export function AccountView({ profile, onEdit }: { profile: CustomerProfile; onEdit: () => void }) {
  const address = mainAddress(profile);
  const country = address?.country as keyof typeof tx.countries | undefined;
  const rows: Array<[Label, string | null | undefined]> = [
    ['firstName', profile.details.firstName],
    ['lastName', profile.details.lastName],
    ['email', profile.email],
    ['street', address?.street],
    ['houseNumber', address?.houseNumber],
    ['city', address?.city],
    ['country', country ? (tx.countries[country] ?? country) : null],
    ['zipCode', address?.zipCode],
    ['contactPhone', address?.contactPhone],
    ['memberCardBarcode', profile.memberCardBarcode],
  ];
  return (
    <div className="account-view">
      {profile.pendingEmail && <p className="account-view__pending">{tx.pendingEmail(profile.pendingEmail)}</p>}
      <dl className="account-view__list">
        {rows.map(([key, value]) => (
          <div key={key} className="account-view__row">
            <dt>{tx.labels[key]}</dt>
            <dd className={value ? undefined : 'account-view__empty'}>{value || tx.empty}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="btn btn--primary" onClick={onEdit}>
        {tx.edit}
      </button>
    </div>
  );
}
