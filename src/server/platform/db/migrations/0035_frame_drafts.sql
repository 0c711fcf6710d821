ALTER TABLE "cms_elements" ADD COLUMN "draft_meta" jsonb;--> statement-breakpoint
ALTER TABLE "cms_elements" ADD COLUMN "draft_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_elements" ADD COLUMN "draft_by" varchar(254);--> statement-breakpoint
ALTER TABLE "cms_elements" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;