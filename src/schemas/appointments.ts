import { z } from "zod/mini";

import { beirutDate, isCalendarDate } from "~/lib/calendar-date";
import { ZEmail, ZPhoneNumber } from "./users";

export const NOTES_MAX_LENGTH = 2000;

/** Reports a custom issue from inside a transform and ends it. */
function fail(ctx: { issues: unknown[]; value: unknown }, message: string): never {
  (ctx.issues as Array<{ code: "custom"; message: string; input: unknown }>).push({ code: "custom", message, input: ctx.value });
  return z.NEVER;
}

/** A Beirut calendar date, YYYY-MM-DD. */
export const ZCalendarDate = z
  .string({ error: "Please choose a date." })
  .check(z.trim(), z.refine(isCalendarDate, "Please choose a valid date (YYYY-MM-DD)."));

export const ZTimeSlotsQuery = z.object({ date: ZCalendarDate });
export type TTimeSlotsQuery = z.infer<typeof ZTimeSlotsQuery>;

/** Accepts "15:30" and the earlier client's "3:30 PM"; yields "HH:mm". */
export const ZSlotTime = z.pipe(
  z.string({ error: "Please select a time slot" }).check(z.trim(), z.minLength(1, "Please select a time slot")),
  z.transform((value: string, ctx) => {
    const match = /^(\d{1,2}):(\d{2})(?:\s*([AaPp][Mm]))?$/.exec(value);
    if (match) {
      let hours = Number(match[1]);
      const minutes = Number(match[2]);
      const meridiem = match[3]?.toLowerCase();
      if (meridiem === "pm" && hours < 12) hours += 12;
      if (meridiem === "am" && hours === 12) hours = 0;
      if (hours < 24 && minutes < 60) return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
    }
    return fail(ctx, "Please select a time slot");
  }),
);

export const ZPatient = z.object({
  name: z
    .string({ error: "Name is required" })
    .check(z.trim(), z.minLength(1, "Name is required"), z.maxLength(120, "Name is too long (120 characters at most).")),
  phoneNumber: ZPhoneNumber("Phone number is required."),
  email: z.pipe(
    z.optional(
      z.union([
        z.literal(""),
        z.null(),
        z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email("Please enter a valid email address.")),
      ]),
    ),
    z.transform((value: string | null | undefined) => value || null),
  ),
});

/**
 * The booking payload of spec §7. The server recomputes what the client may not decide: the end
 * time, the status, the meeting link and the price. `date` may be YYYY-MM-DD or an ISO instant
 * (the earlier client sends the chosen date normalised to noon).
 */
export const ZBookAppointment = z.object({
  service: z.pipe(
    z.string({ error: "Please select a service" }).check(z.trim(), z.minLength(1, "Please select a service")),
    z.uuid("Please select a service"),
  ),
  patient: ZPatient,
  date: z.pipe(
    z.string({ error: "Please choose a date." }).check(z.trim(), z.minLength(1, "Please choose a date.")),
    z.transform((value: string, ctx) => {
      if (isCalendarDate(value)) return value;
      const instant = /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null;
      if (instant && !Number.isNaN(instant.getTime())) return beirutDate(instant);
      return fail(ctx, "Please choose a valid date (YYYY-MM-DD).");
    }),
  ),
  startTime: ZSlotTime,
  endTime: z.optional(z.unknown()),
  type: z._default(z.enum(["Online", "In-Person"], { error: "Type must be Online or In-Person." }), "Online"),
  meetingLink: z.optional(z.unknown()),
  status: z.optional(z.unknown()),
  notes: z.pipe(
    z.nullish(
      z.string().check(z.maxLength(NOTES_MAX_LENGTH, `Notes can be at most ${NOTES_MAX_LENGTH.toLocaleString("en-US")} characters.`)),
    ),
    z.transform((value: string | null | undefined) => value?.trim() ?? ""),
  ),
  address: z.optional(z.unknown()),
});
export type TBookAppointment = z.input<typeof ZBookAppointment>;
export type TBookAppointmentParsed = z.output<typeof ZBookAppointment>;

export const ZOrderId = z.string().check(z.trim(), z.regex(/^[A-Z]{3}-[0-9A-Z]{6,20}$/, "Unknown order."));

/** The payment provider's checkout session id (Stripe's cs_…, the simulated gateway's sim_cs_…). */
export const ZCheckoutSessionId = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{8,255}$/, "Unknown checkout."));

/** A range of dates for the date picker, at most about two months. */
export const ZAvailableDaysQuery = z.object({ from: ZCalendarDate, to: ZCalendarDate }).check(
  z.refine((range) => range.from <= range.to, { message: "The range must start before it ends.", path: ["to"] }),
  z.refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 62 * 86_400_000, {
    message: "Ask for at most 62 days at a time.",
    path: ["to"],
  }),
);

/** A parent's own visit, opened by the signed link in their e-mails. */
export const ZManageAppointment = z.object({
  appointmentId: z.uuid({ error: "This link does not name an appointment." }),
  token: z.string({ error: "This link is incomplete." }).check(z.maxLength(100, "This link is not valid.")),
});

/** The parent moves their visit: the link's two parts, the new slot and the version they saw. */
export const ZRescheduleMine = z.extend(ZManageAppointment, {
  date: ZCalendarDate,
  startTime: ZSlotTime,
  /** The visit's version the parent's page showed: a change made meanwhile (another tab) refuses this one. */
  version: z.optional(z.number().check(z.int(), z.gte(0))),
});

/** A parent joins the waitlist of a fully booked day (decision 029). */
export const ZJoinWaitlist = z.object({
  date: ZCalendarDate,
  name: ZPatient.shape.name,
  email: ZEmail,
  phoneNumber: ZPhoneNumber("Phone number is required."),
});
export type TJoinWaitlist = z.input<typeof ZJoinWaitlist>;
export type TJoinWaitlistParsed = z.output<typeof ZJoinWaitlist>;

/** A waitlist offer's signed link: the offer and its token. */
export const ZWaitlistOffer = z.object({
  offerId: z.uuid({ error: "This link does not name an offer." }),
  token: z.string({ error: "This link is incomplete." }).check(z.maxLength(100, "This link is not valid.")),
});

/** Booking the held time from an offer: which service, and anything the doctor should know. */
export const ZClaimWaitlistOffer = z.extend(ZWaitlistOffer, {
  service: ZBookAppointment.shape.service,
  notes: ZBookAppointment.shape.notes,
});
