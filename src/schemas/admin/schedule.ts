import { z } from "zod/mini";

import { ZAppointmentStatus } from "~/schemas/answers";
import { ZCalendarDate } from "~/schemas/appointments";

/** "HH:MM" on the 24-hour clock. */
const ZClockTime = z.string({ error: "Please enter a time." }).check(
  z.trim(),
  z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Write the time as HH:MM, e.g. 15:30."),
);

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

export const SLOT_MINUTES_MIN = 10;
export const SLOT_MINUTES_MAX = 240;

/** One weekday's hours: closed, or open from–to with slots of a length. */
export const ZWeekdayHours = z
  .object({
    weekday: z.number().check(z.int(), z.gte(1), z.lte(7)),
    open: z.boolean(),
    opensAt: ZClockTime,
    closesAt: ZClockTime,
    slotMinutes: z.number({ error: "Please enter the slot length in minutes." }).check(
      z.int("The slot length is a whole number of minutes."),
      z.gte(SLOT_MINUTES_MIN, `Slots last at least ${SLOT_MINUTES_MIN} minutes.`),
      z.lte(SLOT_MINUTES_MAX, `Slots last at most ${SLOT_MINUTES_MAX} minutes.`),
    ),
  })
  .check(
    z.refine((day) => !day.open || minutesOf(day.closesAt) > minutesOf(day.opensAt), {
      message: "Closing time must be after opening time.",
      path: ["closesAt"],
    }),
    z.refine((day) => !day.open || minutesOf(day.closesAt) - minutesOf(day.opensAt) >= day.slotMinutes, {
      message: "Not even one slot fits between opening and closing.",
      path: ["slotMinutes"],
    }),
  );
export type TWeekdayHours = z.infer<typeof ZWeekdayHours>;

/** The whole week, Monday (1) to Sunday (7), each day once. */
export const ZWeeklyHours = z.object({
  days: z.array(ZWeekdayHours).check(
    z.length(7, "Give the hours of all seven days."),
    z.refine((days) => new Set(days.map((d) => d.weekday)).size === 7, "Each weekday must appear once."),
  ),
});
export type TWeeklyHours = z.infer<typeof ZWeeklyHours>;

export const CLOSURE_REASON_MAX = 200;

/**
 * A closure: from a date (and a time, else the start of the day) to a date (and a time, else the
 * end of that day), with a reason parents never see but staff do.
 */
export const ZClosure = z
  .object({
    startDate: ZCalendarDate,
    startTime: z.optional(ZClockTime),
    endDate: ZCalendarDate,
    endTime: z.optional(ZClockTime),
    reason: z.string({ error: "Please give a reason." }).check(
      z.trim(),
      z.minLength(1, "Please give a reason (e.g. Holiday, Doctor away)."),
      z.maxLength(CLOSURE_REASON_MAX, `At most ${CLOSURE_REASON_MAX} characters.`),
    ),
  })
  .check(
    z.refine((c) => c.endDate > c.startDate || (c.endDate === c.startDate && (!c.startTime || !c.endTime || c.endTime > c.startTime)), {
      message: "The closure must end after it starts.",
      path: ["endDate"],
    }),
  );
export type TClosure = z.infer<typeof ZClosure>;

export const ZClosureId = z.object({ id: z.uuid("Unknown closure.") });

// Answers (decision 037): the fields each procedure sends back, and no others.

const ZWeekdayHoursAnswer = z.object({ weekday: z.number(), open: z.boolean(), opensAt: z.string(), closesAt: z.string(), slotMinutes: z.number() });
const ZBeirutTime = z.object({ date: z.string(), time: z.string() });

/** A booked visit that new hours or a closure leave outside the opening times: staff call the parent. */
const ZStrandedAnswer = z.object({
  id: z.string(),
  date: z.string(),
  time: z.string(),
  patientName: z.string(),
  patientPhone: z.string(),
  status: ZAppointmentStatus,
  startsAt: z.date(),
  endsAt: z.date(),
  serviceName: z.string(),
});

export const ZClosureAnswer = z.object({ id: z.string(), reason: z.string(), startsAt: z.date(), endsAt: z.date() });

export const ZScheduleAnswer = z.object({
  week: z.array(ZWeekdayHoursAnswer),
  closures: z.array(z.extend(ZClosureAnswer, { starts: ZBeirutTime, ends: ZBeirutTime })),
  stranded: z.array(ZStrandedAnswer),
});
export const ZWeeklyHoursAnswer = z.object({ week: z.array(ZWeekdayHoursAnswer), stranded: z.array(ZStrandedAnswer) });
export const ZClosureAddedAnswer = z.object({ closure: ZClosureAnswer, stranded: z.array(ZStrandedAnswer) });
