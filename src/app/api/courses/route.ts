import { toCourseListDto } from "~/server/api/rest/dto";
import { json, restRoute } from "~/server/api/rest/handler";

export const GET = restRoute(async ({ caller }) => {
  const courses = await caller.courses.list();
  return json({ success: true, data: courses.map(toCourseListDto) });
});
