CREATE SEQUENCE "public"."order_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"delivery_address" jsonb,
	"billing_address" jsonb,
	"accepted_consents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address_saved_at" timestamp with time zone,
	"delivery_method_id" integer,
	"pickup_point" jsonb,
	"delivery_saved_at" timestamp with time zone,
	"payment_method_id" integer,
	"payment_saved_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkouts_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"type" varchar(40) NOT NULL,
	"from_status" varchar(24),
	"to_status" varchar(24),
	"actor_kind" varchar(10) NOT NULL,
	"actor_id" varchar(64),
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"position" integer NOT NULL,
	"product_id" integer,
	"sku" varchar(64) NOT NULL,
	"name" varchar(200) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"type" varchar(10) NOT NULL,
	"format" varchar(14) NOT NULL,
	"qty" integer NOT NULL,
	"unit_price" integer NOT NULL,
	"regular_unit_price" integer NOT NULL,
	"retail_unit_price" integer NOT NULL,
	"row_total" integer NOT NULL,
	"member_saving" integer NOT NULL,
	"coupon_discount" integer NOT NULL,
	"total" integer NOT NULL,
	"vat_rate" integer NOT NULL,
	"personalised" boolean NOT NULL,
	"withdrawable" boolean NOT NULL,
	"options" jsonb NOT NULL,
	"parts" jsonb,
	"media_id" integer,
	"stock_taken" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" varchar(24) NOT NULL,
	"slug" varchar(64) NOT NULL,
	"pdf_token" varchar(64) NOT NULL,
	"idempotency_key" varchar(128) NOT NULL,
	"cart_id" integer,
	"domain_id" integer NOT NULL,
	"user_id" integer,
	"email" varchar(254) NOT NULL,
	"status" varchar(24) NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"billing_address" jsonb,
	"company_name" varchar(150),
	"company_oib" varchar(11),
	"delivery_method" jsonb,
	"pickup_point" jsonb,
	"payment_method" jsonb NOT NULL,
	"payment_code" varchar(20) NOT NULL,
	"items_total" integer NOT NULL,
	"member_saving" integer NOT NULL,
	"coupon_discount" integer NOT NULL,
	"delivery_price" integer NOT NULL,
	"payment_fee" integer NOT NULL,
	"order_total" integer NOT NULL,
	"tax_total" integer NOT NULL,
	"currency" varchar(3) DEFAULT 'EUR' NOT NULL,
	"coupon_id" integer,
	"coupon_code" varchar(40),
	"coupon_percent" integer,
	"member_card_barcode" varchar(12),
	"accepted_consents" jsonb NOT NULL,
	"has_personalised_items" boolean NOT NULL,
	"personalisation_notice_shown_at" timestamp with time zone,
	"payment_reference" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "orders_number_unique" UNIQUE("number"),
	CONSTRAINT "orders_slug_unique" UNIQUE("slug"),
	CONSTRAINT "orders_pdf_token_unique" UNIQUE("pdf_token"),
	CONSTRAINT "orders_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "orders_cart_id_unique" UNIQUE("cart_id")
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD CONSTRAINT "checkouts_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_idx" ON "order_events" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_items_order_idx" ON "order_items" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "orders_email_idx" ON "orders" USING btree ("email");--> statement-breakpoint
CREATE INDEX "orders_status_created_idx" ON "orders" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "orders_transfer_expiry_idx" ON "orders" USING btree ("expires_at") WHERE status = 'awaiting_transfer';