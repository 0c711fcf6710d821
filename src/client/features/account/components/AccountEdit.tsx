import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { profileMachine } from '@machines/profile/profile.machine.js';
import { validate } from '../../../lib/form-rules.js';
import { Field } from '../../../components/ui/form/Field.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { ConsentsBlock } from '../../../components/ui/form/ConsentsBlock.js';
import type { CustomerProfile } from '../api/profile.js';
import { accountTexts as tx } from '../texts.js';
import { accountRules, formValues, zipInput, type AccountValues } from './account-form.js';

export interface EditState {
  values: AccountValues;
  granted: Set<number>;
}

/** The edit form of 'moj_racun' with the user's consents (shop 2); the profile machine drives it. */
export function AccountEdit({
  profile,
  snapshot,
  send,
  formRef,
  stateRef,
  failure,
}: {
  profile: CustomerProfile;
  snapshot: SnapshotFrom<typeof profileMachine>;
  send: ActorRefFrom<typeof profileMachine>['send'];
  formRef: React.RefObject<HTMLFormElement | null>;
  stateRef: React.RefObject<EditState | null>;
  failure: string | null;
}) {
  const [values, setValues] = useState(() => formValues(profile));
  const [granted, setGranted] = useState(
    () => new Set(profile.consents.filter((c) => c.status === 'granted').map((c) => c.id)),
  );
  stateRef.current = { values, granted };
  const rules = accountRules(values);
  const errors = snapshot.context.touched ? validate(values, rules) : {};
  const saving = snapshot.matches('saving');
  const set =
    (field: keyof AccountValues, clean: (v: string) => string = (v) => v) =>
    (value: string) =>
      setValues((v) => ({ ...v, [field]: clean(value) }));
  const field = (name: keyof AccountValues, extra: Partial<React.ComponentProps<typeof Field>> = {}) => (
    <Field
      name={name}
      label={tx.labels[name]}
      value={values[name]}
      onValue={set(name)}
      error={errors[name]}
      required={rules[name].length > 0 && name !== 'memberCardBarcode' && name !== 'contactPhone'}
      {...extra}
    />
  );
  return (
    <form
      ref={formRef}
      className="form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'profile.save', valid: Object.keys(validate(values, rules)).length === 0 });
      }}
    >
      {failure && snapshot.matches('editing') && <Notice kind="error">{failure}</Notice>}
      <div className="form__row">
        {field('firstName', { autoComplete: 'given-name' })}
        {field('lastName', { autoComplete: 'family-name' })}
      </div>
      {field('email', { type: 'email', autoComplete: 'email' })}
      <div className="form__row">
        {field('street', { autoComplete: 'address-line1' })}
        {field('houseNumber')}
      </div>
      <div className="form__row">
        {field('city', { autoComplete: 'address-level2' })}
        {field('zipCode', { autoComplete: 'postal-code', onValue: set('zipCode', zipInput) })}
      </div>
      <div className="form__row">
        <div className={`field${errors.country ? ' field--invalid' : ''}`}>
          <label htmlFor="field-country" className="field__label">
            {tx.labels.country}
          </label>
          <select
            id="field-country"
            name="country"
            value={values.country}
            onChange={(e) => set('country')(e.target.value)}
            aria-invalid={errors.country ? true : undefined}
            aria-describedby={errors.country ? 'field-country-error' : undefined}
          >
            <option value="">{tx.countryPlaceholder}</option>
            {Object.entries(tx.countries).map(([iso, name]) => (
              <option key={iso} value={iso}>
                {name}
              </option>
            ))}
          </select>
          {errors.country && (
            <p id="field-country-error" className="field__error">
              {errors.country}
            </p>
          )}
        </div>
        {field('contactPhone', { type: 'tel', inputMode: 'tel', autoComplete: 'tel' })}
      </div>
      {field('memberCardBarcode', {
        inputMode: 'numeric',
        maxLength: 12,
        onValue: set('memberCardBarcode', (v) => v.replace(/\D/g, '').slice(0, 12)),
      })}
      {profile.consents.length > 0 && (
        <ConsentsBlock
          title={tx.consentsTitle}
          consents={profile.consents}
          checked={granted}
          onToggle={(id) =>
            setGranted((prev) => {
              const next = new Set(prev);
              if (!next.delete(id)) next.add(id);
              return next;
            })
          }
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

export function useInvalidateProfile() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ['user', 'profile'] });
}
