ALTER TABLE "coupon_usages" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "member_cards" ADD COLUMN "pin_digest" varchar(64);--> statement-breakpoint
CREATE INDEX "coupon_usages_coupon_email_idx" ON "coupon_usages" USING btree ("coupon_id","email");--> statement-breakpoint
-- Backfill (hand-written): the uses so far count for the e-mail of their order (docs/decisions/0138-once-per-customer-is-once-per-email.md).
UPDATE "coupon_usages" AS "u" SET "email" = lower(trim("o"."email")) FROM "orders" AS "o" WHERE "o"."number" = "u"."order_ref" AND "u"."email" IS NULL;
