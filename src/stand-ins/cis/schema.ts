import { readFileSync } from 'node:fs';
import { XmlDocument, XmlElement, type XmlTreeNode, XmlValidateError, XsdValidator } from 'libxml2-wasm';

const SOAP_NS = 'http://schemas.xmlsoap.org/soap/envelope/';

let validator: XsdValidator | undefined;

/** The stand-in's own schema (racun-zahtjev.xsd), compiled once per process. */
function schema(): XsdValidator {
  if (!validator) {
    const xsd = XmlDocument.fromString(readFileSync(new URL('./racun-zahtjev.xsd', import.meta.url), 'utf8'));
    validator = XsdValidator.fromDoc(xsd);
  }
  return validator;
}

export interface BodyCheck {
  /** Local name of the message in the SOAP body, e.g. "RacunZahtjev". */
  message: string | null;
  /** Schema errors; empty when the message is valid. */
  errors: string[];
}

/** Parses a SOAP request with libxml2 and validates the message in its body against the schema. */
export function validateSoapBody(xml: string): BodyCheck {
  let doc: XmlDocument;
  try {
    doc = XmlDocument.fromString(xml);
  } catch (err) {
    return { message: null, errors: [`not well-formed XML: ${(err as Error).message}`] };
  }
  try {
    const envelope = doc.root;
    if (envelope.name !== 'Envelope' || envelope.namespaceUri !== SOAP_NS)
      return { message: null, errors: ['the request is not a SOAP 1.1 envelope'] };
    const body = envelope.get('soap:Body', { soap: SOAP_NS });
    const message = body instanceof XmlElement ? firstElement(body.firstChild) : null;
    if (!message) return { message: null, errors: ['the SOAP body is empty'] };
    try {
      schema().validate(message);
      return { message: message.name, errors: [] };
    } catch (err) {
      if (err instanceof XmlValidateError)
        return { message: message.name, errors: err.details.map((d) => d.message.trim()) };
      throw err;
    }
  } finally {
    doc.dispose();
  }
}

function firstElement(node: XmlTreeNode | null): XmlElement | null {
  for (let n = node; n; n = n.next) if (n instanceof XmlElement) return n;
  return null;
}
