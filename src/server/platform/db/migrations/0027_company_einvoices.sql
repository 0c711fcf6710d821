CREATE TABLE "einvoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"number" varchar(60) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"buyer_oib" char(11) NOT NULL,
	"buyer_name" varchar(150) NOT NULL,
	"total_cents" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"xml" text NOT NULL,
	"status" varchar(12) NOT NULL,
	"electronic_id" varchar(40),
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_error" text,
	"intermediary_status" jsonb,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"reported_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "einvoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "einvoices" ADD CONSTRAINT "einvoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "einvoices_order_idx" ON "einvoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "einvoices_due_idx" ON "einvoices" USING btree ("next_attempt_at");