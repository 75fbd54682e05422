DROP TABLE "accounts" CASCADE;--> statement-breakpoint
DROP TABLE "verification_tokens" CASCADE;