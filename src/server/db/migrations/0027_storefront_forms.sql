CREATE TABLE "newsletter_subscribers" (
	"email" varchar(254) PRIMARY KEY NOT NULL,
	"status" varchar(12) NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"unsubscribed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_status_idx" ON "newsletter_subscribers" USING btree ("status");