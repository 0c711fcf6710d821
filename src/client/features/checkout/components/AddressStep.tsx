import type { RefObject } from 'react';
import type { AddressFormValues } from '@machines/checkout/checkout.machine.js';
import { ADDRESS_LIMITS } from '@shared/validation/address-rules.js';
import { FailureText } from '../../../components/ui/FailureText.js';
import { ConsentsBlock } from '../../../components/ui/form/ConsentsBlock.js';
import { Field } from '../../../components/ui/form/Field.js';
import { Notice } from '../../../components/ui/form/Notice.js';
import { checkoutTexts as tx } from '../texts.js';
import type { StepProps } from './step-props.js';

type TextKey = {
  [K in keyof AddressFormValues]: AddressFormValues[K] extends string ? K : never;
}[keyof AddressFormValues];
type FlagKey = 'asCompany' | 'useDifferentBillingAddress' | 'saveToProfile';

const ADDRESS_FIELDS = [
  ['firstName', 'given-name'],
  ['lastName', 'family-name'],
  ['contactEmail', 'email'],
  ['contactPhone', 'tel'],
  ['street', 'address-line1'],
  ['houseNumber', 'address-line2'],
  ['zipCode', 'postal-code'],
  ['city', 'address-level2'],
] as const;

/** ADRESA ('Podaci o dostavi'): the delivery form, the company and billing options, the consents and 'Pošalji'. */
export function AddressStep({
  snapshot,
  send,
  formRef,
  loggedIn,
}: StepProps & { formRef: RefObject<HTMLFormElement | null>; loggedIn: boolean }) {
  const { context } = snapshot;
  const { values, errors } = context;
  const saving = snapshot.matches({ address: 'saving' });
  const text = (name: TextKey) => ({
    name,
    value: values[name],
    error: errors[name],
    onValue: (value: string) => send({ type: 'field.change', field: name, value }),
  });
  const flag = (name: FlagKey) => ({
    checked: values[name],
    onChange: () => send({ type: 'field.change', field: name, value: !values[name] }),
  });
  const addressBlock = (prefix: '' | 'billing') =>
    ADDRESS_FIELDS.map(([key, autoComplete]) => {
      const name = (prefix ? `billing${key[0]!.toUpperCase()}${key.slice(1)}` : key) as TextKey;
      return (
        <Field
          key={name}
          {...text(name)}
          label={tx.field[key]}
          required
          autoComplete={`${prefix ? 'billing' : 'shipping'} ${autoComplete}`}
          type={key === 'contactEmail' ? 'email' : key === 'contactPhone' ? 'tel' : 'text'}
          inputMode={key === 'contactPhone' ? 'tel' : undefined}
          maxLength={ADDRESS_LIMITS[key]}
          hint={key === 'contactPhone' && !prefix ? tx.phoneHint : undefined}
        />
      );
    });
  const countrySelect = (name: 'country' | 'billingCountry') => (
    <div className={`field${errors[name] ? ' field--invalid' : ''}`}>
      <label htmlFor={`field-${name}`} className="field__label">
        {tx.field.country}
        <span className="field__required" aria-hidden="true">
          {' '}
          *
        </span>
      </label>
      <select
        id={`field-${name}`}
        name={name}
        className="field__input"
        value={values[name]}
        aria-required
        aria-invalid={errors[name] ? true : undefined}
        onChange={(e) => send({ type: 'field.change', field: name, value: e.target.value })}
      >
        <option value="">{tx.countryPlaceholder}</option>
        {context.countries.map((c) => (
          <option key={c.iso} value={c.iso}>
            {c.name}
          </option>
        ))}
      </select>
      {errors[name] && <p className="field__error">{errors[name]}</p>}
    </div>
  );
  return (
    <div className="checkout-step">
      <h2 className="checkout-step__heading">{tx.addressHeading}</h2>
      {!loggedIn && (
        <p className="checkout__guest-hint">
          {tx.guestHint}{' '}
          <button type="button" className="checkout-link" onClick={() => send({ type: 'login.request' })}>
            {tx.login}
          </button>
        </p>
      )}
      {context.failure && (
        <Notice kind="error">
          <FailureText failure={context.failure} />
        </Notice>
      )}
      <form
        ref={formRef}
        className="form checkout-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send({ type: 'address.submit' });
        }}
      >
        <div className="checkout-form__grid">
          {addressBlock('')}
          {countrySelect('country')}
        </div>
        <label className="checkout-check">
          <input type="checkbox" name="asCompany" {...flag('asCompany')} />
          <span>{tx.asCompany}</span>
        </label>
        {values.asCompany && (
          <div className="checkout-form__grid">
            <Field
              {...text('companyName')}
              label={tx.field.companyName}
              required
              maxLength={ADDRESS_LIMITS.companyName}
            />
            <Field
              {...text('companyOIB')}
              label={tx.field.companyOIB}
              required
              inputMode="numeric"
              maxLength={ADDRESS_LIMITS.companyOIB}
            />
          </div>
        )}
        <label className="checkout-check">
          <input type="checkbox" name="useDifferentBillingAddress" {...flag('useDifferentBillingAddress')} />
          <span>{tx.differentBilling}</span>
        </label>
        {values.useDifferentBillingAddress && (
          <fieldset className="checkout-form__billing">
            <legend>{tx.billingHeading}</legend>
            <div className="checkout-form__grid">
              {addressBlock('billing')}
              {countrySelect('billingCountry')}
            </div>
          </fieldset>
        )}
        {loggedIn && (
          <label className="checkout-check">
            <input type="checkbox" name="saveToProfile" {...flag('saveToProfile')} />
            <span>{tx.saveToProfile}</span>
          </label>
        )}
        <ConsentsBlock
          title={tx.consentsTitle}
          consents={context.consents}
          checked={new Set(context.accepted)}
          onToggle={(id) => send({ type: 'consent.toggle', id })}
          error={errors.consents}
        />
        <button
          type="submit"
          className="btn btn--primary checkout__submit"
          disabled={saving}
          aria-busy={saving || undefined}
        >
          {saving ? tx.submitting : tx.submit}
        </button>
      </form>
    </div>
  );
}
