import { isValidPhoneNumber } from "libphonenumber-js";
import { z } from "zod";

import { beirutDate, isCalendarDate } from "~/lib/beirut-time";

export const NOTES_MAX_LENGTH = 2000;

/** A Beirut calendar date, YYYY-MM-DD. */
export const ZCalendarDate = z
  .string({ error: "Please choose a date." })
  .trim()
  .refine(isCalendarDate, "Please choose a valid date (YYYY-MM-DD).");

export const ZTimeSlotsQuery = z.object({ date: ZCalendarDate });
export type TTimeSlotsQuery = z.infer<typeof ZTimeSlotsQuery>;

/** Accepts "15:30" and the earlier client's "3:30 PM"; yields "HH:mm". */
export const ZSlotTime = z
  .string({ error: "Please select a time slot" })
  .trim()
  .min(1, "Please select a time slot")
  .transform((value, ctx) => {
    const match = /^(\d{1,2}):(\d{2})(?:\s*([AaPp][Mm]))?$/.exec(value);
    if (match) {
      let hours = Number(match[1]);
      const minutes = Number(match[2]);
      const meridiem = match[3]?.toLowerCase();
      if (meridiem === "pm" && hours < 12) hours += 12;
      if (meridiem === "am" && hours === 12) hours = 0;
      if (hours < 24 && minutes < 60) return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
    }
    ctx.addIssue({ code: "custom", message: "Please select a time slot" });
    return z.NEVER;
  });

export const ZPatient = z.object({
  name: z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(120, "Name is too long (120 characters at most)."),
  phoneNumber: z
    .string({ error: "Phone number is required." })
    .trim()
    .min(1, "Phone number is required.")
    .refine((value) => value.startsWith("+") && isValidPhoneNumber(value), "Please enter a valid phone number with its country code."),
  email: z
    .union([z.literal(""), z.null(), z.string().trim().max(254).pipe(z.email("Please enter a valid email address."))])
    .optional()
    .transform((value) => value || null),
});

/**
 * The booking payload of spec §7. The server recomputes what the client may not decide: the end
 * time, the status, the meeting link and the price. `date` may be YYYY-MM-DD or an ISO instant
 * (the earlier client sends the chosen date normalised to noon).
 */
export const ZBookAppointment = z.object({
  service: z.string({ error: "Please select a service" }).trim().min(1, "Please select a service").uuid("Please select a service"),
  patient: ZPatient,
  date: z
    .string({ error: "Please choose a date." })
    .trim()
    .min(1, "Please choose a date.")
    .transform((value, ctx) => {
      if (isCalendarDate(value)) return value;
      const instant = /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null;
      if (instant && !Number.isNaN(instant.getTime())) return beirutDate(instant);
      ctx.addIssue({ code: "custom", message: "Please choose a valid date (YYYY-MM-DD)." });
      return z.NEVER;
    }),
  startTime: ZSlotTime,
  endTime: z.unknown().optional(),
  type: z.enum(["Online", "In-Person"], { error: "Type must be Online or In-Person." }).default("Online"),
  meetingLink: z.unknown().optional(),
  status: z.unknown().optional(),
  notes: z
    .string()
    .max(NOTES_MAX_LENGTH, `Notes can be at most ${NOTES_MAX_LENGTH.toLocaleString("en-US")} characters.`)
    .nullish()
    .transform((value) => value?.trim() ?? ""),
  address: z.unknown().optional(),
});
export type TBookAppointment = z.input<typeof ZBookAppointment>;
export type TBookAppointmentParsed = z.output<typeof ZBookAppointment>;

export const ZOrderId = z.string().trim().regex(/^[A-Z]{3}-[0-9A-Z]{6,20}$/, "Unknown order.");

/** A range of dates for the date picker, at most about two months. */
export const ZAvailableDaysQuery = z
  .object({ from: ZCalendarDate, to: ZCalendarDate })
  .refine((range) => range.from <= range.to, { message: "The range must start before it ends.", path: ["to"] })
  .refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 62 * 86_400_000, {
    message: "Ask for at most 62 days at a time.",
    path: ["to"],
  });
