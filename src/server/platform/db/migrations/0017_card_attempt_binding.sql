CREATE TABLE "payment_transaction_bindings" (
	"provider" varchar(20) NOT NULL,
	"ws_pay_order_id" varchar(100) NOT NULL,
	"attempt_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transaction_bindings_provider_ws_pay_order_id_pk" PRIMARY KEY("provider","ws_pay_order_id")
);
--> statement-breakpoint
ALTER TABLE "payment_security_log" ADD COLUMN "count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_security_log" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_transaction_bindings" ADD CONSTRAINT "payment_transaction_bindings_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written backfill (docs/decisions/0130-one-paid-attempt-per-order.md): an order paid twice before this rule keeps
-- as paid the attempt its paid event names (else its first paid attempt); the others become duplicate, shown on the desk.
UPDATE "payment_attempts" AS a SET "status" = 'duplicate' WHERE a."status" = 'paid' AND a."id" <> COALESCE(
  (SELECT p."id" FROM "payment_attempts" AS p JOIN "order_events" AS e ON e."order_id" = p."order_id"
     AND e."to_status" = 'paid' AND e."data"->>'shoppingCartId' = p."shopping_cart_id"
   WHERE p."order_id" = a."order_id" AND p."status" = 'paid' ORDER BY e."id" LIMIT 1),
  (SELECT min(p."id") FROM "payment_attempts" AS p WHERE p."order_id" = a."order_id" AND p."status" = 'paid'));--> statement-breakpoint
-- Hand-written backfill (docs/decisions/0129-callbacks-are-triggers.md): every transaction already on an attempt is
-- bound to the first attempt that holds it.
INSERT INTO "payment_transaction_bindings" ("provider", "ws_pay_order_id", "attempt_id")
  SELECT DISTINCT ON ("provider", "ws_pay_order_id") "provider", "ws_pay_order_id", "id" FROM "payment_attempts"
  WHERE "ws_pay_order_id" IS NOT NULL AND "ws_pay_order_id" <> '' ORDER BY "provider", "ws_pay_order_id", "id";--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_one_paid_per_order" ON "payment_attempts" USING btree ("order_id") WHERE status = 'paid';--> statement-breakpoint
CREATE INDEX "payment_security_log_source_idx" ON "payment_security_log" USING btree ("ip","reason","last_seen_at");