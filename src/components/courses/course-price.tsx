import { clsx } from "clsx";
import { chargedPriceCents, formatPrice } from "~/lib/money";

export type PricedCourse = { priceCents: number; discountPriceCents: number | null };

export { chargedPriceCents };

/** How much the discount takes off, or 0 when there is no discount. */
export function savingCents(course: PricedCourse): number {
  if (course.discountPriceCents === null) return 0;
  return Math.max(0, course.priceCents - course.discountPriceCents);
}

/** The price, or 'Free'; with a discount, the old price struck through after the new one. */
export function CoursePrice({ course, size = "md" }: { course: PricedCourse; size?: "md" | "lg" }) {
  const charged = chargedPriceCents(course);
  const saving = savingCents(course);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      <span
        className={clsx("font-bold text-primary", size === "lg" ? "text-3xl sm:text-4xl" : "text-lg")}
        data-testid="course-price"
      >
        {formatPrice(charged)}
      </span>
      {saving > 0 ? (
        <del className={clsx("text-muted", size === "lg" ? "text-lg" : "text-sm")}>
          <span className="sr-only">was </span>
          {formatPrice(course.priceCents)}
        </del>
      ) : null}
    </span>
  );
}

/** "2.5 hours" / "1 hour". */
export function hoursLabel(hours: number): string {
  return `${hours} ${hours === 1 ? "hour" : "hours"}`;
}
