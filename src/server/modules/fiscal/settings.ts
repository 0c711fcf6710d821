import { readFileSync } from 'node:fs';
import { X509Certificate } from 'node:crypto';
import { isValidOib } from '@shared/validation/oib.js';
import type { AppConfig } from '../../platform/config.js';
import { CertificateError, type FiscalCertificate, loadPkcs12 } from './certificate.js';
import type { ZkiHash } from './types.js';

/** Everything fiscalisation needs, checked once at start. */
export interface FiscalSettings {
  oib: string;
  operatorOib: string;
  seller: { name: string; address: string };
  vatPayer: boolean;
  premises: string;
  device: string;
  sequenceMark: 'P' | 'N';
  zkiHash: ZkiHash;
  certificate: FiscalCertificate;
  cis: {
    url: string;
    timeoutMs: number;
    /** Trust anchors for CIS's TLS certificate; undefined keeps Node's defaults. */
    ca: string[] | undefined;
    /** The certificate CIS signs its answers with; an answer signed by anything else is not believed. */
    signerCertPem: string;
  };
}

export class FiscalConfigError extends Error {
  override name = 'FiscalConfigError';
}

/** The settings without which no receipt can be issued, named as the operator must set them. */
const REQUIRED = ['FISCAL_OIB', 'FISCAL_CERT_FILE', 'FISCAL_CERT_PASSWORD', 'CIS_URL', 'CIS_SIGNER_CERT_FILE'] as const;

/** True when someone configured CIS at all; otherwise development starts the local CIS stand-in. */
export const cisConfigured = (config: AppConfig): boolean => Boolean(config.CIS_URL);

export function missingFiscalSettings(config: AppConfig): string[] {
  return REQUIRED.filter((key) => config[key] === undefined || config[key] === '');
}

/**
 * Reads and checks the fiscal settings: the certificate opens with its password, belongs to the seller's OIB and
 * has not expired, the CIS signer certificate and CA bundle parse. Every problem is reported in one message that
 * says which variable to fix.
 */
export function resolveFiscalSettings(config: AppConfig): FiscalSettings {
  const missing = missingFiscalSettings(config);
  if (missing.length > 0) {
    throw new FiscalConfigError(
      `Fiskalizacija nije podešena: nedostaje ${missing.join(', ')}. Bez certifikata i adrese CIS-a račun se ne ` +
        'može fiskalizirati (vidi README, Configuration).',
    );
  }
  const oib = config.FISCAL_OIB!;
  const operatorOib = config.FISCAL_OPERATOR_OIB ?? oib;
  const problems: string[] = [];
  if (!isValidOib(oib)) problems.push(`FISCAL_OIB "${oib}" is not a valid OIB`);
  if (!isValidOib(operatorOib)) problems.push(`FISCAL_OPERATOR_OIB "${operatorOib}" is not a valid OIB`);

  let certificate: FiscalCertificate | undefined;
  try {
    certificate = loadPkcs12(readFileSync(config.FISCAL_CERT_FILE!), config.FISCAL_CERT_PASSWORD ?? '');
    if (certificate.oib !== oib)
      problems.push(`FISCAL_CERT_FILE belongs to OIB ${certificate.oib ?? '(none)'}, not to FISCAL_OIB ${oib}`);
    if (certificate.validTo.getTime() < Date.now())
      problems.push(`FISCAL_CERT_FILE expired on ${certificate.validTo.toISOString().slice(0, 10)}`);
  } catch (err) {
    const reason = err instanceof CertificateError ? err.message : (err as Error).message;
    problems.push(`FISCAL_CERT_FILE: ${reason}`);
  }
  const signerCertPem = readPem(config.CIS_SIGNER_CERT_FILE!, 'CIS_SIGNER_CERT_FILE', problems);
  const ca = config.CIS_CA_FILE ? readPem(config.CIS_CA_FILE, 'CIS_CA_FILE', problems) : undefined;
  if (problems.length > 0 || !certificate || signerCertPem === undefined) {
    throw new FiscalConfigError(`Fiskalizacija nije ispravno podešena:\n  ${problems.join('\n  ')}`);
  }
  return {
    oib,
    operatorOib,
    seller: {
      name: config.FISCAL_SELLER_NAME ?? config.SHOP_NAME,
      address: config.FISCAL_SELLER_ADDRESS ?? '',
    },
    vatPayer: config.FISCAL_VAT_PAYER,
    premises: config.FISCAL_PREMISES,
    device: config.FISCAL_DEVICE,
    sequenceMark: config.FISCAL_SEQUENCE,
    zkiHash: config.FISCAL_ZKI_HASH,
    certificate,
    cis: {
      url: config.CIS_URL!,
      timeoutMs: config.CIS_TIMEOUT_MS,
      ca: ca === undefined ? undefined : splitPem(ca),
      signerCertPem,
    },
  };
}

function readPem(file: string, name: string, problems: string[]): string | undefined {
  try {
    const pem = readFileSync(file, 'utf8');
    for (const one of splitPem(pem)) new X509Certificate(one);
    if (splitPem(pem).length === 0) throw new Error('no PEM certificate in the file');
    return pem;
  } catch (err) {
    problems.push(`${name}: ${(err as Error).message}`);
    return undefined;
  }
}

const splitPem = (pem: string): string[] =>
  pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
