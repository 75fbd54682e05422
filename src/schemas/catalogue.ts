import { z } from "zod/mini";

import { ZPicture } from "./admin/media";
import { ZTranslationsAnswer } from "./answers";
import { ZTranslatedText, ZTranslations } from "./translations";

/** The largest price a service can have: USD 10,000, in cents. */
export const SERVICE_PRICE_MAX_CENTS = 1_000_000;

const ZPriceCents = z
  .number({ error: "Please enter a price." })
  .check(
    z.int("Please enter a price in whole cents."),
    z.minimum(0, "A price cannot be negative."),
    z.maximum(SERVICE_PRICE_MAX_CENTS, "A price cannot be above USD 10,000."),
  );

/** A change to a service's prices: either or both. */
export const ZServicePriceChange = z.object({
  serviceId: z.uuid("Unknown service."),
  priceOnlineCents: z.optional(ZPriceCents),
  priceOfflineCents: z.optional(ZPriceCents),
});
export type TServicePriceChange = z.infer<typeof ZServicePriceChange>;

/** "45", "45.5", "45.50" (US dollars) → cents; anything else is refused with a message. */
export const ZDollars = z.pipe(
  z.pipe(
    z.string({ error: "Please enter a price." }).check(
      z.trim(),
      z.minLength(1, "Please enter a price."),
      z.regex(/^-?\d+(\.\d{1,2})?$/, "Write the price in dollars, e.g. 45 or 45.50."),
    ),
    z.transform((text: string) => Math.round(Number(text) * 100)),
  ),
  ZPriceCents,
);

export const SERVICE_IMAGES = [
  "/images/services/pediatric-consultation.svg",
  "/images/services/well-child-checkup.svg",
  "/images/services/vaccinations.svg",
  "/images/services/sick-visit.svg",
  "/images/services/newborn-care.svg",
  "/images/services/breastfeeding-support.svg",
  "/images/services/growth-development.svg",
  "/images/services/adolescent-health.svg",
] as const;

/** Ages in whole months, 0 to 18 years; empty (or absent): no limit at that end (decision 046; courses too, decision 054). */
export const SERVICE_AGE_MAX_MONTHS = 18 * 12;
export const ZAgeMonths = z.pipe(
  // The type first, then the limits: a union would answer "Invalid input" for 2.5 or -1.
  z.pipe(
    z.optional(z.union([z.literal(""), z.null(), z.number()], { error: "Write an age in whole months." })),
    z.transform((value: number | "" | null | undefined) => (value === "" || value === undefined ? null : value)),
  ),
  z.nullable(
    z.number().check(
      z.int("Write an age in whole months."),
      z.minimum(0, "An age cannot be negative."),
      z.maximum(SERVICE_AGE_MAX_MONTHS, `At most ${SERVICE_AGE_MAX_MONTHS} months (18 years).`),
    ),
  ),
);

export const SERVICE_NAME_MAX = 80;
export const SERVICE_DESCRIPTION_MAX = 600;

/** A service's name and description in French or Arabic; empty: the English one shows. */
export const ZServiceTranslation = z.object({ name: ZTranslatedText(SERVICE_NAME_MAX), description: ZTranslatedText(SERVICE_DESCRIPTION_MAX) });

/**
 * A service as the administrator writes it (prices in dollars, as typed), with its French and
 * Arabic texts (left out: unchanged).
 */
export const ZServiceDetails = z.object({
  name: z
    .string({ error: "Please give the service a name." })
    .check(z.trim(), z.minLength(1, "Please give the service a name."), z.maxLength(SERVICE_NAME_MAX, `At most ${SERVICE_NAME_MAX} characters.`)),
  description: z
    .string({ error: "Please describe the service." })
    .check(z.trim(), z.minLength(1, "Please describe the service."), z.maxLength(SERVICE_DESCRIPTION_MAX, `At most ${SERVICE_DESCRIPTION_MAX} characters.`)),
  priceOnline: ZDollars,
  priceOffline: ZDollars,
  bookableOnline: z.boolean(),
  minAgeMonths: ZAgeMonths,
  maxAgeMonths: ZAgeMonths,
  imageUrl: ZPicture(SERVICE_IMAGES),
  translations: ZTranslations(ZServiceTranslation),
}).check(
  z.refine((d) => d.minAgeMonths === null || d.maxAgeMonths === null || d.minAgeMonths <= d.maxAgeMonths, {
    message: "The youngest age must not be above the oldest.",
    path: ["maxAgeMonths"],
  }),
);
export type TServiceDetailsInput = z.input<typeof ZServiceDetails>;

export const ZServiceUpdate = z.object({ serviceId: z.uuid("Unknown service."), details: ZServiceDetails });
export const ZServiceId = z.object({ serviceId: z.uuid("Unknown service.") });

// Answers (decision 037): the fields each procedure sends back, and no others.

/** A service as the public pages and the booking form show it, in one language. */
export const ZServiceAnswer = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  priceOnlineCents: z.number(),
  priceOfflineCents: z.number(),
  currency: z.string(),
  bookableOnline: z.boolean(),
  /** The ages it is for, in whole months at the visit's date, both ends included; null: no limit. */
  minAgeMonths: z.nullable(z.number()),
  maxAgeMonths: z.nullable(z.number()),
});
export const ZServicesAnswer = z.array(ZServiceAnswer);

/** A service as the back-office edits it: its English texts and whether it is archived. */
export const ZStaffServiceAnswer = z.extend(ZServiceAnswer, { archivedAt: z.nullable(z.date()) });
/** The back-office's list: each service with its French and Arabic texts. */
export const ZStaffServicesAnswer = z.array(
  z.extend(ZStaffServiceAnswer, { translations: ZTranslationsAnswer(z.object({ name: z.string(), description: z.string() })) }),
);

export const ZServicePricesAnswer = z.object({ id: z.string(), priceOnlineCents: z.number(), priceOfflineCents: z.number() });
