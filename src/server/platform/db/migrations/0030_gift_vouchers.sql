CREATE TABLE "cart_vouchers" (
	"cart_id" integer PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"seen_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voucher_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"amount_cents" integer DEFAULT 0 NOT NULL,
	"balance_after_cents" integer NOT NULL,
	"order_id" integer,
	"actor" varchar(254) NOT NULL,
	"note" varchar(300),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(16) NOT NULL,
	"pdf_token" varchar(64) NOT NULL,
	"domain_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"order_item_id" integer NOT NULL,
	"unit" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"value_cents" integer NOT NULL,
	"balance_cents" integer NOT NULL,
	"status" varchar(10) DEFAULT 'active' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code"),
	CONSTRAINT "vouchers_pdf_token_unique" UNIQUE("pdf_token"),
	CONSTRAINT "vouchers_balance_range" CHECK ("vouchers"."balance_cents" >= 0 AND "vouchers"."balance_cents" <= "vouchers"."value_cents")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_vouchers" ADD CONSTRAINT "cart_vouchers_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_vouchers" ADD CONSTRAINT "cart_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_movements" ADD CONSTRAINT "voucher_movements_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_movements" ADD CONSTRAINT "voucher_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "voucher_movements_voucher_idx" ON "voucher_movements" USING btree ("voucher_id");--> statement-breakpoint
CREATE INDEX "voucher_movements_order_idx" ON "voucher_movements" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vouchers_item_unit_idx" ON "vouchers" USING btree ("order_item_id","unit");--> statement-breakpoint
CREATE INDEX "vouchers_email_idx" ON "vouchers" USING btree ("email");--> statement-breakpoint
CREATE INDEX "vouchers_order_idx" ON "vouchers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "vouchers_unmailed_idx" ON "vouchers" USING btree ("id") WHERE "vouchers"."mailed_at" IS NULL;