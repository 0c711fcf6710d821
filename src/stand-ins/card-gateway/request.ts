// Reading what the shop sends: the hosted form's fields and the API's JSON or form bodies, names in any case.
import type { PaymentRequest, SimulatedShop } from './ledger.js';
import { centsOfTotalAmount, sameSignature, signFormRequest } from './protocol.js';

export type Body = Record<string, unknown>;

/** application/x-www-form-urlencoded into fields; a repeated name keeps all its values. */
export function parseForm(text: string): Body {
  const fields: Record<string, string | string[]> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const seen = fields[key];
    fields[key] = seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value];
  }
  return fields;
}

/** Looks a field up ignoring case, as the gateway's .NET side does; `repeated` when sent more than once. */
export function field(body: Body, name: string): string | undefined | 'repeated' {
  const keys = Object.keys(body).filter((k) => k.toLowerCase() === name.toLowerCase());
  if (keys.length > 1) return 'repeated';
  const value = keys[0] === undefined ? undefined : body[keys[0]];
  if (Array.isArray(value)) return value.length === 1 ? String(value[0]) : 'repeated';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

const REQUIRED = [
  'ShopID',
  'ShoppingCartID',
  'Version',
  'TotalAmount',
  'Signature',
  'ReturnURL',
  'CancelURL',
  'ReturnErrorURL',
];

/** Character limits of the customer fields. */
const CUSTOMER_LIMITS: Record<string, number> = {
  CustomerFirstName: 50,
  CustomerLastName: 50,
  CustomerAddress: 100,
  CustomerCity: 50,
  CustomerZIP: 20,
  CustomerCountry: 50,
  CustomerEmail: 254,
  CustomerPhone: 20,
};

const isWebUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** Checks the hosted form's request the way the gateway would, signature last; the problems are shown on a page. */
export function readPaymentRequest(
  body: Body,
  shops: ReadonlyMap<string, SimulatedShop>,
): { ok: true; request: PaymentRequest } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const get = (name: string) => {
    const value = field(body, name);
    if (value === 'repeated') problems.push(`Polje ${name} poslano je više puta.`);
    return value === 'repeated' ? undefined : value;
  };
  const values = Object.fromEntries(REQUIRED.map((name) => [name, get(name)]));
  for (const name of REQUIRED) if (!values[name]) problems.push(`Nedostaje obavezno polje ${name}.`);
  if (problems.length) return { ok: false, problems };

  const shop = shops.get(values.ShopID!);
  const amountCents = centsOfTotalAmount(values.TotalAmount!);
  const returnMethod = (get('ReturnMethod') ?? 'POST').toUpperCase();
  const lang = get('Lang') ?? 'HR';
  if (values.Version !== '2.0') problems.push(`Verzija ${values.Version} nije podržana (očekuje se 2.0).`);
  if (!shop) problems.push(`Trgovina ${values.ShopID} nije registrirana.`);
  if (!/^[A-Za-z0-9_.-]{1,255}$/.test(values.ShoppingCartID!)) {
    problems.push('ShoppingCartID smije sadržavati samo slova A-Z, a-z, znamenke i znakove _ - . (najviše 255).');
  }
  if (amountCents === null || amountCents === 0) {
    problems.push(`TotalAmount "${values.TotalAmount}" nije iznos oblika 1234,56 veći od nule.`);
  }
  for (const name of ['ReturnURL', 'CancelURL', 'ReturnErrorURL']) {
    if (!isWebUrl(values[name]!)) problems.push(`${name} nije apsolutni http(s) URL.`);
  }
  if (returnMethod !== 'POST' && returnMethod !== 'GET') problems.push('ReturnMethod mora biti POST ili GET.');
  if (!/^[A-Z]{2}$/.test(lang)) problems.push('Lang mora biti dvoslovna oznaka jezika velikim slovima (npr. HR).');
  const customer: Record<string, string> = {};
  for (const [name, limit] of Object.entries(CUSTOMER_LIMITS)) {
    const value = get(name);
    if (value === undefined || value === '') continue;
    if ([...value].length > limit) problems.push(`${name} je dulje od ${limit} znakova.`);
    customer[name] = value;
  }
  if (problems.length || !shop || amountCents === null) return { ok: false, problems };

  const expected = signFormRequest(shop, values.ShoppingCartID!, String(amountCents));
  if (!sameSignature(expected, values.Signature))
    return { ok: false, problems: ['Potpis zahtjeva (Signature) nije ispravan.'] };

  return {
    ok: true,
    request: {
      shop,
      shoppingCartId: values.ShoppingCartID!,
      amountCents,
      returnUrl: values.ReturnURL!,
      cancelUrl: values.CancelURL!,
      returnErrorUrl: values.ReturnErrorURL!,
      returnMethod: returnMethod as 'POST' | 'GET',
      lang,
      customer,
    },
  };
}
