/**
 * Prices are integer cents in USD. Whole dollars print without decimals ('$45'),
 * anything else with two ('$45.50'); nothing to pay prints 'Free', as the spec asks.
 */
export function formatPrice(cents: number): string {
  if (!Number.isFinite(cents) || cents <= 0) return "Free";
  const dollars = Math.floor(cents / 100);
  const rest = Math.round(cents % 100);
  const whole = dollars.toLocaleString("en-US");
  return rest === 0 ? `$${whole}` : `$${whole}.${String(rest).padStart(2, "0")}`;
}

/**
 * Spec §2 and §9: a vaccination's fee depends on the vaccine, so the Vaccinations service shows
 * its in-clinic price as a range up to $200. Keyed by the service's slug, which stays the same in
 * every language and through renames.
 */
const servicePriceRangeUpperCents: Readonly<Record<string, number>> = { vaccinations: 20_000 };

/** The top of a service's in-clinic price range, when its price is one. */
export function servicePriceUpperCents(service: { slug: string }): number | undefined {
  return Object.hasOwn(servicePriceRangeUpperCents, service.slug) ? servicePriceRangeUpperCents[service.slug] : undefined;
}

/** The in-clinic price of a service as the services grid shows it: '$50', or '$30 - $200'. */
export function formatServicePrice(service: { slug: string; priceOfflineCents: number }): string {
  const price = formatPrice(service.priceOfflineCents);
  const upper = servicePriceUpperCents(service);
  return upper === undefined ? price : `${price} - ${formatPrice(upper)}`;
}

/** What the parent pays for a course: its discount price when it has one. The server charges this. */
export function chargedPriceCents(course: { priceCents: number; discountPriceCents: number | null }): number {
  return course.discountPriceCents ?? course.priceCents;
}

/** The REST adapter speaks dollars, as the spec's client did; the UI computes in cents. */
export function centsFromDollars(dollars: number): number {
  return Math.round(dollars * 100);
}
