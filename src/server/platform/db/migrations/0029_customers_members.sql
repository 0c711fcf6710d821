CREATE TABLE "customer_data_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"note" varchar(500) DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_by" varchar(254) NOT NULL,
	"done_at" timestamp with time zone,
	"done_by" varchar(254),
	"export" jsonb
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "blocked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_cards" ADD COLUMN "holder_name" varchar(200);--> statement-breakpoint
ALTER TABLE "member_cards" ADD COLUMN "issued_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "member_cards" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "member_cards" ADD COLUMN "replaced_by" varchar(12);--> statement-breakpoint
ALTER TABLE "customer_data_requests" ADD CONSTRAINT "customer_data_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customer_data_requests_user_idx" ON "customer_data_requests" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "customer_data_requests_one_pending_idx" ON "customer_data_requests" USING btree ("user_id","kind") WHERE status = 'pending';