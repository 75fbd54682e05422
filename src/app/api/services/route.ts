import { toServiceDto } from "~/server/api/rest/dto";
import { json, restRoute } from "~/server/api/rest/handler";

export const GET = restRoute(async ({ caller }) => {
  const services = await caller.appointments.listServices();
  return json({ success: true, data: services.map(toServiceDto) });
});
