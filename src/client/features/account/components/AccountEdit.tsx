import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { profileMachine } from '@machines/profile/profile.machine.js';
import { emailChanged } from '@shared/validation/account.js';
import { errorText } from '../../../lib/error-texts.js';
import { fieldBinder, submitTo } from '../../../components/ui/form/form-machine.js';
import { Field } from '../../../components/ui/form/Field.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { ConsentsBlock } from '../../../components/ui/form/ConsentsBlock.js';
import type { CustomerProfile } from '../api/profile.js';
import { accountTexts as tx } from '../texts.js';

/** The edit form of 'moj_racun' with the user's consents: it renders the profile machine's values and errors. */
export function AccountEdit({
  profile,
  snapshot,
  send,
  formRef,
}: {
  profile: CustomerProfile;
  snapshot: SnapshotFrom<typeof profileMachine>;
  send: ActorRefFrom<typeof profileMachine>['send'];
  formRef: React.RefObject<HTMLFormElement | null>;
}) {
  const { context } = snapshot;
  const field = fieldBinder(context, send);
  const saving = snapshot.matches('saving');
  const countryError = context.errors.country;
  return (
    <form ref={formRef} className="form" noValidate onSubmit={submitTo(send)}>
      {context.failure && snapshot.matches('editing') && <Notice kind="error">{errorText(context.failure)}</Notice>}
      <div className="form__row">
        <Field {...field('firstName')} label={tx.labels.firstName} autoComplete="given-name" required />
        <Field {...field('lastName')} label={tx.labels.lastName} autoComplete="family-name" required />
      </div>
      <Field {...field('email')} label={tx.labels.email} type="email" autoComplete="email" required />
      {emailChanged(context.values) && (
        <Field
          {...field('currentPassword')}
          label={tx.labels.currentPassword}
          type="password"
          autoComplete="current-password"
          required
        />
      )}
      <div className="form__row">
        <Field {...field('street')} label={tx.labels.street} autoComplete="address-line1" />
        <Field {...field('houseNumber')} label={tx.labels.houseNumber} />
      </div>
      <div className="form__row">
        <Field {...field('city')} label={tx.labels.city} autoComplete="address-level2" />
        <Field {...field('zipCode')} label={tx.labels.zipCode} autoComplete="postal-code" />
      </div>
      <div className="form__row">
        <div className={`field${countryError ? ' field--invalid' : ''}`}>
          <label htmlFor="field-country" className="field__label">
            {tx.labels.country}
          </label>
          <select
            id="field-country"
            name="country"
            value={context.values.country}
            onChange={(e) => send({ type: 'field.change', field: 'country', value: e.target.value })}
            aria-invalid={countryError ? true : undefined}
            aria-describedby={countryError ? 'field-country-error' : undefined}
          >
            <option value="">{tx.countryPlaceholder}</option>
            {Object.entries(tx.countries).map(([iso, name]) => (
              <option key={iso} value={iso}>
                {name}
              </option>
            ))}
          </select>
          {countryError && (
            <p id="field-country-error" className="field__error">
              {countryError}
            </p>
          )}
        </div>
        <Field
          {...field('contactPhone')}
          label={tx.labels.contactPhone}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
        />
      </div>
      <Field {...field('memberCardBarcode')} label={tx.labels.memberCardBarcode} inputMode="numeric" maxLength={12} />
      <Field
        {...field('memberCardPin')}
        label={tx.labels.memberCardPin}
        inputMode="numeric"
        autoComplete="off"
        maxLength={4}
        hint={tx.memberCardPinHint}
      />
      {profile.consents.length > 0 && (
        <ConsentsBlock
          title={tx.consentsTitle}
          consents={profile.consents}
          checked={new Set(context.granted)}
          onToggle={(id) => send({ type: 'consent.toggle', id })}
        />
      )}
      <div className="account-actions">
        <button type="submit" className="btn btn--primary" aria-busy={saving || undefined}>
          {saving ? tx.saving : tx.save}
        </button>
        <button
          type="button"
          className="btn btn--outline"
          onClick={() => send({ type: 'profile.cancel' })}
          disabled={saving}
        >
          {tx.cancel}
        </button>
      </div>
    </form>
  );
}
