CREATE TABLE "cache_tag_versions" (
	"tag" text PRIMARY KEY NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
