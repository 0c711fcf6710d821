/** Croatian e-mails (HTML + text). Links carry the token in the query so they work on any device. */
export type EmailKind =
  | 'verification'
  | 'password_reset'
  | 'welcome'
  | 'email_change'
  | 'order_confirmation'
  | 'order_withdrawal'
  | 'order_status';

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

export function verificationEmail(shopName: string, firstName: string, href: string, change = false): EmailContent {
  const title = change ? 'Potvrdite novu e-mail adresu' : 'Potvrdite svoju e-mail adresu';
  const paragraphs = [
    `Pozdrav ${firstName},`,
    change
      ? 'zatražili ste promjenu e-mail adrese svog računa. Potvrdite novu adresu klikom na poveznicu ispod.'
      : `hvala na registraciji u ${shopName}. Za dovršetak registracije potvrdite svoju e-mail adresu klikom na poveznicu ispod.`,
    'Poveznica vrijedi 48 sati. Ako niste Vi zatražili ovu poruku, slobodno je zanemarite.',
  ];
  const link = { href, label: 'POTVRDI E-MAIL' };
  return {
    kind: change ? 'email_change' : 'verification',
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
  returnAddress: string;
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
    `Proizvode nam vratite najkasnije 14 dana od danas na adresu: ${w.returnAddress}. Novac vraćamo istim sredstvom plaćanja najkasnije 14 dana od primitka ove izjave, a možemo ga zadržati dok ne primimo proizvode ili dokaz da ste ih poslali.`,
  ];
  const link = { href: w.orderUrl, label: 'POGLEDAJ NARUDŽBU' };
  return {
    kind: 'order_withdrawal',
    subject: `${title} | ${shopName}`,
    text: text(shopName, title, paragraphs, link),
    html: layout(shopName, title, paragraphs, link),
  };
}
