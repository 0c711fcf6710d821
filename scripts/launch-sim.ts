// npm run launch:sim: a kit launch on the shop's several-process set-up (docs/decisions/0146-kit-launch-simulation.md).
// The cluster (SHOP_PROCESSES, default 2, + nginx) on a new PostgreSQL database; fans arriving on the home page, the
// new jersey and its category; then buyers racing for the jersey's shirts, once as is and once with a shop process
// killed mid-sale. LAUNCH_SCALE (default 1: 50,000 fans over 5 minutes, 5,000 orders for 3,000 shirts in a minute)
// scales the counts and the times. Exits non-zero when a target of P9 is missed (5xx, oversold, lost or stray orders).
//   DATABASE_URL=postgres://root@127.0.0.1:5432/postgres LAUNCH_SCALE=0.02 npm run launch:sim
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Cluster, startCluster } from './cluster/cluster.js';
import { Figures } from './launch/figures.js';
import { buyer, closeVisitors, fan, type Shop } from './launch/visitors.js';

const scale = Number(process.env.LAUNCH_SCALE ?? '1');
const processes = Number(process.env.SHOP_PROCESSES ?? '2');
const FULL = { fans: 50_000, fanSeconds: 300, buyers: 5_000, shirts: 3_000, saleSeconds: 60 };
const plan = {
  fans: Math.max(20, Math.round(FULL.fans * scale)),
  fanSeconds: Math.max(5, FULL.fanSeconds * scale),
  buyers: Math.max(20, Math.round(FULL.buyers * scale)),
  shirts: Math.max(10, Math.round(FULL.shirts * scale)),
  saleSeconds: Math.max(5, FULL.saleSeconds * scale),
};
const TARGET = { pageP99: 300, orderP99: 500 };
/**
 * A p99 beside its target, said within or over: it does not decide the exit code (it depends on the machine,
 * docs/decisions/0146-kit-launch-simulation.md), so the line's closing 'ok' must not read as if it held.
 */
const p99Against = (value: number, target: number) =>
  `${value.toFixed(0)} ms [<= ${target}: ${value <= target ? 'within' : 'over, not checked'}]`;
const JERSEY = 'domaci-dres-2025-26';
const SECOND_JERSEY = 'gostujuci-dres-2025-26';
/** The shop keeps two of every size off sale (src/shared/stock.ts); each size gets its share of shirts on top. */
const STOCK_BUFFER = 2;
const SIZE_SHARES = [0.12, 0.3, 0.3, 0.18, 0.1];

const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) {
  console.error('launch:sim treba PostgreSQL: postavite DATABASE_URL (a new database is made on that server).');
  process.exit(1);
}
const database = `fan_shop_launch_${randomBytes(4).toString('hex')}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${database}` }).toString();

async function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The jersey's sizes with their shirts for sale; returns the variant ids and each size's starting stock. */
async function stockJersey(slug: string): Promise<Map<number, number>> {
  return onServer(databaseUrl, async (db) => {
    const { rows } = await db.query<{ id: number }>(
      `select id from products where parent_id = (select id from products where slug = $1) order by id`,
      [slug],
    );
    if (rows.length === 0) throw new Error(`no sizes of ${slug} in the demo catalogue`);
    const stock = new Map<number, number>();
    let left = plan.shirts;
    rows.forEach((row, i) => {
      const share = i === rows.length - 1 ? left : Math.round(plan.shirts * (SIZE_SHARES[i] ?? 1 / rows.length));
      left -= share;
      stock.set(row.id, share + STOCK_BUFFER);
    });
    for (const [id, quantity] of stock)
      await db.query('update products set stock_quantity = $2, is_purchasable = true, available = true where id = $1', [
        id,
        quantity,
      ]);
    return stock;
  });
}

interface SaleCheck {
  placed: number;
  /** Units sold of the jersey's sizes. */
  sold: number;
  inDatabase: number;
  oversold: number;
  invariantHolds: boolean;
  missing: number;
}

/** Every order a buyer was told about exists; no size sold past its stock; stock + sold = what there was. */
async function checkSale(start: Map<number, number>, told: string[]): Promise<SaleCheck> {
  return onServer(databaseUrl, async (db) => {
    const ids = [...start.keys()];
    const { rows: stockRows } = await db.query<{ id: number; stock_quantity: number }>(
      'select id, stock_quantity from products where id = any($1)',
      [ids],
    );
    const { rows: soldRows } = await db.query<{ product_id: number; sold: string }>(
      `select i.product_id, sum(i.qty) as sold from order_items i join orders o on o.id = i.order_id
        where i.product_id = any($1) and o.status not in ('cancelled', 'expired') group by i.product_id`,
      [ids],
    );
    const sold = new Map(soldRows.map((r) => [r.product_id, Number(r.sold)]));
    let oversold = 0;
    let invariantHolds = true;
    for (const row of stockRows) {
      const initial = start.get(row.id) ?? 0;
      const units = sold.get(row.id) ?? 0;
      oversold += Math.max(0, units - (initial - STOCK_BUFFER));
      if (row.stock_quantity + units !== initial) invariantHolds = false;
    }
    const { rows: found } = await db.query<{ number: string }>('select number from orders where number = any($1)', [
      told,
    ]);
    const { rows: all } = await db.query<{ count: string }>(
      `select count(distinct o.id) as count from orders o join order_items i on i.order_id = o.id where i.product_id = any($1)`,
      [ids],
    );
    return {
      placed: told.length,
      sold: [...sold.values()].reduce((sum, units) => sum + units, 0),
      inDatabase: Number(all[0]?.count ?? 0),
      oversold,
      invariantHolds,
      missing: told.length - found.length,
    };
  });
}

/** Starts `count` visitors spread evenly over `seconds`, each running `visit`; resolves when all are done. */
async function arrive(count: number, seconds: number, visit: (n: number) => Promise<void>): Promise<void> {
  const running: Promise<void>[] = [];
  const started = performance.now();
  for (let n = 0; n < count; n++) {
    const due = started + (n * seconds * 1000) / count;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(visit(n).catch(() => {}));
  }
  await Promise.all(running);
}

async function requiredConsents(url: string, apiKey: string): Promise<number[]> {
  const res = await fetch(`${url}/api/v1/cms/consent/assignment/filter?perPage=50&page=1`, { headers: { apiKey } });
  const body = (await res.json()) as { data: { data: Array<{ assigned_to: string; requiredConsents: number[] }> } };
  return body.data.data.find((a) => a.assigned_to === 'checkoutForm')?.requiredConsents ?? [];
}

/** The shop as the visitors of one phase see it: the jersey on sale in its sizes, the answers counted in `figures`. */
function shopOf(
  cluster: Cluster,
  slug: string,
  stock: Map<number, number>,
  consents: number[],
  figures: Figures,
): Shop {
  return {
    url: cluster.url,
    apiKey: 'demo-api-key',
    jerseyPath: `/product/${slug}`,
    categoryPath: '/shop/dresovi',
    sizes: [...stock.keys()],
    requiredConsents: consents,
    figures,
    pace: scale,
  };
}

async function sale(
  cluster: Cluster,
  slug: string,
  label: string,
  consents: number[],
  killMidSale: boolean,
): Promise<boolean> {
  const start = await stockJersey(slug);
  const figures = new Figures();
  const shop = shopOf(cluster, slug, start, consents, figures);
  const told: string[] = [];
  const results = { ordered: 0, 'sold-out': 0, 'gave-up': 0, failed: 0 };
  const killer = killMidSale
    ? setTimeout(
        () => {
          figures.killSentAt = performance.now();
          void cluster.kill(0, 'SIGKILL').then(() => {
            figures.killedAt = performance.now();
          });
        },
        (plan.saleSeconds * 1000) / 2,
      )
    : undefined;
  const began = performance.now();
  await arrive(plan.buyers, plan.saleSeconds, async (n) => {
    const outcome = await buyer(shop, n);
    results[outcome.result] += 1;
    if (outcome.orderNumber) told.push(outcome.orderNumber);
  });
  clearTimeout(killer);
  const check = await checkSale(start, told);
  // A buyer who gave up waiting while shirts were left is a sale the shop turned away.
  const unsold = plan.shirts - check.sold;
  const ok =
    (results['gave-up'] === 0 || unsold === 0) &&
    figures.serverErrors === 0 &&
    check.oversold === 0 &&
    check.invariantHolds &&
    check.missing === 0 &&
    check.inDatabase === check.placed &&
    results.failed <= figures.inFlightOnKilled;
  console.log(`\n${label}: ${plan.buyers} buyers for ${plan.shirts} shirts in ${plan.saleSeconds} s`);
  console.log(
    `  took ${((performance.now() - began) / 1000).toFixed(1)} s; orders placed ${results.ordered}, sold out ${results['sold-out']}, gave up waiting ${results['gave-up']} (with ${unsold} shirts left [0 when any gave up]), failed ${results.failed}`,
  );
  for (const line of figures.lines()) console.log(line);
  console.log(
    `  oversold units ${check.oversold} [0]; stock + sold = initial: ${check.invariantHolds ? 'yes' : 'NO'}; orders told but missing ${check.missing} [0]; orders in the database ${check.inDatabase} = told ${check.placed}`,
  );
  console.log(
    `  order p99 ${p99Against(figures.p99('order'), TARGET.orderP99)}; 5xx ${figures.serverErrors}${figures.serverErrors ? ` (${figures.serverErrorStatuses})` : ''} [0]; 503 with Retry-After ${figures.shed} (apart)${killMidSale ? `; 502 for requests in flight on the killed process ${figures.inFlightOnKilled} (apart)` : ''}   checked: ${ok ? 'ok' : 'MISSED'}`,
  );
  return ok;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'fan-shop-launch-'));
await onServer(serverUrl, (db) => db.query(`CREATE DATABASE "${database}"`));
let cluster: Cluster | undefined;
let allOk = false;
try {
  const port = Number(process.env.LAUNCH_PORT ?? 3700);
  console.log(
    `Kit launch at scale ${scale}: ${processes} shop processes + nginx on PostgreSQL (${database}); ` +
      `${plan.fans} fans over ${plan.fanSeconds} s, then ${plan.buyers} buyers for ${plan.shirts} shirts in ${plan.saleSeconds} s, twice`,
  );
  cluster = await startCluster({
    processes,
    host: '127.0.0.1',
    port,
    firstShopPort: port + 1,
    databaseUrl,
    dataDir,
    env: { LOG_LEVEL: 'error', NODE_ENV: 'development', ORDER_EXPIRY_SWEEP_SECONDS: '0' },
    restart: false,
    log: (line) => {
      if (process.env.LAUNCH_VERBOSE) console.log(line);
    },
  });
  const consents = await requiredConsents(cluster.url, 'demo-api-key');
  const fansFigures = new Figures();
  const fanShop = shopOf(cluster, JERSEY, await stockJersey(JERSEY), consents, fansFigures);
  const began = performance.now();
  await arrive(plan.fans, plan.fanSeconds, (n) => fan(fanShop, n));
  console.log(`\nFans: ${plan.fans} in ${((performance.now() - began) / 1000).toFixed(1)} s`);
  for (const line of fansFigures.lines()) console.log(line);
  const fansOk = fansFigures.serverErrors === 0;
  console.log(
    `  page p99 ${p99Against(fansFigures.p99('page'), TARGET.pageP99)}; 5xx ${fansFigures.serverErrors}${fansFigures.serverErrors ? ` (${fansFigures.serverErrorStatuses})` : ''} [0]; 503 with Retry-After ${fansFigures.shed} (apart)   checked: ${fansOk ? 'ok' : 'MISSED'}`,
  );
  const saleOk = await sale(cluster, JERSEY, 'Sale', consents, false);
  const killedOk = await sale(cluster, SECOND_JERSEY, 'Sale with shop process 1 killed mid-sale', consents, true);
  allOk = fansOk && saleOk && killedOk;
} finally {
  await closeVisitors();
  await cluster?.stop();
  await onServer(serverUrl, (db) => db.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`)).catch(() => {});
  await rm(dataDir, { recursive: true, force: true });
}
console.log(
  allOk
    ? '\nlaunch:sim: every checked figure holds (the p99s are said above)'
    : '\nlaunch:sim: a checked figure was MISSED',
);
process.exit(allOk ? 0 : 1);
