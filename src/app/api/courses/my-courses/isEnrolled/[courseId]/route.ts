import { json, restRoute } from "~/server/api/rest/handler";

export const GET = restRoute<{ courseId: string }>(async ({ caller, params }) =>
  json({ success: true, ...(await caller.courses.isEnrolled({ courseId: params.courseId })) }),
);
