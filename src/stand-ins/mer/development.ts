import type { DevelopmentStandIn } from '../index.js';
import { startMerStandIn } from './server.js';

/**
 * The moj-eRačun stand-in when no intermediary is configured (never in production: the caller checks), for the
 * seller the fiscal settings name. It delivers a document the first time it is asked about it, so a development
 * shop's eRačun goes sent → delivered → reported within a few polls.
 */
export const startMerDevelopmentStandIn: DevelopmentStandIn = async (config) => {
  if (config.EINVOICE_URL || !config.FISCAL_OIB) return null;
  const mer = await startMerStandIn({ credentials: { companyId: config.FISCAL_OIB }, autoDeliver: true });
  return {
    config: {
      EINVOICE_URL: mer.url,
      EINVOICE_USERNAME: mer.credentials.username,
      EINVOICE_PASSWORD: mer.credentials.password,
      EINVOICE_SOFTWARE_ID: mer.credentials.softwareId,
    },
    line: `moj-eRačun (lokalni zamjenski servis): ${mer.url}`,
    close: mer.close,
  };
};
