CREATE TABLE "settings_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "users_refused_email_idx" ON "users" USING btree (lower("email")) WHERE "users"."blocked_at" IS NOT NULL OR "users"."erased_at" IS NOT NULL;--> statement-breakpoint
INSERT INTO "settings_version" ("id", "version") VALUES (1, 0);
--> statement-breakpoint
CREATE FUNCTION "bump_settings_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "settings_version" SET "version" = "version" + 1 WHERE "id" = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "general_settings_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "general_settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();
--> statement-breakpoint
CREATE TRIGGER "sites_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sites" FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();
--> statement-breakpoint
CREATE TRIGGER "countries_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "countries" FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();
--> statement-breakpoint
CREATE TRIGGER "consents_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "consents" FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();
--> statement-breakpoint
CREATE TRIGGER "consent_assignments_bump_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "consent_assignments" FOR EACH STATEMENT EXECUTE FUNCTION "bump_settings_version"();
