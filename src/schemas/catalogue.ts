import { z } from "zod/mini";

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
