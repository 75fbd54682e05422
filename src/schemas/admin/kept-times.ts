import { z } from "zod/mini";

import { ZCalendarDate, ZSlotTime } from "~/schemas/appointments";

/** A Beirut day's slots as staff see them (the day a visit may move to). */
export const ZStaffDaySlotsQuery = z.object({ date: ZCalendarDate });

/** A time kept for the waiting list, to hand back to everyone. */
export const ZReleaseKeptTime = z.object({ date: ZCalendarDate, startTime: ZSlotTime });

// Answers (decision 037): the fields each procedure sends back, and no others.

/**
 * Each slot of the day: free, booked, past, or kept for the waiting list (decision 029) with the
 * end of that keeping, so staff read why a time they see empty cannot be chosen.
 */
export const ZStaffDaySlotsAnswer = z.object({
  date: z.string(),
  slots: z.array(
    z.object({
      startTime: z.string(),
      endTime: z.string(),
      state: z.enum(["free", "booked", "past", "kept"]),
      keptUntil: z.nullable(z.date()),
    }),
  ),
});

export const ZReleaseKeptTimeAnswer = z.object({ startsAt: z.date(), wasKeptUntil: z.date() });
