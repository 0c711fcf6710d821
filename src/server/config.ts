import path from 'node:path';
import { z } from 'zod';

const bool = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', 'yes', 'no', ''])])
  .transform((v) => v === true || v === 'true' || v === '1' || v === 'yes');

/** Environment of the server, validated once at start; a bad value stops the start with a clear message. */
export const configSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(?:ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
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
  // --- accounts (issue 4) ---
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
  // --- orders (issue 10) ---
  /** Seconds between sweeps that expire unpaid bank transfers; 0 = off. Default 60 (off under NODE_ENV=test). */
  ORDER_EXPIRY_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86_400).optional(),
});

export type AppConfig = z.infer<typeof configSchema> & {
  /** Derived: PGlite data folder and media folder inside DATA_DIR. */
  pgliteDir: string;
  mediaDir: string;
  /** Where the built SPA lives (dist/client). */
  clientDir: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an env-like object (process.env by default); tests pass overrides. */
export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = configSchema.safeParse(env);
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
  };
}
