// A second XML-DSig implementation (xmldsigjs over WebCrypto), so signatures made with xml-crypto are checked by
// code that shares nothing with the code that made them.
import { webcrypto } from 'node:crypto';
import * as xmldom from '@xmldom/xmldom';
import { setNodeDependencies } from 'xml-core';
import * as xmldsig from 'xmldsigjs';
import xpath from 'xpath';

// xml-core and xmldsigjs are typed for the browser's DOM and WebCrypto; @xmldom/xmldom and Node's webcrypto implement
// them, with separate types: hence the casts here and at LoadXml below.
setNodeDependencies({
  XMLSerializer: xmldom.XMLSerializer,
  DOMParser: xmldom.DOMParser,
  DOMImplementation: xmldom.DOMImplementation,
  xpath,
} as unknown as Parameters<typeof setNodeDependencies>[0]);
xmldsig.Application.setEngine('NodeJS', webcrypto as unknown as Crypto);

/**
 * Verifies the first XML signature in a document with the certificate in its KeyInfo; returns "valid" or the
 * verifier's complaint.
 */
export async function verifyIndependently(xml: string): Promise<string> {
  const doc = xmldsig.Parse(xml);
  const signature = doc.getElementsByTagNameNS('http://www.w3.org/2000/09/xmldsig#', 'Signature')[0];
  if (!signature) return 'no signature';
  const signed = new xmldsig.SignedXml(doc);
  signed.LoadXml(signature as unknown as Element);
  try {
    return (await signed.Verify()) ? 'valid' : 'invalid';
  } catch (err) {
    return (err as Error).message;
  }
}
