CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"provider" varchar(20) NOT NULL,
	"shopping_cart_id" varchar(255) NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" varchar(12) NOT NULL,
	"ws_pay_order_id" varchar(100),
	"stan" varchar(100),
	"approval_code" varchar(100),
	"captured" boolean,
	"masked_card_number" varchar(40),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_shopping_cart_id_unique" UNIQUE("shopping_cart_id")
);
--> statement-breakpoint
CREATE TABLE "payment_security_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"channel" varchar(10) NOT NULL,
	"reason" varchar(40) NOT NULL,
	"detail" varchar(500) NOT NULL,
	"shopping_cart_id" varchar(255),
	"fields" jsonb NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_attempts_status_idx" ON "payment_attempts" USING btree ("status");