import { json, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

export const GET = restRoute<{ id: string; moduleId: string; videoId: string }>(async ({ caller, params }) =>
  json({ success: true, data: await caller.courses.lesson({ courseId: params.id, moduleId: params.moduleId, videoId: params.videoId }) }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
