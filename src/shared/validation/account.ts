import * as z from 'zod/mini';
import { crossFieldRule, emailField, newPasswordField, optionalText, requiredText, requiredValue } from './fields.js';
import { fieldMessages as m } from './messages.js';
import { isMemberCardBarcode, optionalMemberCardField, optionalMemberCardPinField } from './member-card.js';
import { ADDRESS_LIMITS, PHONE_PATTERN, ZIP_PATTERN } from './address.js';

/**
 * The account forms (login, registration, forgotten and new password, password change, profile): the browser's
 * form machines validate with these schemas, and the server checks the rules a contract cannot state (a repeated
 * password, a new one that differs) with the same ones.
 */

/** First and last name of an account (the contract's limit). */
export const NAME_MAX_LENGTH = 100;

export const loginSchema = z.object({
  username: emailField,
  password: z.string().check(z.minLength(1, m.required), z.minLength(8, m.minLength(8))),
});
export type LoginValues = z.input<typeof loginSchema>;

const repeated = <T extends Record<string, unknown>>(field: keyof T & string, repeat: keyof T & string) =>
  crossFieldRule<T>(repeat, (v) => !v[repeat] || v[repeat] === v[field], m.repeatPassword, 'PASSWORDS_DO_NOT_MATCH');

export const registrationSchema = z
  .object({
    firstName: requiredText(NAME_MAX_LENGTH),
    lastName: requiredText(NAME_MAX_LENGTH),
    email: emailField,
    memberCardBarcode: optionalMemberCardField,
    memberCardPin: optionalMemberCardPinField,
    password: newPasswordField,
    repeatPassword: requiredValue,
  })
  .check(
    repeated('password', 'repeatPassword'),
    // A card is claimed with the PIN printed on it (docs/decisions/0136-member-card-claim-second-factor.md).
    crossFieldRule(
      'memberCardPin',
      (v) => !isMemberCardBarcode(v.memberCardBarcode) || v.memberCardPin !== '',
      m.memberCardPinRequired,
      'MEMBER_CARD_PIN_WRONG',
    ),
  );
export type RegistrationValues = z.input<typeof registrationSchema>;

/** 'ZABORAVLJENA LOZINKA': the e-mail of the account. */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordValues = z.input<typeof forgotPasswordSchema>;

/** 'PROMIJENI LOZINKU' with the e-mailed token: the new password, twice. */
export const newPasswordSchema = z
  .object({ password: newPasswordField, repeatPassword: requiredValue })
  .check(repeated('password', 'repeatPassword'));
export type NewPasswordValues = z.input<typeof newPasswordSchema>;

/** The first back-office account, made on the server by `npm run admin:create`: its e-mail and password, twice. */
export const backofficeAccountSchema = z
  .object({ email: emailField, password: newPasswordField, repeatPassword: requiredValue })
  .check(repeated('password', 'repeatPassword'));
export type BackofficeAccountValues = z.input<typeof backofficeAccountSchema>;

/** The password tab of the profile: the old one, and a new one (twice) that differs from it. */
export const passwordChangeSchema = z
  .object({ oldPassword: requiredValue, newPassword: newPasswordField, newPasswordAgain: requiredValue })
  .check(
    repeated('newPassword', 'newPasswordAgain'),
    crossFieldRule(
      'newPassword',
      (v) => !v.newPassword || v.newPassword !== v.oldPassword,
      m.differentPassword,
      'PASSWORD_UNCHANGED',
    ),
  );
export type PasswordChangeValues = z.input<typeof passwordChangeSchema>;

const emptyOr = (pattern: RegExp) => (value: string) => value === '' || pattern.test(value);

/** The address fields of the profile; the address as a whole is optional. */
export const PROFILE_ADDRESS_FIELDS = ['street', 'houseNumber', 'city', 'zipCode', 'country', 'contactPhone'] as const;

/** Whether the form's e-mail differs from the account's current one (then the password is asked for). */
export const emailChanged = (values: { email: string; currentEmail: string }) =>
  values.currentEmail !== '' && values.email.trim().toLowerCase() !== values.currentEmail.trim().toLowerCase();

/**
 * The profile's edit form: name, e-mail, card, and the main address, which is optional but, once started, needs
 * every field but the phone (it prefills the checkout, so it follows the checkout's address rules). A changed
 * e-mail needs the account's password (docs/decisions/0094-email-change-asks-for-the-password.md); `currentEmail`
 * is the account's address as it is, not a field of the form.
 */
export const profileSchema = z
  .object({
    firstName: requiredText(NAME_MAX_LENGTH),
    lastName: requiredText(NAME_MAX_LENGTH),
    email: emailField,
    currentEmail: z.string(),
    currentPassword: z.string(),
    memberCardBarcode: optionalMemberCardField,
    /** Only asked with a card the account does not hold yet (docs/decisions/0136-member-card-claim-second-factor.md). */
    memberCardPin: optionalMemberCardPinField,
    street: optionalText(ADDRESS_LIMITS.street),
    houseNumber: optionalText(ADDRESS_LIMITS.houseNumber),
    city: optionalText(ADDRESS_LIMITS.city),
    zipCode: optionalText(ADDRESS_LIMITS.zipCode).check(z.refine(emptyOr(ZIP_PATTERN), m.lettersAndDigitsOnly)),
    country: z.string(),
    contactPhone: optionalText(ADDRESS_LIMITS.contactPhone).check(z.refine(emptyOr(PHONE_PATTERN), m.phone)),
  })
  .check(
    crossFieldRule(
      'currentPassword',
      (v) => !emailChanged(v) || v.currentPassword !== '',
      m.passwordForEmailChange,
      'VALIDATION_FAILED',
    ),
    z.superRefine((values, ctx) => {
      if (!PROFILE_ADDRESS_FIELDS.some((field) => values[field].trim() !== '')) return;
      for (const field of ['street', 'houseNumber', 'city', 'zipCode', 'country'] as const) {
        if (values[field].trim() === '')
          ctx.addIssue({ code: 'custom', path: [field], message: m.required, input: values });
      }
    }),
  );
export type ProfileValues = z.input<typeof profileSchema>;

/** The profile form without any value. */
export const EMPTY_PROFILE: ProfileValues = {
  firstName: '',
  lastName: '',
  email: '',
  currentEmail: '',
  currentPassword: '',
  memberCardBarcode: '',
  memberCardPin: '',
  street: '',
  houseNumber: '',
  city: '',
  zipCode: '',
  country: '',
  contactPhone: '',
};
