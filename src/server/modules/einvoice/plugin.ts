import fp from 'fastify-plugin';
import type { Db } from '../../platform/db/client.js';
import type { EInvoiceIntermediary } from './intermediary.js';
import { merClient } from './mer-client.js';
import { DEFAULT_QUEUE, type QueueOptions, requeueRejected, runQueue } from './queue.js';
import { merSettingsOf } from './settings.js';

interface Logger {
  error: (obj: object, msg: string) => void;
}

/** The eRačun queue as the platform uses it (app.einvoices): a worker per process, woken after a payment commits. */
export function createEInvoices(db: Db, intermediary: EInvoiceIntermediary | null, log?: Logger) {
  let timer: NodeJS.Timeout | undefined;
  let options: QueueOptions = DEFAULT_QUEUE;
  let running: Promise<void> | null = null;
  let started = false;
  const round = async () => {
    if (!intermediary) return 0;
    return runQueue(db, intermediary, options);
  };
  const tick = () => {
    if (!started || running) return;
    clearTimeout(timer);
    running = round()
      .then(() => undefined)
      .catch((err) => log?.error({ err }, 'eRačun queue round failed'))
      .finally(() => {
        running = null;
        if (started) {
          timer = setTimeout(tick, options.pollMs);
          timer.unref();
        }
      });
  };
  return {
    configured: intermediary !== null,
    /** One round now (tests, or right after a payment). */
    runNow: round,
    sendSoon: () => {
      if (started) setImmediate(tick);
    },
    start: (overrides: Partial<QueueOptions> = {}) => {
      if (!intermediary || started) return;
      options = { ...DEFAULT_QUEUE, ...overrides };
      started = true;
      tick();
    },
    stop: async () => {
      started = false;
      clearTimeout(timer);
      await running;
    },
    /** Queues a rejected eRačun again, in the caller's transaction; call sendSoon() after it commits. */
    requeue: (id: number, tx: Db = db) => requeueRejected(tx, id),
  };
}

export type EInvoices = ReturnType<typeof createEInvoices>;

declare module 'fastify' {
  interface FastifyInstance {
    /** eRačuni of company transfers, delivered through the information intermediary in the background. */
    einvoices: EInvoices;
  }
}

export const einvoicePlugin = fp(
  async (app) => {
    const settings = merSettingsOf(app.config);
    const einvoices = createEInvoices(app.db, settings ? merClient(settings) : null, app.log);
    app.decorate('einvoices', einvoices);
    app.addHook('onClose', async () => einvoices.stop());
  },
  { name: 'einvoices', dependencies: ['db'] },
);
