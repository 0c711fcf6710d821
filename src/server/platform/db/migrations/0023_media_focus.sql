ALTER TABLE "media" ADD COLUMN "focus_x" real;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "focus_y" real;