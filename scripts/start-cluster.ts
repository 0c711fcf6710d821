// npm run start:cluster: several shop processes on one PostgreSQL behind nginx (docs/decisions/0145-several-processes.md).
//   DATABASE_URL=postgres://root@127.0.0.1:5432/shop SHOP_PROCESSES=2 PORT=3000 npm run start:cluster
import { startCluster } from './cluster/cluster.js';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error(
    'start:cluster treba PostgreSQL: postavite DATABASE_URL (npr. postgres://root@127.0.0.1:5432/shop). ' +
      'The embedded database belongs to one process; `npm start` runs that one.',
  );
  process.exit(1);
}
const port = Number(process.env.PORT ?? 3000);
const processes = Number(process.env.SHOP_PROCESSES ?? 2);

const cluster = await startCluster({
  processes,
  host: process.env.HOST ?? '0.0.0.0',
  port,
  firstShopPort: Number(process.env.SHOP_FIRST_PORT ?? port + 1),
  databaseUrl,
  dataDir: process.env.DATA_DIR ?? './data',
  restart: true,
  // Every request of every process on the terminal drowns what matters; LOG_LEVEL=info brings it back.
  env: { LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' },
  log: (line) => console.log(line),
});
console.log(
  [
    '',
    `  ${processes} procesa trgovine iza nginxa na ${process.env.PUBLIC_URL ?? `http://localhost:${port}`}`,
    ...cluster.shops.map((shop) => `    trgovina ${shop.index + 1}: http://127.0.0.1:${shop.port}`),
    ...cluster.standInLines.map((line) => `  ${line}`),
    '',
  ].join('\n'),
);

let stopping = false;
const stop = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: nginx and the shop processes finish what they serve, then stop`);
  await cluster.stop();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));
