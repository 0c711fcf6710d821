import { index, integer, pgTable, primaryKey, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './users.js';

/** One login = one refresh-token family; revoking it ends every token rotated from that login (docs/decisions/0011-access-and-refresh-tokens.md). */
export const refreshFamilies = pgTable('refresh_families', {
  id: varchar('id', { length: 43 }).primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  /** Absolute lifetime: rotation never extends it. */
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
  revokedReason: varchar('revoked_reason', { length: 40 }),
});

/** Refresh tokens, stored as SHA-256 hashes; usedAt marks a rotated token (reuse after the grace = theft). */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    familyId: varchar('family_id', { length: 43 })
      .notNull()
      .references(() => refreshFamilies.id, { onDelete: 'cascade' }),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/**
 * Single-purpose e-mail tokens (verify_email, change_email, reset_password): hashed, expiring, single use. A reset
 * asked for an address without an account writes a row without a user, so both cost the same work
 * (docs/decisions/0092-same-work-for-unknown-addresses.md); such a token redeems nothing.
 */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** For change_email: the address the link was sent to. */
    email: varchar('email', { length: 254 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_tokens_hash_idx').on(t.tokenHash)],
);

/** Social accounts keyed by (provider, subject), never by e-mail alone. */
export const socialAccounts = pgTable(
  'social_accounts',
  {
    provider: varchar('provider', { length: 20 }).notNull(),
    subject: varchar('subject', { length: 255 }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 254 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.subject] })],
);

/** Pending social logins: state (hashed), nonce and PKCE verifier, kept server-side, short-lived, single use. */
export const socialStates = pgTable('social_states', {
  stateHash: varchar('state_hash', { length: 64 }).primaryKey(),
  provider: varchar('provider', { length: 20 }).notNull(),
  nonce: varchar('nonce', { length: 64 }).notNull(),
  codeVerifier: varchar('code_verifier', { length: 128 }).notNull(),
  redirectUri: varchar('redirect_uri', { length: 500 }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/**
 * Failed logins per account and source (client address): a sliding window of rows, and the resulting locks, per
 * account and source, or of the whole account ('*') past the hourly ceiling (docs/targets.md R7,
 * docs/decisions/0134-lockout-per-account-and-source.md).
 */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 254 }).notNull(),
    source: varchar('source', { length: 64 }).notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_email_at_idx').on(t.email, t.at),
    index('login_failures_email_source_at_idx').on(t.email, t.source, t.at),
  ],
);

export const accountLocks = pgTable(
  'account_locks',
  {
    email: varchar('email', { length: 254 }).notNull(),
    source: varchar('source', { length: 64 }).notNull().default(''),
    lockedUntil: timestamp('locked_until', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.email, t.source] })],
);

/** Fixed-window counters of the reusable rate limiter (one row per key; survives restarts, works on both engines). */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 300 }).primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
});

/** Proof-of-work challenges already redeemed (single use until they expire). */
export const captchaUsed = pgTable('captcha_used', {
  id: varchar('id', { length: 32 }).primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});
