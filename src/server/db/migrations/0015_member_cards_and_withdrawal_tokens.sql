CREATE TABLE "withdrawal_confirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"name" varchar(200) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "withdrawal_confirmations_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "coupon_usages" ADD COLUMN "email" varchar(254);--> statement-breakpoint
ALTER TABLE "member_cards" ADD COLUMN "pin_digest" varchar(64);--> statement-breakpoint
ALTER TABLE "withdrawal_confirmations" ADD CONSTRAINT "withdrawal_confirmations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_confirmations_order_idx" ON "withdrawal_confirmations" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "coupon_usages_coupon_email_idx" ON "coupon_usages" USING btree ("coupon_id","email");--> statement-breakpoint
-- Backfill (hand-written): the uses so far count for the e-mail of their order (docs/decisions/0138-once-per-customer-is-once-per-email.md).
UPDATE "coupon_usages" AS "u" SET "email" = lower(trim("o"."email")) FROM "orders" AS "o" WHERE "o"."number" = "u"."order_ref" AND "u"."email" IS NULL;
