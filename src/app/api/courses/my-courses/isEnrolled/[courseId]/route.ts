import { json, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

export const GET = restRoute<{ courseId: string }>(async ({ caller, params }) =>
  json({ success: true, ...(await caller.courses.isEnrolled({ courseId: params.courseId })) }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
