DROP INDEX "waitlist_entries_line_idx";--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "watch_lesson_id" uuid;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "watch_position_ms" integer;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "watch_reported_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "watch_run_started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollments" ADD COLUMN "watch_run_credited_ms" integer;--> statement-breakpoint
ALTER TABLE "lesson_progress" ADD COLUMN "watched_ms" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "waitlist_entries" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enrollments" ADD CONSTRAINT "enrollments_watch_lesson_id_lessons_id_fk" FOREIGN KEY ("watch_lesson_id") REFERENCES "public"."lessons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waitlist_entries_line_idx" ON "waitlist_entries" USING btree ("date","confirmed_at");--> statement-breakpoint
-- Places taken before confirmation existed keep their place in the line.
UPDATE "waitlist_entries" SET "confirmed_at" = "created_at" WHERE "status" = 'waiting';
