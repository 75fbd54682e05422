import { z } from "zod/mini";

import { ZBookAppointment } from "~/schemas/appointments";
import { ZDateOfBirth } from "~/schemas/family";
import { json, readJsonBody, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

/**
 * The documented body (the patient's name and phone), and the child's date of birth when known: the
 * patient is then that child. `healthDataConsent: true` is required (decision 049): a caller without
 * it is told why, in its language, and nothing is booked.
 */
const ZRestBooking = z.extend(ZBookAppointment, {
  childDateOfBirth: z.optional(ZDateOfBirth),
  healthDataConsent: z.literal(true, { error: "common.consent.requiredApi" }),
});

export const POST = restRoute(async ({ req, caller }) => {
  const { childDateOfBirth, ...input } = await readJsonBody(req, ZRestBooking);
  const child = childDateOfBirth && !input.child ? { name: input.patient.name, dateOfBirth: childDateOfBirth } : input.child;
  const booking = await caller.appointments.book({ ...input, child, consentPage: input.consentPage ?? "POST /api/appointments/book" });
  return json({ success: true, data: { session: booking.session, orderId: booking.orderId } }, 201);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
