/** Croatian texts of the newsletter (docs/decisions/0206-newsletter-double-opt-in.md). */
export const newsletterTexts = {
  title: 'Newsletter',
  lead: 'Prvi saznajte za nove dresove, akcije i utakmice.',
  open: 'ŽELIM NEWSLETTER',
  emailLabel: 'Adresa e-pošte',
  consentsTitle: 'Privole',
  submit: 'PRIJAVI SE',
  pending: 'ŠALJEM...',
  sent: (email: string) =>
    `Provjerite e-mail ${email}: prijava vrijedi tek kad kliknete poveznicu koju smo Vam poslali. Provjerite i mapu neželjene pošte.`,
  again: 'Prijavi drugu adresu',
  consentsNotFetched: 'Privole nisu učitane. Osvježite stranicu i pokušajte ponovno.',

  confirmTitle: 'Prijava na newsletter',
  confirming: 'Potvrđujem prijavu...',
  confirmed: 'Hvala! Prijava na newsletter je potvrđena. Od sada ćete primati naše obavijesti.',
  confirmFailed:
    'Poveznica za potvrdu nije ispravna ili je istekla. Prijavite se ponovno putem obrasca na dnu stranice.',
  unsubscribeTitle: 'Odjava s newslettera',
  unsubscribing: 'Odjavljujem...',
  unsubscribed: 'Odjavljeni ste s newslettera. Više Vam nećemo slati obavijesti.',
  unsubscribeFailed: 'Poveznica za odjavu nije ispravna. Otvorite je ponovno iz zadnje poruke koju ste primili.',
  toShop: 'Natrag u trgovinu',
};
