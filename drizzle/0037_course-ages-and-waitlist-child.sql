ALTER TABLE "courses" ADD COLUMN "min_age_months" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "max_age_months" integer;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "child_id" uuid;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "child_date_of_birth" date;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD CONSTRAINT "waitlist_entries_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE set null ON UPDATE no action;