import { X509Certificate } from 'node:crypto';
import { SignedXml } from 'xml-crypto';
import { childElement, childElements, NS, textOf } from './xml.js';

const ALGORITHMS = {
  rsaSha256: 'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256',
  rsaSha1: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
  sha256: 'http://www.w3.org/2001/04/xmlenc#sha256',
  excC14n: 'http://www.w3.org/2001/10/xml-exc-c14n#',
  enveloped: 'http://www.w3.org/2000/09/xmldsig#enveloped-signature',
};

export interface SystemError {
  code: 's002' | 's003' | 's004' | 's005';
  message: string;
}

const fail = (code: SystemError['code'], message: string): SystemError => ({ code, message });

/** The OIB a fiscal certificate names in its subject (organizationIdentifier, O or serialNumber). */
function certificateOib(cert: X509Certificate): string | null {
  for (const line of cert.subject.split('\n')) {
    if (!/^(organizationIdentifier|2\.5\.4\.97|O|serialNumber)=/.test(line)) continue;
    const m = /(?:^|[^0-9])([0-9]{11})(?![0-9])/.exec(line.slice(line.indexOf('=') + 1));
    if (m) return m[1]!;
  }
  return null;
}

/**
 * Checks a request as CIS does: a signature of today's algorithms (RSA-SHA1 is refused like the test service
 * refuses it since July 2026), over exactly the request element, by a certificate of the trusted CA that is
 * valid now and names the OIB the receipt is issued under.
 */
export function verifyRequest(
  envelopeXml: string,
  message: Element,
  caPem: string,
  now = new Date(),
): SystemError | null {
  const signature = childElement(message, NS.dsig, 'Signature');
  if (!signature) return fail('s004', 'Poruka nije potpisana.');
  const signedInfo = childElement(signature, NS.dsig, 'SignedInfo');
  const algorithm = (name: string, parent = signedInfo) =>
    childElement(parent, NS.dsig, name)?.getAttribute('Algorithm') ?? '';
  if (algorithm('SignatureMethod') === ALGORITHMS.rsaSha1)
    return fail('s004', 'Neispravan digitalni potpis: RSA-SHA1 se više ne prihvaća.');
  if (
    algorithm('SignatureMethod') !== ALGORITHMS.rsaSha256 ||
    algorithm('CanonicalizationMethod') !== ALGORITHMS.excC14n
  )
    return fail('s004', 'Neispravan digitalni potpis: nepodržani algoritam.');
  const references = signedInfo ? childElements(signedInfo, NS.dsig, 'Reference') : [];
  const reference = references[0];
  const id = message.getAttribute('Id');
  if (references.length !== 1 || !id || reference?.getAttribute('URI') !== `#${id}`)
    return fail('s004', 'Neispravan digitalni potpis: potpis ne obuhvaća zahtjev.');
  const transforms = childElements(childElement(reference, NS.dsig, 'Transforms')!, NS.dsig, 'Transform').map((t) =>
    t.getAttribute('Algorithm'),
  );
  if (
    transforms.join(' ') !== `${ALGORITHMS.enveloped} ${ALGORITHMS.excC14n}` ||
    algorithm('DigestMethod', reference) !== ALGORITHMS.sha256
  )
    return fail('s004', 'Neispravan digitalni potpis: nepodržane transformacije ili sažetak.');

  const keyInfo = childElement(signature, NS.dsig, 'KeyInfo');
  const der = textOf(childElement(childElement(keyInfo, NS.dsig, 'X509Data'), NS.dsig, 'X509Certificate'));
  let cert: X509Certificate;
  let ca: X509Certificate;
  try {
    cert = new X509Certificate(Buffer.from(der ?? '', 'base64'));
    ca = new X509Certificate(caPem);
  } catch {
    return fail('s004', 'Neispravan digitalni potpis: certifikat nije čitljiv.');
  }
  if (!cert.checkIssued(ca) || !cert.verify(ca.publicKey))
    return fail('s002', 'Certifikat nije izdan od strane pouzdanog izdavatelja.');
  if (new Date(cert.validFrom) > now || new Date(cert.validTo) < now)
    return fail('s002', 'Certifikat je istekao ili još ne vrijedi.');
  const oib = certificateOib(cert);
  if (!oib) return fail('s003', 'Certifikat ne sadrži OIB.');

  const verifier = new SignedXml({ publicCert: cert.toString() });
  let valid = false;
  try {
    verifier.loadSignature(signature);
    valid = verifier.checkSignature(envelopeXml);
  } catch {
    valid = false;
  }
  if (!valid) return fail('s004', 'Neispravan digitalni potpis.');

  const racunOib = textOf(childElement(childElement(message, NS.f73, 'Racun'), NS.f73, 'Oib'));
  if (racunOib !== oib) return fail('s005', 'OIB iz poruke zahtjeva nije jednak OIB-u iz certifikata.');
  return null;
}
