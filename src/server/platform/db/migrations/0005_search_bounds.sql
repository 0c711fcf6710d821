CREATE TABLE "search_words" (
	"word" varchar(60) PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gist ("word" gist_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_listed_name_prefix_idx" ON "products" USING btree ("name_sort" text_pattern_ops) WHERE listed;