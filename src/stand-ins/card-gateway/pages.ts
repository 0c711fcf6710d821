// The simulator's HTML: the hosted card page, its error page and the page that carries the shopper back (Croatian).
import type { Session } from './ledger.js';
import type { ReturnMessage } from './messages.js';
import { displayEuros } from './protocol.js';
import { groupDigits, TEST_CARDS } from './test-cards.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const STYLE = `
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1b2430; }
  body { margin: 0; background: #eef1f5; }
  main { max-width: 34rem; margin: 2rem auto; padding: 0 1rem; }
  .card { background: #fff; border-radius: 12px; box-shadow: 0 2px 12px rgb(0 0 0 / 8%); padding: 1.5rem; }
  .badge { display: inline-block; background: #fff3cd; color: #664d03; border-radius: 6px; padding: .2rem .5rem; font-size: .8rem; }
  h1 { font-size: 1.3rem; margin: .6rem 0 1rem; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .35rem 1rem; margin: 0 0 1.25rem; }
  dt { color: #5b6675; } dd { margin: 0; font-weight: 600; overflow-wrap: anywhere; }
  .amount { font-size: 1.5rem; }
  label { display: block; font-weight: 600; margin-bottom: .35rem; }
  input { width: 100%; box-sizing: border-box; font-size: 1.1rem; padding: .65rem .75rem; border: 1px solid #9aa5b1; border-radius: 8px; letter-spacing: .05em; }
  input:focus { outline: 3px solid #8cb4ff; border-color: #1f5eff; }
  .actions { display: flex; gap: .75rem; margin-top: 1rem; }
  button { font-size: 1rem; padding: .7rem 1.2rem; border-radius: 8px; border: 0; cursor: pointer; }
  .pay { background: #1f5eff; color: #fff; flex: 1; } .cancel { background: #e3e7ed; color: #1b2430; }
  .error { background: #fde8e8; color: #8a1c1c; border-radius: 8px; padding: .75rem; margin-bottom: 1rem; }
  table { width: 100%; border-collapse: collapse; font-size: .85rem; margin-top: .5rem; }
  th, td { text-align: left; padding: .4rem .3rem; border-top: 1px solid #e3e7ed; vertical-align: top; }
  td:first-child { white-space: nowrap; }
  .fill { font: .85rem ui-monospace, monospace; padding: .2rem .35rem; background: #eef3ff; color: #1f3f99; border-radius: 4px; }
  .fill:hover, .fill:focus-visible { background: #dbe6ff; }
  footer { color: #5b6675; font-size: .8rem; margin-top: 1rem; text-align: center; }`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="hr"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}
<footer>Simulator kartičnog pristupnika (WSPay / PayWay, protokol 2.0) za razvoj i testiranje.
Ovo nije pravi pristupnik: broj kartice nikamo se ne šalje.</footer></main></body></html>`;
}

/** The card page of an open session; `message` explains the last failed try. */
export function cardPage(session: Session, options: { message?: string; attemptsLeft: number }): string {
  const { request } = session;
  const name = [request.customer.CustomerFirstName, request.customer.CustomerLastName].filter(Boolean).join(' ');
  const rows = TEST_CARDS.map(
    (c) =>
      `<tr><td><button type="button" class="fill" data-card="${c.number}" title="Upiši ovaj broj">${groupDigits(c.number)}</button></td><td>${escapeHtml(c.label)}</td></tr>`,
  ).join('');
  const pay = `Plati ${displayEuros(request.amountCents)}`;
  return layout(
    `Plaćanje karticom – ${request.shop.name}`,
    `<div class="card">
  <span class="badge">Testno okruženje</span>
  <h1>Sigurno plaćanje karticom</h1>
  <dl>
    <dt>Trgovina</dt><dd>${escapeHtml(request.shop.name)}</dd>
    <dt>Iznos</dt><dd class="amount">${escapeHtml(displayEuros(request.amountCents))}</dd>
    <dt>Broj košarice</dt><dd>${escapeHtml(request.shoppingCartId)}</dd>
    ${name ? `<dt>Kupac</dt><dd>${escapeHtml(name)}</dd>` : ''}
  </dl>
  ${options.message ? `<p class="error" role="alert">${escapeHtml(options.message)}</p>` : ''}
  <form method="post" action="/pay/${session.id}" autocomplete="off">
    <label for="card-number">Broj kartice</label>
    <input id="card-number" name="CardNumber" inputmode="numeric" autocomplete="cc-number" placeholder="4111 1111 1111 1111" autofocus>
    <p>Preostalo pokušaja: ${options.attemptsLeft}</p>
    <div class="actions">
      <button class="pay" type="submit" name="action" value="pay">${escapeHtml(pay)}</button>
      <button class="cancel" type="submit" name="action" value="cancel" formnovalidate>Odustani</button>
    </div>
  </form>
</div>
<div class="card" style="margin-top:1rem">
  <h2 style="font-size:1rem;margin:0">Testne kartice</h2>
  <table><thead><tr><th>Broj</th><th>Ishod</th></tr></thead><tbody>${rows}</tbody></table>
  <p style="font-size:.85rem;margin-bottom:0">Pritisnite broj da ga upišete. Datum isteka i CVV se ne traže. Svaki drugi
  ispravan broj kartice se odbija.</p>
</div>
<script>for (const b of document.querySelectorAll('.fill')) b.addEventListener('click', () => {
  const input = document.getElementById('card-number'); input.value = b.dataset.card.replace(/(d{4})(?=d)/g, '$1 '); input.focus();
});</script>`,
  );
}

/** What the gateway shows instead of the card page when the shop's request is not acceptable. */
export function errorPage(title: string, problems: string[]): string {
  const items = problems.map((p) => `<li>${escapeHtml(p)}</li>`).join('');
  return layout(title, `<div class="card"><h1>${escapeHtml(title)}</h1><ul>${items}</ul></div>`);
}

/** Carries the shopper back with a POST form that submits itself (a button without JavaScript). */
export function returnPage(message: ReturnMessage): string {
  const inputs = Object.entries(message.fields)
    .map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`)
    .join('');
  return layout(
    'Povratak u trgovinu',
    `<div class="card"><h1>Vraćamo vas u trgovinu…</h1>
<form id="return" method="post" action="${escapeHtml(message.url)}">${inputs}<button class="pay" type="submit">Nastavi u trgovinu</button></form>
<script>document.getElementById('return').submit();</script></div>`,
  );
}
