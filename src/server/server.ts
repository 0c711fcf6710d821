// Entry point: open the database from config, migrate, seed on first run (the demo, or in production a real shop's
// start data: docs/decisions/0132-no-demo-in-production.md), listen, shut down gracefully.
import { buildApp } from './app.js';
import { type AppConfig, ConfigError, loadConfig } from './platform/config.js';
import { missingFiscalSettings } from './modules/fiscal/index.js';
import { startShopDb } from './start.js';
import { startStandIns } from '../stand-ins/index.js';

async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  // External services without credentials get local stand-ins (never in production); production must be configured.
  const standIns = await startStandIns(config);
  config = standIns.config;
  const missingFiscal = missingFiscalSettings(config);
  if (config.NODE_ENV === 'production' && missingFiscal.length > 0) {
    console.error(
      `Fiskalizacija nije podešena, a bez nje se ne smije prodavati: postavite ${missingFiscal.join(', ')} ` +
        '(FINA certifikat .p12 i lozinka, OIB prodavatelja, adresa CIS-a i njegov certifikat za potpis odgovora).',
    );
    process.exit(1);
  }
  // Several processes may start together on one PostgreSQL: one migrates and seeds, the others wait and find it done.
  const { handle, prepared: seed } = await startShopDb(config);
  const app = await buildApp({ config, db: handle });
  app.addHook('onClose', standIns.close);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Readiness says 503 at once; the load balancer stops sending new visitors while the drain lasts, then the
    // server stops accepting and app.close() waits for the requests in flight (docs/decisions/0145-several-processes.md).
    app.draining = true;
    const drainMs = config.SHUTDOWN_DRAIN_SECONDS * 1000;
    // A hung close must not keep the process forever.
    const timer = setTimeout(() => process.exit(1), drainMs + 10_000);
    timer.unref();
    try {
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
      await handle.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  // Receipts issued before a restart, or while CIS was away, go out from here.
  if (app.fiscal.configured) app.fiscal.startDelivery();
  app.einvoices.start();
  const shown = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const lines = [
    '',
    `  ${config.SHOP_NAME} radi na ${shown}`,
    `  Baza: ${handle.engine === 'pglite' ? `PGlite (${config.pgliteDir})` : 'PostgreSQL'}${seed.seeded ? (seed.demoLogins.length > 0 ? ', demo podaci upravo učitani' : ', početni podaci trgovine upravo učitani') : ''}`,
    ...(seed.demoLogins.length > 0
      ? ['  Demo prijave:', ...seed.demoLogins.map((l) => `    ${l.role.padEnd(28)} ${l.email} / ${l.password}`)]
      : []),
    ...seed.notes.map((line) => `  ${line}`),
    ...standIns.started.map((line) => `  ${line}`),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error('Server failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
