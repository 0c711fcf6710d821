CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"description" text,
	"original_name" varchar(255) NOT NULL,
	"mime" varchar(100) NOT NULL,
	"extension" varchar(10) NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"size" integer NOT NULL,
	"hash" varchar(64) NOT NULL,
	"path" varchar(255) NOT NULL,
	"access" varchar(10) DEFAULT 'public' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_meta" (
	"key" varchar(64) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso" varchar(2) NOT NULL,
	"iso3" varchar(3) NOT NULL,
	"name" varchar(100) NOT NULL,
	"names" jsonb NOT NULL,
	"checkout_allowed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "countries_iso_unique" UNIQUE("iso")
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(3) NOT NULL,
	"symbol" varchar(8) NOT NULL,
	"name" varchar(100) NOT NULL,
	"decimals" integer DEFAULT 2 NOT NULL,
	CONSTRAINT "currencies_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"api_key" varchar(100) NOT NULL,
	"name" varchar(200) NOT NULL,
	"url" varchar(300) NOT NULL,
	"hosts" text[] DEFAULT '{}' NOT NULL,
	"site_id" integer NOT NULL,
	"store_id" integer NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"generate_pdf_url" varchar(300),
	CONSTRAINT "domains_api_key_unique" UNIQUE("api_key")
);
--> statement-breakpoint
CREATE TABLE "general_settings" (
	"group" varchar(64) NOT NULL,
	"key" varchar(64) NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "general_settings_group_key_pk" PRIMARY KEY("group","key")
);
--> statement-breakpoint
CREATE TABLE "languages" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" varchar(3) NOT NULL,
	"code2" varchar(2) NOT NULL,
	"name" varchar(100) NOT NULL,
	"names" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "languages_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "sites" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(200) NOT NULL,
	"default_language_id" integer NOT NULL,
	"settings" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stores" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"name" varchar(200) NOT NULL,
	"currency_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_elements" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"handler" varchar(32) NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"title" varchar(200) NOT NULL,
	"type" varchar(32) DEFAULT 'static-element' NOT NULL,
	"meta" jsonb NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"mobile_meta" jsonb,
	"mobile_options" jsonb,
	"link_meta" jsonb,
	"slug" varchar(200),
	"parts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_navigation_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"navigation_id" integer NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"title" varchar(200) NOT NULL,
	"link" jsonb NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"media_id" integer
);
--> statement-breakpoint
CREATE TABLE "cms_navigations" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"handle" varchar(50) NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"title" varchar(200) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"key" varchar(64) NOT NULL,
	"value" text,
	"media_id" integer
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"slug" varchar(200) NOT NULL,
	"language_code" varchar(3) NOT NULL,
	"translation_key" varchar(200) NOT NULL,
	"title" varchar(200) NOT NULL,
	"seo_title" varchar(200) NOT NULL,
	"seo_description" varchar(500) NOT NULL,
	"components" jsonb NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" varchar(100) NOT NULL,
	"last_name" varchar(100) NOT NULL,
	"is_backoffice_user" boolean DEFAULT false NOT NULL,
	"scope" text[] DEFAULT '{}' NOT NULL,
	"member_card_barcode" varchar(12),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "cms_navigation_items" ADD CONSTRAINT "cms_navigation_items_navigation_id_cms_navigations_id_fk" FOREIGN KEY ("navigation_id") REFERENCES "public"."cms_navigations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cms_elements_site_handler_lang" ON "cms_elements" USING btree ("site_id","handler","language_code");--> statement-breakpoint
CREATE INDEX "cms_navigation_items_nav" ON "cms_navigation_items" USING btree ("navigation_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_navigations_site_handle_lang" ON "cms_navigations" USING btree ("site_id","handle","language_code");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_options_site_key" ON "cms_options" USING btree ("site_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_site_slug_lang" ON "cms_pages" USING btree ("site_id","slug","language_code");