import * as z from 'zod/mini';
import { emailField, optionalText, requiredText } from './fields.js';
import { fieldMessages as m } from './messages.js';

/** The topics of the contact form with their Croatian names (docs/decisions/0207-contact-form.md). */
export const CONTACT_TOPICS = {
  narudzba: 'Narudžba i dostava',
  povrat: 'Povrat i reklamacija',
  proizvod: 'Proizvodi i veličine',
  clanstvo: 'Članstvo',
  ostalo: 'Ostalo',
} as const;
export type ContactTopic = keyof typeof CONTACT_TOPICS;

export const CONTACT_LIMITS = { name: 100, orderNumber: 40, messageMin: 10, message: 2000 } as const;

/** Order numbers as the shop prints them: letters, digits, '-' and '/'. */
const ORDER_NUMBER = /^[A-Za-z0-9/-]*$/;

/** The contact form's fields; the server's contract states the same limits. */
export const contactSchema = z.object({
  topic: z.string().check(z.refine((v) => v in CONTACT_TOPICS, m.required)),
  name: requiredText(CONTACT_LIMITS.name).check(z.minLength(2, m.minLength(2))),
  email: emailField,
  orderNumber: optionalText(CONTACT_LIMITS.orderNumber).check(z.regex(ORDER_NUMBER, m.lettersAndDigitsOnly)),
  message: requiredText(CONTACT_LIMITS.message).check(
    z.minLength(CONTACT_LIMITS.messageMin, m.minLength(CONTACT_LIMITS.messageMin)),
  ),
});
export type ContactValues = z.input<typeof contactSchema>;
