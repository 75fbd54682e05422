ALTER TABLE "audit_log" ADD COLUMN "actor_kind" text DEFAULT 'staff' NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_via" text;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_email" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "refund_claimed_at" timestamp with time zone;