import { ZBookAppointment } from "~/schemas/appointments";
import { json, readJsonBody, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

export const POST = restRoute(async ({ req, caller }) => {
  const input = await readJsonBody(req, ZBookAppointment);
  const booking = await caller.appointments.book(input);
  return json({ success: true, data: { session: booking.session, orderId: booking.orderId } }, 201);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
