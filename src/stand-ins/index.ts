// Local stand-ins for the external services a development shop cannot reach. Each starts only when its real
// service is not configured, and never in production.
import type { AppConfig } from '../server/config.js';
import { startCisForDevelopment } from './cis/development.js';

export interface StandIns {
  /** The configuration with the started stand-ins' addresses and credentials filled in. */
  config: AppConfig;
  /** What was started, for the start-up message. */
  started: string[];
  close: () => Promise<void>;
}

export async function startStandIns(config: AppConfig): Promise<StandIns> {
  const closers: (() => Promise<void>)[] = [];
  const started: string[] = [];
  let next = config;
  if (config.NODE_ENV !== 'production' && !config.CIS_URL) {
    const cis = await startCisForDevelopment(config.DATA_DIR, config.FISCAL_OIB);
    next = { ...next, ...cis.env };
    closers.push(cis.standIn.close);
    started.push(`CIS (fiskalizacija) ${cis.standIn.url}`);
  }
  return {
    config: next,
    started,
    close: async () => {
      await Promise.all(closers.map((close) => close()));
    },
  };
}
