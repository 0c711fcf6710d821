CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"title" varchar(200) NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"venue" varchar(200) NOT NULL,
	"address" varchar(300),
	"summary" varchar(500) NOT NULL,
	"description" text NOT NULL,
	"image_media_id" integer,
	"link" jsonb,
	"link_label" varchar(100),
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" varchar(200) NOT NULL,
	"name" varchar(200) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_category_links" (
	"post_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	CONSTRAINT "post_category_links_post_id_category_id_pk" PRIMARY KEY("post_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "post_tag_links" (
	"post_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "post_tag_links_post_id_tag_id_pk" PRIMARY KEY("post_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "post_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" varchar(200) NOT NULL,
	"name" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" varchar(200) NOT NULL,
	"title" varchar(200) NOT NULL,
	"excerpt" varchar(500) NOT NULL,
	"components" jsonb NOT NULL,
	"cover_media_id" integer,
	"seo_title" varchar(200),
	"seo_description" varchar(500),
	"author" varchar(200),
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_category_links" ADD CONSTRAINT "post_category_links_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_category_links" ADD CONSTRAINT "post_category_links_category_id_post_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."post_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_tag_links" ADD CONSTRAINT "post_tag_links_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_tag_links" ADD CONSTRAINT "post_tag_links_tag_id_post_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."post_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_cover_media_id_media_id_fk" FOREIGN KEY ("cover_media_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "events_site_starts" ON "events" USING btree ("site_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "post_categories_site_slug" ON "post_categories" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "post_category_links_category" ON "post_category_links" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "post_tag_links_tag" ON "post_tag_links" USING btree ("tag_id");--> statement-breakpoint
CREATE UNIQUE INDEX "post_tags_site_slug" ON "post_tags" USING btree ("site_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_site_slug" ON "posts" USING btree ("site_id","slug");--> statement-breakpoint
CREATE INDEX "posts_site_published" ON "posts" USING btree ("site_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST);