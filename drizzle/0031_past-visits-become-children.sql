-- Visits booked before children were records become visits of a child (decision 050). Runs once on
-- deploy like every migration, and changes nothing when run again: it reads only visits without a
-- child. A visit counts when it was booked for real (confirmed, completed, no-show or cancelled:
-- not a hold never paid) and has an e-mail. One child per e-mail and name, the name compared
-- trimmed, its spaces collapsed and case-folded ("lina  KHOURY " is "Lina Khoury", "Leena" is
-- another child); never one child across two e-mails. Visits without an e-mail are left as they
-- are (a name and a phone cannot tell two children apart). When an account of a parent proved that
-- e-mail, the child is theirs: one of their children with that name, or a new one they add to; else
-- the child has no adult yet and only staff see it.
CREATE TEMP TABLE "migrating_visits" AS
SELECT
  a."id" AS "appointment_id",
  lower(btrim(a."patient_email")) AS "email",
  regexp_replace(btrim(a."patient_name"), '\s+', ' ', 'g') AS "name",
  lower(regexp_replace(btrim(a."patient_name"), '\s+', ' ', 'g')) AS "name_key",
  a."child_date_of_birth",
  a."starts_at"
FROM "appointments" a
WHERE a."child_id" IS NULL
  AND a."status" IN ('confirmed', 'completed', 'no_show', 'cancelled')
  AND btrim(coalesce(a."patient_email", '')) <> ''
  AND btrim(a."patient_name") <> '';
--> statement-breakpoint
CREATE TEMP TABLE "migrating_children" AS
SELECT
  "email",
  "name_key",
  -- The spelling and the date of birth of the latest visit that gave one.
  (array_agg("name" ORDER BY "starts_at" DESC))[1] AS "name",
  (array_agg("child_date_of_birth" ORDER BY "starts_at" DESC) FILTER (WHERE "child_date_of_birth" IS NOT NULL))[1] AS "date_of_birth",
  array_agg("appointment_id" ORDER BY "starts_at") AS "appointment_ids",
  NULL::text AS "user_id",
  NULL::uuid AS "child_id",
  false AS "is_new"
FROM "migrating_visits"
GROUP BY "email", "name_key";
--> statement-breakpoint
UPDATE "migrating_children" m SET "user_id" = u."id"
FROM "users" u
WHERE lower(u."email") = m."email" AND u."role" = 'parent' AND u."email_verified" IS NOT NULL;
--> statement-breakpoint
UPDATE "migrating_children" m SET "child_id" = (
  SELECT c."id" FROM "children" c
  JOIN "child_adults" ca ON ca."child_id" = c."id" AND ca."user_id" = m."user_id"
  WHERE c."archived_at" IS NULL
    AND lower(regexp_replace(btrim(c."first_name" || ' ' || c."last_name"), '\s+', ' ', 'g')) = m."name_key"
  ORDER BY c."created_at", c."id"
  LIMIT 1
)
WHERE m."user_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "migrating_children" SET "child_id" = gen_random_uuid(), "is_new" = true WHERE "child_id" IS NULL;
--> statement-breakpoint
INSERT INTO "children" ("id", "first_name", "last_name", "date_of_birth", "created_by")
SELECT "child_id", split_part("name", ' ', 1), substr("name", length(split_part("name", ' ', 1)) + 2), "date_of_birth", "user_id"
FROM "migrating_children" WHERE "is_new";
--> statement-breakpoint
INSERT INTO "child_adults" ("child_id", "user_id", "role")
SELECT "child_id", "user_id", 'inviting' FROM "migrating_children" WHERE "is_new" AND "user_id" IS NOT NULL;
--> statement-breakpoint
UPDATE "appointments" a SET "child_id" = m."child_id"
FROM "migrating_visits" v
JOIN "migrating_children" m ON m."email" = v."email" AND m."name_key" = v."name_key"
WHERE a."id" = v."appointment_id";
--> statement-breakpoint
INSERT INTO "audit_log" ("actor_id", "actor_kind", "action", "entity", "entity_id", "before", "after")
SELECT NULL, 'staff', CASE WHEN "is_new" THEN 'make child from past visits' ELSE 'attach past visits to child' END, 'child', "child_id"::text, NULL,
  jsonb_build_object('name', "name", 'dateOfBirth', "date_of_birth", 'adultId', "user_id", 'appointmentIds', to_jsonb("appointment_ids"))
FROM "migrating_children";
--> statement-breakpoint
DROP TABLE "migrating_visits";
--> statement-breakpoint
DROP TABLE "migrating_children";
