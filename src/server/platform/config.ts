import path from 'node:path';
import { z } from 'zod';

const bool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .min(1)
  .optional()
  .or(z.literal('').transform(() => undefined));
const optionalUrl = z
  .string()
  .url()
  .optional()
  .or(z.literal('').transform(() => undefined));

/** Environment of the server, validated once at start; a bad value stops the start with a clear message. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(?:ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * A read replica of DATABASE_URL for the public catalogue and CMS reads (docs/decisions/0209-read-replica.md);
   * for READ_REPLICA_LAG_SECONDS after a write those reads go to the primary, and while the replica is away too.
   */
  DATABASE_READ_URL: z
    .string()
    .regex(/^postgres(?:ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Longer than the replica is ever behind: how long after a write the public reads stay on the primary. */
  READ_REPLICA_LAG_SECONDS: z.coerce.number().int().min(0).max(600).default(5),
  DATA_DIR: z.string().min(1).default('./data'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SHOP_NAME: z.string().min(1).default('NK Zvijezda Fan Shop'),
  PUBLIC_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MAINTENANCE: bool.default(false),
  /**
   * Server rendering of the storefront's pages, on unless SSR=off (docs/decisions/0106-server-rendering.md).
   */
  SSR: z
    .string()
    .optional()
    .transform((v) => !['off', 'false', '0', 'no'].includes((v ?? '').trim().toLowerCase())),
  /**
   * Seconds a public catalogue or CMS answer is fresh in memory (0 = no cache). Writes drop it at once on every
   * process; this and READ_CACHE_STALE_SECONDS bound what no write announces: stock sold by orders
   * (docs/decisions/0110-read-cache.md).
   */
  READ_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(10),
  /**
   * For this long after READ_CACHE_SECONDS a kept answer is still handed out at once while the first request past
   * its freshness computes the next one (docs/decisions/0127-stale-while-revalidate.md); 0 = computed in the
   * request. Stock sold by orders shows within READ_CACHE_SECONDS + this.
   */
  READ_CACHE_STALE_SECONDS: z.coerce.number().int().min(0).max(3600).default(50),
  /**
   * Load shedding (docs/decisions/0113-load-shedding.md): while the event loop runs this many ms late, or this
   * many requests are in progress, new requests get a quick 503 SERVER_BUSY with Retry-After (0 = that check off).
   * The delay check defaults to 500 ms, and to off under NODE_ENV=test (a test file's own setup blocks the loop).
   */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).optional(),
  SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(0).max(1_000_000).default(2000),
  /** Seconds the 503 asks the client to wait. */
  SHED_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(2),
  /**
   * The door (docs/decisions/0268-buyers-admitted-at-the-door.md): while this many requests are in progress in the
   * process, a new cart is refused with 503 SERVER_BUSY and SHED_DOOR_RETRY_AFTER_SECONDS, and the buyers already
   * in are served without a queue. Defaults to 32, and to off (0) under NODE_ENV=test.
   */
  SHED_DOOR_IN_FLIGHT: z.coerce.number().int().min(0).max(1_000_000).optional(),
  SHED_DOOR_RETRY_AFTER_SECONDS: z.coerce.number().int().min(1).max(3600).default(5),
  /**
   * Orders placed together in one transaction at most (docs/decisions/0262-orders-placed-in-groups.md): the orders
   * that arrive while a group is being placed make the next group. 1 places every order alone.
   */
  ORDER_GROUP_SIZE: z.coerce.number().int().min(1).max(500).default(64),
  ORDER_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(4),
  /**
   * On SIGTERM, how long readiness answers 503 while the process still serves, before it stops accepting: the time a
   * load balancer's readiness probe needs to notice (docs/decisions/0145-several-processes.md).
   */
  SHUTDOWN_DRAIN_SECONDS: z.coerce.number().int().min(0).max(300).default(0),
  /**
   * Which proxies may set X-Forwarded-For: unset trusts none (a client could otherwise pick its own IP and dodge
   * the per-IP rate limits); 'true' trusts all (only behind a proxy that overwrites the header); otherwise a
   * comma list of proxy addresses or CIDRs, e.g. '127.0.0.1,10.0.0.0/8'.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((v): boolean | string[] => {
      if (!v || v === 'false' || v === '0') return false;
      if (v === 'true' || v === '1') return true;
      return v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
    }),
  /**
   * The shop's apiKey (docs/decisions/0133-api-key-stored-hashed.md). The database keeps only its digest; unset, a
   * production shop generates one at its first start into DATA_DIR/api-key (0600) and prints it once.
   */
  SHOP_API_KEY: z
    .string()
    .min(16)
    .max(100)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /**
   * The first back-office account of a container (docs/decisions/0132-no-demo-in-production.md): read at a start that
   * finds none, ignored once one exists; remove them afterwards. `npm run admin:create` reads them too.
   */
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  // --- accounts ---
  /** HS256 secret for access tokens; generated into DATA_DIR/auth-secret on first start when unset. */
  AUTH_SECRET: z
    .string()
    .min(32)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** smtp://user:pass@host:port; unset = e-mails go to the outbox table only. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().min(3).default('NK Zvijezda Fan Shop <no-reply@zvijezda-shop.hr>'),
  RECAPTCHA_SECRET: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RECAPTCHA_SITE_KEY: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  RECAPTCHA_VERIFY_URL: z.string().url().default('https://www.google.com/recaptcha/api/siteverify'),
  /** Leading zero bits of the self-hosted proof-of-work captcha. */
  CAPTCHA_DIFFICULTY: z.coerce.number().int().min(0).max(32).default(16),
  SOCIAL_GOOGLE_ISSUER: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SOCIAL_GOOGLE_CLIENT_ID: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SOCIAL_GOOGLE_CLIENT_SECRET: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SOCIAL_FACEBOOK_ISSUER: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SOCIAL_FACEBOOK_CLIENT_ID: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SOCIAL_FACEBOOK_CLIENT_SECRET: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // --- BoxNow parcel lockers: unset BOXNOW_API_URL outside production starts the local stand-in ---
  /** Partner API base URL, e.g. https://api-production.boxnow.hr (sandbox: https://api-stage.boxnow.hr). */
  BOXNOW_API_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  BOXNOW_CLIENT_ID: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  BOXNOW_CLIENT_SECRET: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Sent as X-PartnerID when the BoxNow account manages several partners. */
  BOXNOW_PARTNER_ID: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Warehouse the parcels leave from (GET /api/v1/origins); '2' is BoxNow's "drop at any locker". */
  BOXNOW_ORIGIN_LOCATION_ID: z.string().min(1).default('2'),
  /** Secret of the parcel-event webhook's HMAC-SHA256 signature. */
  BOXNOW_WEBHOOK_SECRET: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** Port of the local BoxNow stand-in when it runs (0 picks a free one). */
  BOXNOW_STAND_IN_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  // --- card payments: WSPay (wspay_hpp) and PayWay (tcom_hpp); docs/decisions/0066-card-gateway-configuration.md ---
  /** Shop id and secret key from the gateway; both unset = the local simulator outside production. */
  WSPAY_SHOP_ID: optionalText,
  WSPAY_SECRET_KEY: optionalText,
  /** Hosted form and API base; unset = the gateway's test hosts. */
  WSPAY_FORM_URL: optionalUrl,
  WSPAY_API_URL: optionalUrl,
  PAYWAY_SHOP_ID: optionalText,
  PAYWAY_SECRET_KEY: optionalText,
  PAYWAY_FORM_URL: optionalUrl,
  PAYWAY_API_URL: optionalUrl,
  /** How long a StatusCheck, completion, refund or void may take before it counts as failed. */
  /** S3-compatible object storage of the media library (docs/decisions/0147-media-in-object-storage.md). */
  S3_BUCKET: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: bool.optional(),
  S3_PREFIX: z.string().max(200).default(''),
  CARD_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * Rows the payment security log keeps at most, the oldest pruned first (docs/decisions/0131-payment-security-log-bounds.md).
   */
  PAYMENT_SECURITY_LOG_MAX_ROWS: z.coerce.number().int().min(10).max(10_000_000).default(20_000),
  /** Port of the local card gateway simulator (0 = any free port). */
  CARD_GATEWAY_SIMULATOR_PORT: z.coerce.number().int().min(0).max(65535).default(0),
  // --- fiscalisation (docs/decisions/0070-receipt-numbering.md .. 0072-late-delivery.md) ---
  /** The seller's OIB, sent as Oib and printed on receipts; must match the OIB in the fiscal certificate. */
  FISCAL_OIB: optionalText,
  /** OIB of the operator on receipts; unset = the seller's OIB, as the rules say for automated sales. */
  FISCAL_OPERATOR_OIB: optionalText,
  FISCAL_SELLER_NAME: optionalText,
  FISCAL_SELLER_ADDRESS: optionalText,
  /** Whether the seller is in the VAT system (USustPdv); a non-payer sends no Pdv breakdown. */
  FISCAL_VAT_PAYER: bool.default(true),
  /** Business premises mark (OznPosPr) registered in ePorezna, and the device mark (OznNapUr). */
  FISCAL_PREMISES: z
    .string()
    .regex(/^[0-9a-zA-Z]{1,20}$/, 'letters and digits, at most 20')
    .default('WEB1'),
  FISCAL_DEVICE: z
    .string()
    .regex(/^[1-9][0-9]{0,19}$/, 'digits without leading zeros')
    .default('1'),
  /** Numbering per premises (P) or per device (N): OznSlijed. */
  FISCAL_SEQUENCE: z.enum(['P', 'N']).default('P'),
  /** PKCS#12 file with the fiscal certificate and its private key, and the file's password. */
  FISCAL_CERT_FILE: optionalText,
  FISCAL_CERT_PASSWORD: z.string().optional(),
  /** Hash of the RSA step of the ZKI (docs/decisions/0071-signing-algorithms.md). */
  FISCAL_ZKI_HASH: z.enum(['sha256', 'sha1']).default('sha256'),
  /** CIS endpoint; unset outside production starts the local CIS stand-in. */
  CIS_URL: z
    .string()
    .url()
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** PEM bundle of the CAs that issue CIS's TLS certificate (FINA's private CAs are in no public store). */
  CIS_CA_FILE: optionalText,
  /** PEM certificate CIS signs its answers with (fiskalcis / fiskalcistest). */
  CIS_SIGNER_CERT_FILE: optionalText,
  // --- eRačun of company transfers (docs/decisions/0228-company-einvoices.md, 0230-einvoice-intermediary.md) ---
  /** moj-eRačun API address; unset = company transfers get a fiscal receipt like everyone else. */
  EINVOICE_URL: optionalUrl,
  EINVOICE_USERNAME: optionalText,
  EINVOICE_PASSWORD: z.string().optional(),
  /** The seller's business unit at the intermediary, if it has one. */
  EINVOICE_COMPANY_BU: z.string().default(''),
  EINVOICE_SOFTWARE_ID: optionalText,
  EINVOICE_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(10_000),
  /** Device mark the eRačuni are numbered on (their own sequence beside the receipts'). */
  EINVOICE_DEVICE: z
    .string()
    .regex(/^[1-9][0-9]{0,19}$/, 'digits without leading zeros')
    .default('2'),
  /** KPD 2025 codes of the goods and of delivery and fees, until products carry their own. */
  EINVOICE_KPD_GOODS: z
    .string()
    .regex(/^\d{2}\.\d{2}\.\d{2}$/, 'NN.NN.NN')
    .default('14.19.19'),
  EINVOICE_KPD_SERVICES: z
    .string()
    .regex(/^\d{2}\.\d{2}\.\d{2}$/, 'NN.NN.NN')
    .default('53.20.11'),
  // --- orders ---
  /** Seconds between sweeps that expire unpaid bank transfers; 0 = off. Default 60 (off under NODE_ENV=test). */
  ORDER_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  /**
   * Seconds between sweeps that put timed CMS releases live (docs/decisions/0251-cms-timed-releases.md); unset, the
   * same as ORDER_EXPIRY_SWEEP_SECONDS. The journeys set it short so a release goes live within seconds.
   */
  CMS_RELEASE_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
  /** Minutes a card order waits for its payment before StatusCheck decides: paid, or expired (stock back). */
  CARD_PAYMENT_EXPIRY_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(60),
  CIS_TIMEOUT_MS: z.coerce.number().int().min(500).max(60_000).default(5000),
});

/** Settings that must come together, or that production cannot do without, stop the start with a list. */
const checkedConfigSchema = configSchema.superRefine((env, ctx) => {
  if (env.DATABASE_READ_URL && !env.DATABASE_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_READ_URL'],
      message: 'needs DATABASE_URL (a replica of the PostgreSQL database; the embedded one has none)',
    });
  // Links in e-mails and payment return URLs must not follow a client's Host header (docs/decisions/0040-one-public-origin.md).
  if (env.NODE_ENV === 'production' && !env.PUBLIC_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['PUBLIC_URL'],
      message: "is required in production (the shop's public address)",
    });
  // A secret generated into the data folder suits a laptop; a production shop keeps its own (SECURITY.md).
  if (env.NODE_ENV === 'production' && !env.AUTH_SECRET)
    ctx.addIssue({
      code: 'custom',
      path: ['AUTH_SECRET'],
      message: 'is required in production (32 or more characters)',
    });
  for (const prefix of ['WSPAY', 'PAYWAY'] as const) {
    const shopId = `${prefix}_SHOP_ID` as const;
    const secret = `${prefix}_SECRET_KEY` as const;
    if (Boolean(env[shopId]) === Boolean(env[secret])) continue;
    const [missing, given] = env[shopId] ? [secret, shopId] : [shopId, secret];
    ctx.addIssue({ code: 'custom', path: [missing], message: `must be set together with ${given}` });
  }
});

export type AppConfig = z.infer<typeof configSchema> & {
  /** Derived: PGlite data folder and media folder inside DATA_DIR. */
  pgliteDir: string;
  mediaDir: string;
  /** Where the built SPA lives (dist/client). */
  clientDir: string;
  /** Where the server entry of the SPA lives (dist/server, `vite build --ssr`). */
  serverDir: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an env-like object (process.env by default); tests pass overrides. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = checkedConfigSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || '(env)'}: ${i.message}`);
    throw new ConfigError(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const dataDir = path.resolve(c.DATA_DIR);
  return {
    ...c,
    DATA_DIR: dataDir,
    pgliteDir: path.join(dataDir, 'pglite'),
    mediaDir: path.join(dataDir, 'media'),
    clientDir: path.resolve('dist/client'),
    serverDir: path.resolve('dist/server'),
  };
}
