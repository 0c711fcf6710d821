import type { AppConfig } from '../../platform/config.js';
import type { MerSettings } from './mer-client.js';

const REQUIRED = ['EINVOICE_URL', 'EINVOICE_USERNAME', 'EINVOICE_PASSWORD', 'EINVOICE_SOFTWARE_ID'] as const;

/** The settings of eRačuni missing while the intermediary's address is set (all or nothing). */
export function missingEInvoiceSettings(config: AppConfig): string[] {
  if (!config.EINVOICE_URL) return [];
  return REQUIRED.filter((key) => !config[key]);
}

/** moj-eRačun's settings, or null when eRačuni are off (company transfers then get a receipt). */
export function merSettingsOf(config: AppConfig): MerSettings | null {
  if (!config.EINVOICE_URL) return null;
  const missing = missingEInvoiceSettings(config);
  if (missing.length > 0) throw new Error(`eRačun nije podešen: nedostaje ${missing.join(', ')}.`);
  if (!config.FISCAL_OIB) throw new Error('eRačun nije podešen: nedostaje FISCAL_OIB (OIB izdavatelja).');
  return {
    url: config.EINVOICE_URL,
    username: config.EINVOICE_USERNAME!,
    password: config.EINVOICE_PASSWORD!,
    companyId: config.FISCAL_OIB,
    companyBu: config.EINVOICE_COMPANY_BU,
    softwareId: config.EINVOICE_SOFTWARE_ID!,
    timeoutMs: config.EINVOICE_TIMEOUT_MS,
  };
}
