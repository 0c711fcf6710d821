import type { Db } from '../../platform/db/client.js';
import { consentAssignments, consents } from '../../platform/db/schema/consents.js';

/**
 * Consents: terms of purchase and privacy policy are required, the newsletter is optional. The demo's texts name the
 * demo club; a real shop's (`demo: false`) name nobody (docs/decisions/0132-no-demo-in-production.md).
 */
const consentsOf = (demo: boolean) => [
  {
    uniqueNumber: 'uvjeti-kupnje',
    displayName: 'Uvjeti kupnje',
    required: true,
    text: `<p>Pročitao/la sam i prihvaćam <a href="/uvjeti-kupnje">Uvjete kupnje</a>${demo ? ' NK Zvijezda Fan Shopa' : ''}.</p>`,
  },
  {
    uniqueNumber: 'politika-privatnosti',
    displayName: 'Politika privatnosti',
    required: true,
    text: '<p>Upoznat/a sam s <a href="/pravila-privatnosti">Politikom privatnosti</a> i obradom osobnih podataka.</p>',
  },
  {
    uniqueNumber: 'newsletter',
    displayName: 'Newsletter',
    required: false,
    text: `<p>Želim primati obavijesti o novim proizvodima, akcijama i utakmicama${demo ? ' NK Zvijezda' : ''} e-poštom.</p>`,
  },
];

export async function seedConsents(db: Db, { demo = true }: { demo?: boolean } = {}): Promise<void> {
  const rows = await db
    .insert(consents)
    .values(consentsOf(demo).map((c) => ({ ...c, version: 1, forWeb: true })))
    .returning({ id: consents.id, uniqueNumber: consents.uniqueNumber });
  const id = (n: string) => rows.find((r) => r.uniqueNumber === n)!.id;
  const [terms, privacy, newsletter] = [id('uvjeti-kupnje'), id('politika-privatnosti'), id('newsletter')];
  await db.insert(consentAssignments).values([
    { assignedTo: 'registerForm', consentIds: [terms, privacy, newsletter], requiredConsentIds: [terms, privacy] },
    { assignedTo: 'checkoutForm', consentIds: [terms, privacy, newsletter], requiredConsentIds: [terms, privacy] },
    { assignedTo: 'addressForm', consentIds: [privacy, newsletter], requiredConsentIds: [privacy] },
    { assignedTo: 'newsletter', consentIds: [privacy, newsletter], requiredConsentIds: [privacy, newsletter] },
    { assignedTo: 'contactForm', consentIds: [privacy], requiredConsentIds: [privacy] },
    { assignedTo: 'productAvailabilityForm', consentIds: [privacy], requiredConsentIds: [privacy] },
  ]);
}
