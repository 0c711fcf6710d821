import type { Db } from '../../platform/db/client.js';
import { DEFAULT_DELIVERY, type DeliveryOptions, deliverDue } from './delivery.js';
import type { FiscalSettings } from './settings.js';

export interface DeliveryWorker {
  /** Looks for due receipts now (after a sale commits) instead of at the next poll. */
  wake: () => void;
  /** Stops polling and waits for the round in progress. */
  stop: () => Promise<void>;
}

interface Logger {
  error: (obj: object, msg: string) => void;
}

/**
 * Runs the delivery queue in this process: a round whenever woken or every pollMs, rounds back to back while
 * full batches keep coming. Several processes may each run one; the claims keep them apart.
 */
export function startDeliveryWorker(
  db: Db,
  settings: FiscalSettings,
  options: Partial<DeliveryOptions> = {},
  log?: Logger,
): DeliveryWorker {
  const opts = { ...DEFAULT_DELIVERY, ...options };
  let stopped = false;
  let rerun = false;
  let running: Promise<void> | null = null;
  let timer: NodeJS.Timeout | undefined;

  const schedule = () => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(run, opts.pollMs);
    timer.unref();
  };

  function run() {
    if (stopped) return;
    if (running) {
      rerun = true;
      return;
    }
    clearTimeout(timer);
    running = (async () => {
      do {
        rerun = false;
        try {
          const report = await deliverDue(db, settings, opts);
          if (report.claimed === opts.batchSize) rerun = true;
        } catch (err) {
          log?.error({ err }, 'fiscal delivery round failed');
        }
      } while (rerun && !stopped);
    })().finally(() => {
      running = null;
      schedule();
    });
  }

  schedule();
  return {
    wake: run,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
