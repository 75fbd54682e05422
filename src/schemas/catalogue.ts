import { z } from "zod/mini";

import { ZPicture } from "./admin/media";

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

/** A service as the administrator writes it (prices in dollars, as typed). */
export const ZServiceDetails = z.object({
  name: z.string({ error: "Please give the service a name." }).check(z.trim(), z.minLength(1, "Please give the service a name."), z.maxLength(80, "At most 80 characters.")),
  description: z
    .string({ error: "Please describe the service." })
    .check(z.trim(), z.minLength(1, "Please describe the service."), z.maxLength(600, "At most 600 characters.")),
  priceOnline: ZDollars,
  priceOffline: ZDollars,
  bookableOnline: z.boolean(),
  imageUrl: ZPicture(SERVICE_IMAGES),
});
export type TServiceDetailsInput = z.input<typeof ZServiceDetails>;

export const ZServiceUpdate = z.object({ serviceId: z.uuid("Unknown service."), details: ZServiceDetails });
export const ZServiceId = z.object({ serviceId: z.uuid("Unknown service.") });
