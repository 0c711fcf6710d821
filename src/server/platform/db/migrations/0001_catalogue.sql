CREATE TABLE "attribute_set_attributes" (
	"attribute_set_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attribute_set_attributes_attribute_set_id_attribute_id_pk" PRIMARY KEY("attribute_set_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "attribute_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attribute_values" (
	"id" serial PRIMARY KEY NOT NULL,
	"attribute_id" integer NOT NULL,
	"label" varchar(120) NOT NULL,
	"value" varchar(120),
	"is_media" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "attributes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(64) NOT NULL,
	"name" varchar(120) NOT NULL,
	"input_type" varchar(20) NOT NULL,
	"is_filterable" boolean DEFAULT false NOT NULL,
	"is_configurable" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "attributes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "bundle_parts" (
	"bundle_id" integer NOT NULL,
	"part_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bundle_parts_bundle_id_part_id_pk" PRIMARY KEY("bundle_id","part_id")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"description" text,
	"parent_id" integer,
	"image_media_id" integer,
	"sort_types" integer[] DEFAULT '{}'::int[] NOT NULL,
	"sort_default_type" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "configurable_attributes" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "configurable_attributes_product_id_attribute_id_pk" PRIMARY KEY("product_id","attribute_id")
);
--> statement-breakpoint
CREATE TABLE "price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	"valid_from" timestamp with time zone NOT NULL,
	"valid_to" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_attribute_values" (
	"product_id" integer NOT NULL,
	"attribute_id" integer NOT NULL,
	"value_id" integer,
	"value_number" real,
	"value_text" varchar(500)
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"category_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"is_main" boolean DEFAULT false NOT NULL,
	"direct" boolean DEFAULT true NOT NULL,
	"listed" boolean DEFAULT true NOT NULL,
	"final_price" integer DEFAULT 0 NOT NULL,
	"name_sort" varchar(200) DEFAULT '' NOT NULL,
	"category_priority" integer DEFAULT 0 NOT NULL,
	"facet_values" integer[] DEFAULT '{}'::int[] NOT NULL,
	CONSTRAINT "product_categories_category_id_product_id_pk" PRIMARY KEY("category_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"media_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"description" text
);
--> statement-breakpoint
CREATE TABLE "product_tags" (
	"product_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "product_tags_tag_id_product_id_pk" PRIMARY KEY("tag_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "product_upsells" (
	"product_id" integer NOT NULL,
	"upsell_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_upsells_product_id_upsell_id_pk" PRIMARY KEY("product_id","upsell_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" varchar(10) DEFAULT 'product' NOT NULL,
	"format" varchar(14) DEFAULT 'simple' NOT NULL,
	"sku" varchar(64) NOT NULL,
	"slug" varchar(200) NOT NULL,
	"name" varchar(200) NOT NULL,
	"name_sort" varchar(200) NOT NULL,
	"short_description" text,
	"description" text,
	"manufacturer" varchar(120),
	"brand" varchar(120),
	"featured" boolean DEFAULT false NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"is_purchasable" boolean DEFAULT true NOT NULL,
	"available" boolean DEFAULT true NOT NULL,
	"stock_quantity" integer DEFAULT 0 NOT NULL,
	"infinite_quantity" boolean DEFAULT false NOT NULL,
	"retail_price" integer NOT NULL,
	"final_price" integer NOT NULL,
	"member_price" integer,
	"lowest_price" integer NOT NULL,
	"discount_percentage" integer DEFAULT 0 NOT NULL,
	"category_priority" integer DEFAULT 0 NOT NULL,
	"rating" real DEFAULT 0 NOT NULL,
	"parent_id" integer,
	"is_visible_individually" boolean DEFAULT true NOT NULL,
	"attribute_set_id" integer,
	"custom_options" jsonb,
	"search_text" text DEFAULT '' NOT NULL,
	"facet_values" integer[] DEFAULT '{}'::int[] NOT NULL,
	"listed" boolean GENERATED ALWAYS AS (type = 'product' AND NOT archived AND is_visible_individually) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_sku_unique" UNIQUE("sku"),
	CONSTRAINT "products_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"slug" varchar(200) NOT NULL,
	CONSTRAINT "tags_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "attribute_set_attributes" ADD CONSTRAINT "attribute_set_attributes_attribute_set_id_attribute_sets_id_fk" FOREIGN KEY ("attribute_set_id") REFERENCES "attribute_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_set_attributes" ADD CONSTRAINT "attribute_set_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attribute_values" ADD CONSTRAINT "attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_parts" ADD CONSTRAINT "bundle_parts_bundle_id_products_id_fk" FOREIGN KEY ("bundle_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bundle_parts" ADD CONSTRAINT "bundle_parts_part_id_products_id_fk" FOREIGN KEY ("part_id") REFERENCES "products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_image_media_id_media_id_fk" FOREIGN KEY ("image_media_id") REFERENCES "media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurable_attributes" ADD CONSTRAINT "configurable_attributes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "configurable_attributes" ADD CONSTRAINT "configurable_attributes_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_history" ADD CONSTRAINT "price_history_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_attribute_id_attributes_id_fk" FOREIGN KEY ("attribute_id") REFERENCES "attributes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_attribute_values" ADD CONSTRAINT "product_attribute_values_value_id_attribute_values_id_fk" FOREIGN KEY ("value_id") REFERENCES "attribute_values"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_media" ADD CONSTRAINT "product_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_tags" ADD CONSTRAINT "product_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_upsells" ADD CONSTRAINT "product_upsells_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_upsells" ADD CONSTRAINT "product_upsells_upsell_id_products_id_fk" FOREIGN KEY ("upsell_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_attribute_set_id_attribute_sets_id_fk" FOREIGN KEY ("attribute_set_id") REFERENCES "attribute_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attribute_values_attribute_idx" ON "attribute_values" USING btree ("attribute_id","position");--> statement-breakpoint
CREATE INDEX "bundle_parts_part_idx" ON "bundle_parts" USING btree ("part_id");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "price_history_product_idx" ON "price_history" USING btree ("product_id","valid_from");--> statement-breakpoint
CREATE INDEX "product_attribute_values_product_idx" ON "product_attribute_values" USING btree ("product_id","attribute_id");--> statement-breakpoint
CREATE INDEX "product_attribute_values_value_idx" ON "product_attribute_values" USING btree ("value_id","product_id");--> statement-breakpoint
CREATE INDEX "product_attribute_values_number_idx" ON "product_attribute_values" USING btree ("attribute_id","value_number");--> statement-breakpoint
CREATE INDEX "product_categories_product_idx" ON "product_categories" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_categories_listed_id_idx" ON "product_categories" USING btree ("category_id","product_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "product_categories_listed_price_idx" ON "product_categories" USING btree ("category_id","final_price","product_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "product_categories_listed_name_idx" ON "product_categories" USING btree ("category_id","name_sort","product_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "product_categories_listed_priority_idx" ON "product_categories" USING btree ("category_id","category_priority","product_id") WHERE listed;--> statement-breakpoint
CREATE INDEX "product_media_product_idx" ON "product_media" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_tags_product_idx" ON "product_tags" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "products_parent_idx" ON "products" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "products_listed_id_idx" ON "products" USING btree ("id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_listed_price_idx" ON "products" USING btree ("final_price","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_listed_name_idx" ON "products" USING btree ("name_sort","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_listed_priority_idx" ON "products" USING btree ("category_priority","id") WHERE listed;--> statement-breakpoint
CREATE INDEX "products_facets_idx" ON "products" USING gin ("facet_values");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin (to_tsvector('simple', "search_text"));