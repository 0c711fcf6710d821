CREATE TABLE "cms_frame_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"footer_id" integer NOT NULL,
	"parts" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" varchar(254)
);
--> statement-breakpoint
ALTER TABLE "cms_frame_versions" ADD CONSTRAINT "cms_frame_versions_footer_id_cms_elements_id_fk" FOREIGN KEY ("footer_id") REFERENCES "public"."cms_elements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cms_frame_versions_footer" ON "cms_frame_versions" USING btree ("footer_id","id");