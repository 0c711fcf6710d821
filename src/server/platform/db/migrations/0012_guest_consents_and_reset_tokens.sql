ALTER TABLE "user_tokens" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_log" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "consent_log" ADD COLUMN "guest_session" varchar(80);--> statement-breakpoint
ALTER TABLE "consent_log" ADD COLUMN "claimed_email" varchar(254);--> statement-breakpoint
CREATE INDEX "consent_log_guest_idx" ON "consent_log" USING btree ("guest_session");