import { childElement, childElements, NS, parseCisDateTime, textOf } from './xml.js';

export interface BusinessError {
  code: string;
  message: string;
}

/** Amount text ("-10.50") in cents. */
const cents = (text: string | undefined): number => {
  const m = /^(-?)(\d+)\.(\d{2})$/.exec(text ?? '');
  if (!m) return Number.NaN;
  const value = Number(m[2]) * 100 + Number(m[3]);
  return m[1] ? -value : value;
};

/** The Porez entries of a tax group (Pdv, Pnp, OstaliPor). */
function entries(racun: Element, group: string, entry: string): Element[] {
  const parent = childElement(racun, NS.f73, group);
  return parent ? childElements(parent, NS.f73, entry) : [];
}
const taxes = (racun: Element, group: string) => entries(racun, group, 'Porez');

/**
 * The restrictive checks the stand-in applies to a well-formed, well-signed RacunZahtjev (CIS answers them as
 * s013, naming the check): send and issue times, VAT arithmetic, the total, limits per payment method, a buyer
 * OIB with a bank transfer, and a message id used twice.
 */
export function businessErrors(message: Element, seenMessageIds: Set<string>, now = new Date()): BusinessError[] {
  const errors: BusinessError[] = [];
  const header = childElement(message, NS.f73, 'Zaglavlje');
  const racun = childElement(message, NS.f73, 'Racun')!;
  const field = (name: string) => textOf(childElement(racun, NS.f73, name));
  const messageId = textOf(childElement(header, NS.f73, 'IdPoruke')) ?? '';
  const sentAt = parseCisDateTime(textOf(childElement(header, NS.f73, 'DatumVrijeme')));
  const issuedAt = parseCisDateTime(field('DatVrijeme'));

  if (seenMessageIds.has(messageId))
    errors.push({ code: 'IdPoruke', message: 'Poruka s ovim IdPoruke već je zaprimljena; svaki pokušaj treba novi.' });
  if (!sentAt || Math.abs(sentAt.getTime() - now.getTime()) > 6 * 3_600_000)
    errors.push({ code: 'v101', message: 'Datum i vrijeme slanja odstupa više od 6 sati od vremena obrade.' });
  if (!issuedAt || (sentAt && issuedAt.getTime() > sentAt.getTime()))
    errors.push({ code: 'v104', message: 'Datum i vrijeme izdavanja računa je nakon vremena slanja.' });

  const vatPayer = field('USustPdv') === 'true';
  const pdv = taxes(racun, 'Pdv');
  if (!vatPayer && pdv.length > 0)
    errors.push({ code: 'v142', message: 'Obveznik koji nije u sustavu PDV-a ne smije iskazati PDV.' });

  let sum = 0;
  for (const group of ['Pdv', 'Pnp', 'OstaliPor']) {
    for (const porez of taxes(racun, group)) {
      const rate = Number(textOf(childElement(porez, NS.f73, 'Stopa')));
      const base = cents(textOf(childElement(porez, NS.f73, 'Osnovica')));
      const amount = cents(textOf(childElement(porez, NS.f73, 'Iznos')));
      sum += base + amount;
      if (Math.abs((base * rate) / 100 - amount) > 10)
        errors.push({ code: '160', message: `Iznos poreza po stopi ${rate} ne odgovara osnovici.` });
    }
  }
  for (const name of ['IznosOslobPdv', 'IznosMarza', 'IznosNePodlOpor']) sum += field(name) ? cents(field(name)) : 0;
  for (const fee of entries(racun, 'Naknade', 'Naknada')) sum += cents(textOf(childElement(fee, NS.f73, 'IznosN')));
  const total = cents(field('IznosUkupno'));
  const taxed = pdv.length > 0 || ['Pnp', 'OstaliPor', 'IznosOslobPdv', 'IznosNePodlOpor'].some((n) => field(n));
  if (taxed && Math.abs(total - sum) > 1)
    errors.push({ code: '166', message: 'Ukupan iznos ne odgovara zbroju osnovica, poreza i ostalih iznosa.' });

  const method = field('NacinPlac');
  const limit = method === 'G' || method === 'K' ? 1_000_000 : 15_000_000;
  if (Math.abs(total) > limit)
    errors.push({
      code: method === 'G' || method === 'K' ? '168' : '167',
      message: 'Iznos računa je izvan dopuštenih granica.',
    });
  if (field('OibPrimateljaRacuna') && method === 'T')
    errors.push({
      code: '181',
      message: 'OIB primatelja računa ne smije se dostaviti za plaćanje transakcijskim računom.',
    });
  return errors;
}
