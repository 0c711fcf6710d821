-- pg_trgm backs keyword search (trigram GIN on products.search_text). It lives in public so every schema on
-- the search path (per-test schemas included) sees its operators; parallel first migrations may race on
-- CREATE EXTENSION, and the loser only needs to know it exists now.
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);