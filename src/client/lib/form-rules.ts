/**
 * Field rules of the account forms with the spec's Croatian messages (site-frame 5, shop 5). Each returns the
 * message of the first broken rule, or null. Pure, so the screens and the unit tests share them.
 */
/** The spec's validation messages (site-frame 5, shop 5). */
export const ruleTexts = {
  required: 'Unos ovog polja je obavezan',
  email: 'Unesite ispravnu e-mail adresu',
  minLength: (length: number) => `Minimalan broj znakova potrebnih za ovo polje je ${length}`,
  maxLength: (length: number) => `Maksimalan broj znakova za ovo polje je ${length}`,
  repeatPassword: 'Lozinke se ne podudaraju',
  differentPassword: 'Nova lozinka mora se razlikovati od stare',
  memberCardInline: 'Broj članske iskaznice sadrži 12 znakova.',
  fieldError: 'Polje sadrži grešku.',
} as const;
const tx = ruleTexts;

export type Rule = (value: string) => string | null;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const required: Rule = (v) => (v.trim() ? null : tx.required);
export const email: Rule = (v) => (!v.trim() || EMAIL.test(v.trim()) ? null : tx.email);
export const minLength =
  (n: number): Rule =>
  (v) =>
    !v || v.length >= n ? null : tx.minLength(n);
export const maxLength =
  (n: number): Rule =>
  (v) =>
    v.length <= n ? null : tx.maxLength(n);
export const sameAs =
  (other: () => string): Rule =>
  (v) =>
    !v || v === other() ? null : tx.repeatPassword;
export const differentFrom =
  (other: () => string): Rule =>
  (v) =>
    !v || v !== other() ? null : tx.differentPassword;
/** Membership card: empty, or exactly 12 digits (shop 5). */
export const memberCard: Rule = (v) => (!v || /^[0-9]{12}$/.test(v) ? null : tx.memberCardInline);

export function check(value: string, rules: Rule[]): string | null {
  for (const rule of rules) {
    const message = rule(value);
    if (message) return message;
  }
  return null;
}

/** Errors of a whole form: field name → message (only broken fields). */
export function validate<F extends string>(
  values: Record<F, string>,
  rules: Record<F, Rule[]>,
): Partial<Record<F, string>> {
  const errors: Partial<Record<F, string>> = {};
  for (const field of Object.keys(rules) as F[]) {
    const message = check(values[field] ?? '', rules[field]);
    if (message) errors[field] = message;
  }
  return errors;
}

/** Keeps only digits and at most 12 of them: typing past 12 is blocked (shop 5). */
export function memberCardInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, 12);
}
