-- Each closed day becomes a closure from Beirut midnight to the next.
INSERT INTO "closures" ("starts_at", "ends_at", "reason")
SELECT ("date"::date)::timestamp AT TIME ZONE 'Asia/Beirut', ("date"::date + 1)::timestamp AT TIME ZONE 'Asia/Beirut', "reason"
FROM "closed_days";--> statement-breakpoint
DROP TABLE "closed_days" CASCADE;
