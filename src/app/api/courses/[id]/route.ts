import { json, restRoute } from "~/server/api/rest/handler";
import { toCourseDetailsDto } from "~/server/api/rest/dto";
import { otherMethods } from "~/server/api/rest/other-methods";

export const GET = restRoute<{ id: string }>(async ({ caller, params }) =>
  json({ success: true, data: toCourseDetailsDto(await caller.courses.byId({ courseId: params.id })) }),
);

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
