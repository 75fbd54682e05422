ALTER TABLE "courses" ADD COLUMN "min_age_months" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "max_age_months" integer;