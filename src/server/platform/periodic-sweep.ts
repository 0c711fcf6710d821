import type { FastifyInstance } from 'fastify';

/**
 * Runs `sweep` every ORDER_EXPIRY_SWEEP_SECONDS (default 60; 0 switches it off, as tests do by default) once the app
 * is ready, never overlapping itself in this process (other processes may sweep at the same time: the sweeps lock
 * what they change). A failed sweep is logged and the next one tries again. A sweep with its own setting passes it as
 * `every` (seconds; unset falls back to the common one).
 */
export function periodicSweep(
  app: FastifyInstance,
  name: string,
  sweep: (now: Date) => Promise<unknown>,
  every?: number,
): void {
  const seconds = every ?? app.config.ORDER_EXPIRY_SWEEP_SECONDS ?? (app.config.NODE_ENV === 'test' ? 0 : 60);
  if (seconds === 0) return;
  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await sweep(new Date(app.clock.now()));
    } catch (err) {
      app.log.error({ err }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  app.addHook('onReady', async () => {
    timer = setInterval(() => void run(), seconds * 1000);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
