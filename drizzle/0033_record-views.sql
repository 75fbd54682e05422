CREATE TABLE "record_views" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"staff_id" text,
	"staff_role" text NOT NULL,
	"what" text NOT NULL,
	"child_id" uuid,
	"appointment_id" uuid
);
--> statement-breakpoint
ALTER TABLE "record_views" ADD CONSTRAINT "record_views_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_views" ADD CONSTRAINT "record_views_child_id_children_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."children"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "record_views" ADD CONSTRAINT "record_views_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "record_views_child_idx" ON "record_views" USING btree ("child_id","at");--> statement-breakpoint
CREATE INDEX "record_views_staff_idx" ON "record_views" USING btree ("staff_id","at");--> statement-breakpoint
CREATE INDEX "record_views_appointment_idx" ON "record_views" USING btree ("appointment_id");