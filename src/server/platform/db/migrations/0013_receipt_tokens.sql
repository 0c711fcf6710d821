ALTER TABLE "fiscal_receipts" ADD COLUMN "token" varchar(64);--> statement-breakpoint
UPDATE "fiscal_receipts" SET "token" = replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') WHERE "token" IS NULL;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ALTER COLUMN "token" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "fiscal_receipts" ADD CONSTRAINT "fiscal_receipts_token_unique" UNIQUE("token");
