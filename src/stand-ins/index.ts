// Local stand-ins for the external services a development shop cannot reach, started by the server entry for
// whatever has no real credentials, so `npm start` works on a fresh clone. Production never starts one.
import type { AppConfig } from '../server/platform/config.js';
import { startBoxNowForDevelopment } from './boxnow/development.js';
import { startCardGatewayForDevelopment } from './card-gateway/development.js';
import { startCisDevelopmentStandIn } from './cis/development.js';
import { startMerDevelopmentStandIn } from './mer/development.js';

export interface StandIns {
  /** The configuration with the started stand-ins' addresses and credentials filled in where real ones are missing. */
  config: AppConfig;
  /** One line per started stand-in, for the start-up banner. */
  started: string[];
  close: () => Promise<void>;
}

/** A stand-in starter: returns nothing when its real service is configured. */
export type DevelopmentStandIn = (
  config: AppConfig,
) => Promise<{ config: Partial<AppConfig>; line: string; close: () => Promise<void> } | null>;

const STARTERS: DevelopmentStandIn[] = [
  startBoxNowForDevelopment,
  startCardGatewayForDevelopment,
  startCisDevelopmentStandIn,
  startMerDevelopmentStandIn,
];

export async function startStandIns(config: AppConfig): Promise<StandIns> {
  const closers: (() => Promise<void>)[] = [];
  const started: string[] = [];
  let effective = config;
  if (config.NODE_ENV !== 'production') {
    for (const start of STARTERS) {
      const standIn = await start(effective);
      if (!standIn) continue;
      effective = { ...effective, ...standIn.config };
      started.push(standIn.line);
      closers.push(standIn.close);
    }
  }
  return {
    config: effective,
    started,
    close: async () => {
      await Promise.allSettled(closers.map((close) => close()));
    },
  };
}
