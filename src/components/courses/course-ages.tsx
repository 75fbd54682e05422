import { useTranslations } from "next-intl";
import { ageFromMonths, type AgeRange } from "~/lib/child-age";

/**
 * Whom a course is for, in the page's language ("For ages 4 months to 1 year"): the ages the clinic
 * set on it (decision 054), both ends included. Null for a course for every age. Pages that render
 * it in the browser pass the "family.age" messages with "courses".
 */
export function useCourseAges(): (range: AgeRange) => string | null {
  const t = useTranslations("courses.ages");
  const family = useTranslations("family");
  const age = (months: number) => family("age", ageFromMonths(months));
  return ({ minAgeMonths, maxAgeMonths }) => {
    const from = minAgeMonths && minAgeMonths > 0 ? minAgeMonths : null;
    if (from !== null && maxAgeMonths !== null) return t("range", { from: age(from), to: age(maxAgeMonths) });
    if (from !== null) return t("from", { from: age(from) });
    if (maxAgeMonths !== null) return t("upTo", { to: age(maxAgeMonths) });
    return null;
  };
}
