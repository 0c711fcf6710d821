-- The apiKey is kept only as its SHA-256 digest (docs/decisions/0133-api-key-stored-hashed.md): the column is renamed
-- and every key already stored is replaced by its digest, so existing shops keep their keys.
ALTER TABLE "domains" RENAME COLUMN "api_key" TO "api_key_digest";--> statement-breakpoint
ALTER TABLE "domains" RENAME CONSTRAINT "domains_api_key_unique" TO "domains_api_key_digest_unique";--> statement-breakpoint
UPDATE "domains" SET "api_key_digest" = encode(sha256(convert_to("api_key_digest", 'UTF8')), 'hex');--> statement-breakpoint
ALTER TABLE "domains" ALTER COLUMN "api_key_digest" SET DATA TYPE varchar(64);
--> statement-breakpoint
-- Failures and locks per account and source (docs/decisions/0134-lockout-per-account-and-source.md): rows from before
-- count for the source '' (no address), and expire as before.
ALTER TABLE "account_locks" DROP CONSTRAINT "account_locks_pkey";--> statement-breakpoint
ALTER TABLE "account_locks" ADD COLUMN "source" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_locks" ADD CONSTRAINT "account_locks_email_source_pk" PRIMARY KEY("email","source");--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "source" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_failures_email_source_at_idx" ON "login_failures" USING btree ("email","source","at");
