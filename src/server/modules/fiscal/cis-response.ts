import { DOMParser } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';
import { F73_NS } from './racun-xml.js';
import { SOAP_NS } from './sign.js';

const DSIG_NS = 'http://www.w3.org/2000/09/xmldsig#';

export interface CisError {
  code: string;
  message: string;
}

/** A signed, believed answer: a JIR, or the errors CIS found in the receipt. */
export type CisAnswer =
  | { kind: 'jir'; jir: string; messageId: string }
  | { kind: 'errors'; errors: CisError[]; messageId: string };

/** Why an exchange gave no believable answer; all of them mean "try again later". */
export type CisFailureReason = 'timeout' | 'network' | 'http' | 'fault' | 'signature' | 'malformed';

export class CisFailure extends Error {
  override name = 'CisFailure';
  constructor(
    readonly reason: CisFailureReason,
    message: string,
    readonly responseXml?: string,
  ) {
    super(message);
  }
}

function parse(xml: string): Document {
  try {
    // @xmldom/xmldom's Document implements the DOM the code reads, but is typed separately from lib.dom's.
    return new DOMParser({ onError: () => {} }).parseFromString(xml, 'text/xml') as unknown as Document;
  } catch (err) {
    throw new CisFailure('malformed', `CIS answer is not XML: ${(err as Error).message}`, xml);
  }
}

const children = (node: Element, ns: string, name: string): Element[] =>
  Array.from(node.childNodes).filter(
    (n): n is Element => n.nodeType === 1 && (n as Element).namespaceURI === ns && (n as Element).localName === name,
  );
const child = (node: Element, ns: string, name: string): Element | undefined => children(node, ns, name)[0];
const textOf = (node: Element | undefined): string => node?.textContent?.trim() ?? '';

/** The first element inside the SOAP Body, or a SOAP fault turned into a CisFailure. */
export function soapBodyElement(xml: string): Element {
  const doc = parse(xml);
  const envelope = doc.documentElement;
  if (!envelope || envelope.namespaceURI !== SOAP_NS || envelope.localName !== 'Envelope')
    throw new CisFailure('malformed', 'CIS answer is not a SOAP envelope', xml);
  const body = child(envelope, SOAP_NS, 'Body');
  const first = body && Array.from(body.childNodes).find((n): n is Element => n.nodeType === 1);
  if (!first) throw new CisFailure('malformed', 'CIS answer has an empty SOAP body', xml);
  if (first.namespaceURI === SOAP_NS && first.localName === 'Fault') {
    const code = textOf(Array.from(first.getElementsByTagName('faultcode'))[0]);
    const reason = textOf(Array.from(first.getElementsByTagName('faultstring'))[0]);
    throw new CisFailure('fault', `SOAP fault ${code}: ${reason}`.trim(), xml);
  }
  return first;
}

/**
 * Reads a RacunOdgovor only from what its signature covers. CIS signs answers enveloped with inclusive c14n and
 * its own certificate (fiskalcis / fiskalcistest); the answer is believed only if that signature holds for
 * exactly the RacunOdgovor element, so nothing inserted around it can change the JIR read.
 */
export function readRacunOdgovor(xml: string, signerCertPem: string): CisAnswer {
  const element = soapBodyElement(xml);
  if (element.namespaceURI !== F73_NS || element.localName !== 'RacunOdgovor')
    throw new CisFailure('malformed', `CIS answered ${element.localName}, not RacunOdgovor`, xml);
  const signature = child(element, DSIG_NS, 'Signature');
  if (!signature) throw new CisFailure('signature', 'CIS answer is not signed', xml);
  const id = element.getAttribute('Id');
  const verifier = new SignedXml({ publicCert: signerCertPem });
  let signed: string | undefined;
  try {
    verifier.loadSignature(signature);
    const valid = verifier.checkSignature(xml);
    const references = verifier.getReferences();
    if (valid && id && references.length === 1 && references[0]!.uri === `#${id}`)
      signed = verifier.getSignedReferences()[0];
  } catch (err) {
    throw new CisFailure('signature', `CIS answer signature cannot be checked: ${(err as Error).message}`, xml);
  }
  if (!signed) throw new CisFailure('signature', 'CIS answer signature is not valid for the CIS certificate', xml);

  const odgovor = parse(signed).documentElement as Element;
  const header = child(odgovor, F73_NS, 'Zaglavlje');
  const messageId = textOf(header && child(header, F73_NS, 'IdPoruke'));
  const jir = textOf(child(odgovor, F73_NS, 'Jir'));
  const greske = child(odgovor, F73_NS, 'Greske');
  const errors = greske
    ? children(greske, F73_NS, 'Greska').map((g) => ({
        code: textOf(child(g, F73_NS, 'SifraGreske')),
        message: textOf(child(g, F73_NS, 'PorukaGreske')),
      }))
    : [];
  if (errors.length > 0) return { kind: 'errors', errors, messageId };
  if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(jir))
    return { kind: 'jir', jir: jir.toLowerCase(), messageId };
  throw new CisFailure('malformed', 'CIS answer carries neither a JIR nor errors', xml);
}
