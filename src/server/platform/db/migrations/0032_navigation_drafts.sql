CREATE TABLE "cms_navigation_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"navigation_id" integer NOT NULL,
	"items" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" varchar(254)
);
--> statement-breakpoint
ALTER TABLE "cms_navigations" ADD COLUMN "draft_items" jsonb;--> statement-breakpoint
ALTER TABLE "cms_navigations" ADD COLUMN "draft_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "cms_navigations" ADD COLUMN "draft_by" varchar(254);--> statement-breakpoint
ALTER TABLE "cms_navigations" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cms_navigation_versions" ADD CONSTRAINT "cms_navigation_versions_navigation_id_cms_navigations_id_fk" FOREIGN KEY ("navigation_id") REFERENCES "public"."cms_navigations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_navigation_versions_nav" ON "cms_navigation_versions" USING btree ("navigation_id","id");