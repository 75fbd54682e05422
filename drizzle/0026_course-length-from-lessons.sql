-- A course's length is the sum of its lessons' measured lengths, unrounded: the demo courses
-- carried hand-written totals ("2 hours" for five half-minute lessons), and the back-office
-- rounded to a tenth of an hour.
UPDATE "courses" SET "total_hours" = COALESCE((
  SELECT SUM("lessons"."duration_seconds")::real / 3600
  FROM "lessons" INNER JOIN "course_modules" ON "course_modules"."id" = "lessons"."module_id"
  WHERE "course_modules"."course_id" = "courses"."id"
), 0);
