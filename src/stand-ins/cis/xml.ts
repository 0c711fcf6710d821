// Small XML and date helpers of the stand-in (it is another party than the shop, so it shares no code with it).
import { DOMParser } from '@xmldom/xmldom';
import { zagrebClockParts } from '../zagreb-clock.js';

export const NS = {
  soap: 'http://schemas.xmlsoap.org/soap/envelope/',
  f73: 'http://www.apis-it.hr/fin/2012/types/f73',
  dsig: 'http://www.w3.org/2000/09/xmldsig#',
} as const;

export function parseXml(xml: string): Document {
  return new DOMParser({ onError: () => {} }).parseFromString(xml, 'text/xml') as unknown as Document;
}

export const childElements = (node: Element, ns: string, name?: string): Element[] =>
  Array.from(node.childNodes).filter(
    (n): n is Element =>
      n.nodeType === 1 &&
      (n as Element).namespaceURI === ns &&
      (name === undefined || (n as Element).localName === name),
  );

export const childElement = (node: Element | undefined, ns: string, name: string): Element | undefined =>
  node ? childElements(node, ns, name)[0] : undefined;

export const textOf = (node: Element | undefined): string | undefined => node?.textContent?.trim();

/** The message element inside a SOAP body. */
export function bodyMessage(doc: Document): Element | undefined {
  const body = childElement(doc.documentElement ?? undefined, NS.soap, 'Body');
  return body ? Array.from(body.childNodes).find((n): n is Element => n.nodeType === 1) : undefined;
}

export const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** `dd.MM.yyyyTHH:mm:ss` in Croatian local time. */
export function cisDateTime(at: Date): string {
  const p = zagrebClockParts(at);
  return `${p.day}.${p.month}.${p.year}T${p.hour}:${p.minute}:${p.second}`;
}

/** Reads `dd.MM.yyyyTHH:mm:ss` as Croatian local time; null when it is no such time. */
export function parseCisDateTime(text: string | undefined): Date | null {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})T(\d{2}):(\d{2}):(\d{2})$/.exec(text ?? '');
  if (!m) return null;
  const [day, month, year, hour, minute, second] = m.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  // Zagreb is UTC+1 or +2: guess, then correct by the offset the guess shows.
  let at = asUtc - 3_600_000;
  for (let i = 0; i < 2; i++) {
    const shown = parseShown(cisDateTime(new Date(at)));
    at += asUtc - shown;
  }
  return cisDateTime(new Date(at)) === text ? new Date(at) : null;
}

function parseShown(text: string): number {
  const m = /^(\d{2})\.(\d{2})\.(\d{4})T(\d{2}):(\d{2}):(\d{2})$/.exec(text)!;
  return Date.UTC(Number(m[3]), Number(m[2]) - 1, Number(m[1]), Number(m[4]), Number(m[5]), Number(m[6]));
}
