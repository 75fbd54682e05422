import { toCourseListDto } from "~/server/api/rest/dto";
import { json, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

export const GET = restRoute(async ({ caller }) => {
  const courses = await caller.courses.myCourses();
  return json({ success: true, data: courses.map((c) => ({ ...toCourseListDto(c), progressPercent: c.progressPercent, continueLesson: c.continueLesson })) });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
