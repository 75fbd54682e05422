import { z } from "zod/mini";

import { locales } from "~/i18n/locales";

// The parts that answers share. Every procedure names its answer's shape with `.output()`
// (docs/decisions/037): a zod object keeps the fields it names and drops the rest, so a whole row
// handed to it leaves the server as those fields only.

/** The French and Arabic versions of an item's texts, as the back-office reads them. */
export function ZTranslationsAnswer<Fields extends z.ZodMiniObject>(fields: Fields) {
  return z.object({ fr: fields, ar: fields });
}

export const ZLocaleAnswer = z.enum(locales);

export const APPOINTMENT_STATUSES = ["pending", "confirmed", "cancelled", "expired", "completed", "no_show"] as const;
export const ZAppointmentStatus = z.enum(APPOINTMENT_STATUSES);
export const ZAppointmentType = z.enum(["Online", "In-Person"]);

/** A checkout page opened at the payment provider. */
export const ZCheckoutSessionAnswer = z.object({ id: z.string(), url: z.string(), orderId: z.string() });

/** An order's state as the payment's return page polls it. */
export const ZOrderStatusAnswer = z.object({ orderId: z.string(), status: z.enum(["pending", "expired", "paid", "failed", "refunded"]) });

export const ZMovedAnswer = z.object({ moved: z.boolean() });
export const ZRemovedAnswer = z.object({ removed: z.boolean() });
export const ZSuccessAnswer = z.object({ success: z.literal(true) });

/** A change that answers nothing. */
export const ZNoAnswer = z.void();
