CREATE TABLE "cms_releases" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(120) NOT NULL,
	"moment" timestamp with time zone NOT NULL,
	"status" varchar(12) DEFAULT 'scheduled' NOT NULL,
	"items" jsonb NOT NULL,
	"replaced" jsonb,
	"created_by" varchar(254) NOT NULL,
	"created_by_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	"rolled_back_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "cms_releases_due" ON "cms_releases" USING btree ("status","moment");