CREATE TABLE "newsletter_subscribers" (
	"email" varchar(254) PRIMARY KEY NOT NULL,
	"status" varchar(12) NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stock_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"status" varchar(8) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"notified_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "stock_requests" ADD CONSTRAINT "stock_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_requests_product_email_idx" ON "stock_requests" USING btree ("product_id","email");--> statement-breakpoint
CREATE INDEX "stock_requests_status_idx" ON "stock_requests" USING btree ("status","product_id");--> statement-breakpoint
-- The 'Obavijesti me' form asks for the privacy policy alone (docs/decisions/0208-back-in-stock-requests.md); a
-- fresh database gets the assignment from the seed, which runs after the migrations.
INSERT INTO "consent_assignments" ("assigned_to", "consent_ids", "required_consent_ids")
SELECT 'productAvailabilityForm', ARRAY["id"], ARRAY["id"] FROM "consents" WHERE "unique_number" = 'politika-privatnosti'
ON CONFLICT ("assigned_to") DO NOTHING;
