// Entry point: open the database from config, migrate, seed on first run, listen, shut down gracefully.
import { mkdir } from 'node:fs/promises';
import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { openDb } from './db/client.js';
import { migrate } from './db/migrate.js';
import { seedIfEmpty } from './db/seed/index.js';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  await mkdir(config.mediaDir, { recursive: true });
  if (!config.DATABASE_URL) await mkdir(config.pgliteDir, { recursive: true });
  const handle = await openDb({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATABASE_URL ? undefined : config.pgliteDir,
  });
  await migrate(handle);
  const seed = await seedIfEmpty(handle, { mediaDir: config.mediaDir });
  const app = await buildApp({ config, db: handle });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // A hung close must not keep the process forever.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    try {
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
  const shown = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  const lines = [
    '',
    `  ${config.SHOP_NAME} radi na ${shown}`,
    `  Baza: ${handle.engine === 'pglite' ? `PGlite (${config.pgliteDir})` : 'PostgreSQL'}${seed.seeded ? ', demo podaci upravo učitani' : ''}`,
    '  Demo prijave:',
    ...seed.logins.map((l) => `    ${l.role.padEnd(28)} ${l.email} / ${l.password}`),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch((err: unknown) => {
  console.error('Server failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
