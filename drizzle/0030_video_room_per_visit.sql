-- Each online visit gets its own private room (decision 048): the public meet.jit.si addresses go; a room is given when the visit is first joined.
ALTER TABLE "appointments" ADD COLUMN "video_room" text;--> statement-breakpoint
ALTER TABLE "appointments" DROP COLUMN "meeting_link";