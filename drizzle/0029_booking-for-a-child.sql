ALTER TABLE "appointments" ADD COLUMN "child_id" uuid;--> statement-breakpoint
ALTER TABLE "appointments" ADD COLUMN "child_date_of_birth" date;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "min_age_months" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "max_age_months" integer;--> statement-breakpoint
ALTER TABLE "appointments" ADD CONSTRAINT "appointments_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointments_child_idx" ON "appointments" USING btree ("child_id");