import { toServiceDto } from "~/server/api/rest/dto";
import { json, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

export const GET = restRoute(async ({ caller }) => {
  const services = await caller.appointments.listOnlineServices();
  return json({ success: true, data: services.map(toServiceDto) });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
