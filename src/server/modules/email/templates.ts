/** Croatian e-mails (HTML + text). Links carry the token in the query so they work on any device. */
export type EmailKind =
  | 'verification'
  | 'account_exists'
  | 'password_reset'
  | 'welcome'
  | 'email_change'
  | 'email_changed_notice'
  | 'order_confirmation'
  | 'order_withdrawal'
  | 'withdrawal_confirm'
  | 'order_status'
  | 'order_receipt'
  | 'login_unlock'
  | 'staff_invite'
  | 'newsletter_confirm'
  | 'contact_message'
  | 'contact_copy'
  | 'back_in_stock'
  | 'gift_voucher';

export interface EmailContent {
  kind: EmailKind;
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function layout(shopName: string, title: string, paragraphs: string[], link?: { href: string; label: string }) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  const button = link
    ? `<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="background:#0b3d91;color:#fff;padding:12px 20px;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(link.label)}</a></p><p style="font-size:12px;color:#555">Ako gumb ne radi, kopirajte ovu poveznicu u preglednik:<br>${escapeHtml(link.href)}</p>`
    : '';
  return `<!doctype html><html lang="hr"><body style="font-family:Arial,sans-serif;color:#111;max-width:560px;margin:0 auto;padding:24px"><h1 style="font-size:20px">${escapeHtml(title)}</h1>${body}${button}<p style="font-size:12px;color:#555">${escapeHtml(shopName)}</p></body></html>`;
}

function text(shopName: string, title: string, paragraphs: string[], link?: { href: string }) {
  return [title, '', ...paragraphs.flatMap((p) => [p, '']), ...(link ? [link.href, ''] : []), `— ${shopName}`].join(
    '\n',
  );
}

export function verificationEmail(shopName: string, firstName: string, href: string): EmailContent {
  const title = 'Potvrdite svoju e-mail adresu';
  const paragraphs = [
    `Pozdrav ${firstName},`,
    `hvala na registraciji u ${shopName}. Za dovršetak registracije potvrdite svoju e-mail adresu klikom na poveznicu ispod.`,
    'Poveznica vrijedi 48 sati. Ako niste Vi zatražili ovu poruku, slobodno je zanemarite.',
  ];
  const link = { href, label: 'POTVRDI E-MAIL' };
  return {
    kind: 'verification',
    subject: `${title} | ${shopName}`,
    text: text(shopName, title, paragraphs, link),
    html: layout(shopName, title, paragraphs, link),
  };
}

/**
 * The answer to a registration with an address that already has an account: the same answer and work as a new
 * registration (docs/decisions/0095-registration-same-answer-for-known-addresses.md), and this note to the owner.
 * It greets the owner by the account's name and carries nothing the requester typed.
 */
export function accountExistsEmail(
  shopName: string,
  firstName: string,
  loginHref: string,
  resetHref: string,
): EmailContent {
  const title = 'Već imate račun';
  const paragraphs = [
    `Pozdrav ${firstName},`,
    `netko se upravo pokušao registrirati u trgovini ${shopName} s ovom e-mail adresom, no s njom već postoji Vaš račun. Novi račun nije otvoren i ništa se nije promijenilo.`,
    'Ako ste to bili Vi, prijavite se klikom na poveznicu ispod.',
    `Ako ste zaboravili lozinku, zatražite novu na ${resetHref}`,
    'Ako niste Vi, slobodno zanemarite ovu poruku; Vaša lozinka ostaje ista.',
  ];
  const link = { href: loginHref, label: 'PRIJAVI SE' };
  return {
    kind: 'account_exists',
    subject: `${title} | ${shopName}`,
    text: text(shopName, title, paragraphs, link),
    html: layout(shopName, title, paragraphs, link),
  };
}

export function passwordResetEmail(shopName: string, firstName: string, href: string): EmailContent {
  const title = 'Promjena lozinke';
  const paragraphs = [
    `Pozdrav ${firstName},`,
    'zaprimili smo zahtjev za promjenu lozinke Vašeg računa. Novu lozinku postavite klikom na poveznicu ispod.',
    'Poveznica vrijedi 1 sat i može se iskoristiti samo jednom. Ako niste Vi zatražili promjenu, zanemarite ovu poruku; lozinka ostaje ista.',
  ];
  const link = { href, label: 'PROMIJENI LOZINKU' };
  return {
    kind: 'password_reset',
    subject: `${title} | ${shopName}`,
    text: text(shopName, title, paragraphs, link),
    html: layout(shopName, title, paragraphs, link),
  };
}

/** An invitation to the back office: the link sets the new staff member's password (docs/decisions/0200-staff-roles-and-permissions.md). */
export function staffInviteEmail(shopName: string, firstName: string, roleText: string, href: string): EmailContent {
  const title = 'Poziv u administraciju';
  const paragraphs = [
    `Pozdrav ${firstName},`,
    `pozvani ste u administraciju trgovine ${shopName} s ulogom „${roleText}”. Lozinku za prijavu postavite klikom na poveznicu ispod.`,
    'Poveznica vrijedi 7 dana i može se iskoristiti samo jednom. Ako poziv ne očekujete, zanemarite ovu poruku.',
  ];
  const link = { href, label: 'POSTAVI LOZINKU' };
  return {
    kind: 'staff_invite',
    subject: `${title} | ${shopName}`,
    text: text(shopName, title, paragraphs, link),
    html: layout(shopName, title, paragraphs, link),
  };
}

/** A login lock started on the account: the owner's one-time link that lifts it (docs/decisions/0134-lockout-per-account-and-source.md). */
export function unlockLoginEmail(shopName: string, firstName: string, href: string): EmailContent {
  const title = 'Prijava je zaključana';
  const paragraphs = [
    `Pozdrav ${firstName},`,
    'zbog previše neuspjelih pokušaja prijave u Vaš račun prijava je privremeno zaključana za adresu s koje su pokušaji stigli.',
    'Ako ste to bili Vi, prijavu odmah otključate klikom na poveznicu ispod. Poveznica vrijedi 1 sat i može se iskoristiti samo jednom. Ako niste Vi, preporučujemo da promijenite lozinku.',
  ];
  const link = { href, label: 'OTKLJUČAJ PRIJAVU' };
  return {
    kind: 'login_unlock',
    subject: `${title} | ${shopName}`,
    text: text(shopName, title, paragraphs, link),
    html: layout(shopName, title, paragraphs, link),
  };
}

/**
 * The answer to a password reset for an address without an account: the same work and the same kind of mail as for
 * an account (docs/decisions/0092-same-work-for-unknown-addresses.md), addressed to nobody by name.
 */
export function noAccountResetEmail(shopName: string, registerHref: string): EmailContent {
  const title = 'Promjena lozinke';
  const paragraphs = [
    'Pozdrav,',
    `zaprimili smo zahtjev za promjenu lozinke za ovu e-mail adresu, ali u trgovini ${shopName} ne postoji račun s njom. Možda ste se registrirali s nekom drugom adresom.`,
    'Ako želite, račun možete otvoriti klikom na poveznicu ispod. Ako niste Vi zatražili promjenu, zanemarite ovu poruku.',
  ];
  const link = { href: registerHref, label: 'REGISTRIRAJ SE' };
  return {
    kind: 'password_reset',
    subject: `${title} | ${shopName}`,
    text: text(shopName, title, paragraphs, link),
    html: layout(shopName, title, paragraphs, link),
  };
}

/**
 * The mail to a requested new address (docs/decisions/0094-email-change-asks-for-the-password.md). It greets
 * nobody by name and carries no text of the requester's: the address is not proven to be theirs. When the
 * address already has an account the mail says so and carries no link; nothing changes.
 */
export function newAddressEmail(shopName: string, href: string | null): EmailContent {
  const title = 'Potvrdite novu e-mail adresu';
  const paragraphs = href
    ? [
        'Pozdrav,',
        `zatražena je promjena e-mail adrese jednog računa u trgovini ${shopName} na ovu adresu. Potvrdite je klikom na poveznicu ispod.`,
        'Poveznica vrijedi 48 sati. Ako niste Vi zatražili ovu poruku, slobodno je zanemarite.',
      ]
    : [
        'Pozdrav,',
        `zatražena je promjena e-mail adrese jednog računa u trgovini ${shopName} na ovu adresu, ali s ovom adresom već postoji račun. Promjena nije provedena i ništa se nije promijenilo.`,
        'Ako niste Vi zatražili ovu poruku, slobodno je zanemarite.',
      ];
  const link = href ? { href, label: 'POTVRDI E-MAIL' } : undefined;
  return {
    kind: 'email_change',
    subject: `${title} | ${shopName}`,
    text: text(shopName, title, paragraphs, link),
    html: layout(shopName, title, paragraphs, link),
  };
}

/** Tells the current address that a change to another one was asked for (it stays valid until that one is confirmed). */
export function emailChangeNoticeEmail(shopName: string, firstName: string, newEmail: string): EmailContent {
  const title = 'Zatražena je promjena e-mail adrese';
  const paragraphs = [
    `Pozdrav ${firstName},`,
    `zatražena je promjena e-mail adrese Vašeg računa na ${newEmail}. Sve dok se nova adresa ne potvrdi, za prijavu vrijedi ova.`,
    'Ako to niste bili Vi, odmah promijenite lozinku u profilu ili putem zaboravljene lozinke i javite nam se.',
  ];
  return {
    kind: 'email_changed_notice',
    subject: `${title} | ${shopName}`,
    text: text(shopName, title, paragraphs),
    html: layout(shopName, title, paragraphs),
  };
}

export function welcomeEmail(shopName: string, firstName: string, shopUrl: string): EmailContent {
  const title = `Dobro došli u ${shopName}!`;
  const paragraphs = [
    `Pozdrav ${firstName},`,
    'Vaša e-mail adresa je potvrđena i račun je spreman. Sada se možete prijaviti, pratiti narudžbe i spremati proizvode na listu želja.',
    'Ako imate člansku iskaznicu, dodajte njezin broj u profilu i ostvarite cijenu za članove.',
  ];
  const link = { href: shopUrl, label: 'POSJETI TRGOVINU' };
  return {
    kind: 'welcome',
    subject: `${title}`,
    text: text(shopName, title, paragraphs, link),
    html: layout(shopName, title, paragraphs, link),
  };
}

export interface WithdrawalAcknowledgment {
  orderNumber: string;
  name: string;
  /** "25.11.2026. u 14:05" (Zagreb time). */
  receivedAt: string;
  lines: readonly string[];
  excluded: readonly string[];
  /** What happens next: whether the goods go back and how the money comes back. */
  next: readonly string[];
  orderUrl: string;
}

/**
 * The acknowledgment of an online withdrawal on a durable medium (docs/decisions/0045-online-withdrawal.md):
 * what was withdrawn, when it was received, what stays sold, and how the goods and the money go back.
 */
export function withdrawalAcknowledgmentEmail(shopName: string, w: WithdrawalAcknowledgment): EmailContent {
  const title = `Potvrda odustajanja od narudžbe ${w.orderNumber}`;
  const paragraphs = [
    `Poštovani/a ${w.name},`,
    `zaprimili smo Vašu izjavu o jednostranom raskidu ugovora za narudžbu ${w.orderNumber} dana ${w.receivedAt}.`,
    `Odustali ste od: ${w.lines.join('; ')}.`,
    ...(w.excluded.length > 0
      ? [`Personalizirani proizvodi ostaju kupljeni jer se ne mogu vratiti: ${w.excluded.join('; ')}.`]
      : []),
    ...w.next,
  ];
  const link = { href: w.orderUrl, label: 'POGLEDAJ NARUDŽBU' };
  return {
    kind: 'order_withdrawal',
    subject: `${title} | ${shopName}`,
    text: text(shopName, title, paragraphs, link),
    html: layout(shopName, title, paragraphs, link),
  };
}

/**
 * A guest's withdrawal proves the mailbox first (docs/decisions/0137-withdrawal-proves-the-mailbox.md): the link
 * completes it once, within 24 hours; nothing is withdrawn until then.
 */
export function withdrawalConfirmationEmail(
  shopName: string,
  w: { orderNumber: string; name: string; lines: readonly string[]; href: string },
): EmailContent {
  const title = `Potvrdite odustajanje od narudžbe ${w.orderNumber}`;
  const paragraphs = [
    `Poštovani/a ${w.name},`,
    `zatražili ste odustajanje od narudžbe ${w.orderNumber} (${w.lines.join('; ')}).`,
    'Odustajanje još nije provedeno: potvrdite ga klikom na gumb ispod u roku od 24 sata. Poveznica vrijedi jednom. Ako niste Vi zatražili odustajanje, zanemarite ovu poruku i narudžba ostaje kakva jest.',
  ];
  const link = { href: w.href, label: 'POTVRDI ODUSTAJANJE' };
  return {
    kind: 'withdrawal_confirm',
    subject: `${title} | ${shopName}`,
    text: text(shopName, title, paragraphs, link),
    html: layout(shopName, title, paragraphs, link),
  };
}

/** The unsubscribe line every newsletter mail ends with: a link that works without signing in. */
function withUnsubscribe(mail: EmailContent, unsubscribeHref: string): EmailContent {
  const line = 'Ne želite više primati naše obavijesti? Odjavite se s newslettera:';
  const html = `<p style="font-size:12px;color:#555">${escapeHtml(line)} <a href="${escapeHtml(unsubscribeHref)}">Odjava s newslettera</a></p>`;
  return {
    ...mail,
    text: `${mail.text}\n\n${line}\n${unsubscribeHref}\n`,
    html: mail.html.replace('</body>', `${html}</body>`),
  };
}

/**
 * The double opt-in mail of the newsletter (docs/decisions/0206-newsletter-double-opt-in.md): only the click of its
 * link subscribes; it carries the unsubscribe link as every newsletter mail does.
 */
export function newsletterConfirmEmail(shopName: string, confirmHref: string, unsubscribeHref: string): EmailContent {
  const title = 'Potvrdite prijavu na newsletter';
  const paragraphs = [
    `netko je (nadamo se Vi) prijavio ovu e-mail adresu na newsletter trgovine ${shopName}.`,
    'Prijava vrijedi tek kad je potvrdite klikom na poveznicu ispod. Poveznica vrijedi 48 sati.',
    'Ako se niste Vi prijavili, slobodno zanemarite ovu poruku: bez potvrde Vam nećemo slati newsletter.',
  ];
  const link = { href: confirmHref, label: 'POTVRDI PRIJAVU' };
  return withUnsubscribe(
    {
      kind: 'newsletter_confirm',
      subject: `${title} | ${shopName}`,
      text: text(shopName, title, paragraphs, link),
      html: layout(shopName, title, paragraphs, link),
    },
    unsubscribeHref,
  );
}

export interface ContactMessage {
  topic: string;
  name: string;
  email: string;
  orderNumber: string | null;
  message: string;
}

function contactLines(m: ContactMessage): string[] {
  return [
    `Tema: ${m.topic}`,
    `Ime i prezime: ${m.name}`,
    `E-mail: ${m.email}`,
    `Broj narudžbe: ${m.orderNumber ?? 'nije naveden'}`,
    `Poruka: ${m.message}`,
  ];
}

/** The contact form's message to the club (docs/decisions/0207-contact-form.md). */
export function contactMessageEmail(shopName: string, m: ContactMessage): EmailContent {
  const title = `Nova poruka s kontakt obrasca: ${m.topic}`;
  const paragraphs = [...contactLines(m), 'Odgovorom na ovu poruku pišete pošiljatelju.'];
  return {
    kind: 'contact_message',
    subject: `${title} | ${shopName}`,
    text: text(shopName, title, paragraphs),
    html: layout(shopName, title, paragraphs),
  };
}

/** The sender's copy of their contact message (docs/decisions/0207-contact-form.md). */
export function contactCopyEmail(shopName: string, m: ContactMessage): EmailContent {
  const title = 'Primili smo Vašu poruku';
  const paragraphs = [
    `Pozdrav ${m.name},`,
    `hvala što ste nam se javili. Vaša poruka stigla je u ${shopName} i odgovorit ćemo Vam što prije. Ovo je kopija onoga što ste poslali:`,
    ...contactLines(m),
  ];
  return {
    kind: 'contact_copy',
    subject: `${title} | ${shopName}`,
    text: text(shopName, title, paragraphs),
    html: layout(shopName, title, paragraphs),
  };
}

/** 'Obavijesti me': the one mail of a request when the size is back (docs/decisions/0208-back-in-stock-requests.md). */
export function backInStockEmail(shopName: string, productName: string, href: string): EmailContent {
  const title = 'Proizvod je ponovno dostupan';
  const paragraphs = [
    `${productName} ponovno je na zalihi u trgovini ${shopName}.`,
    'Javljamo Vam to samo jednom, kako ste zatražili. Količine su ograničene, pa ne čekajte predugo.',
  ];
  const link = { href, label: 'POGLEDAJ PROIZVOD' };
  return {
    kind: 'back_in_stock',
    subject: `${title}: ${productName} | ${shopName}`,
    text: text(shopName, title, paragraphs, link),
    html: layout(shopName, title, paragraphs, link),
  };
}
