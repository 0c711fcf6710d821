CREATE TABLE "boxnow_webhook_events" (
	"event_id" varchar(100) PRIMARY KEY NOT NULL,
	"parcel_id" varchar(64) NOT NULL,
	"order_id" integer,
	"event" varchar(30) NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_shipments" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"carrier" varchar(10) NOT NULL,
	"tracking_number" varchar(64) NOT NULL,
	"delivery_request_id" varchar(64),
	"parcel_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"parcel_state" varchar(30),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"attempt_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"amount_cents" integer NOT NULL,
	"approval_code" varchar(100) NOT NULL,
	"stan" varchar(100) NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"user_email" varchar(254) NOT NULL,
	"action" varchar(40) NOT NULL,
	"order_id" integer,
	"outcome" varchar(10) NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" varchar(64),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "boxnow_webhook_events" ADD CONSTRAINT "boxnow_webhook_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_shipments" ADD CONSTRAINT "order_shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_actions" ADD CONSTRAINT "payment_actions_attempt_id_payment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."payment_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_actions" ADD CONSTRAINT "payment_actions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_actions" ADD CONSTRAINT "payment_actions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_actions_attempt_idx" ON "payment_actions" USING btree ("attempt_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_order_idx" ON "staff_audit_log" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "staff_audit_log_created_idx" ON "staff_audit_log" USING btree ("created_at");