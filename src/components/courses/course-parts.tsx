import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import { CheckIcon, ClockIcon } from "~/components/icons/social-icons";
import type { AgeRange } from "~/lib/child-age";
import { useCourseAges } from "./course-ages";
import { AwardIcon, DeviceIcon, InfinityIcon, PlayIcon, UserIcon } from "./course-icons";
import { CoursePrice, savingCents, useCourseFormat, type PricedCourse } from "./course-price";

/** The course's picture, or a calm placeholder when it has none. */
export function CourseThumbnail({ src, className }: { src: string | null | undefined; className?: string }) {
  return (
    <div className={clsx("relative aspect-[16/10] overflow-hidden bg-gradient-to-br from-primary-50 to-cream", className)}>
      {src ? (
        // eslint-disable-next-line @next/next/no-img-element -- local SVG art in a fixed box
        <img src={src} alt="" width={640} height={400} fetchPriority="high" className="size-full object-cover" />
      ) : (
        <span className="absolute inset-0 flex items-center justify-center text-primary">
          <PlayIcon size={48} />
        </span>
      )}
    </div>
  );
}

/** Total hours badge, instructor line and the ages it is for, in a course's heading. */
export function CourseMeta({
  totalHours,
  instructor,
  featured,
  ageRange,
}: {
  totalHours: number;
  instructor: { firstName: string; lastName: string };
  featured?: boolean;
  ageRange: AgeRange;
}) {
  const t = useTranslations("courses.details");
  const { hours } = useCourseFormat();
  const ages = useCourseAges()(ageRange);
  const name = `${instructor.firstName} ${instructor.lastName}`.trim();
  return (
    <div className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
      <span className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1 font-semibold text-primary-dark">
        <ClockIcon size={16} />
        {t("totalHours", { hours: hours(totalHours) })}
      </span>
      {featured ? <span className="rounded-full bg-accent px-3 py-1 text-xs font-bold text-navy">{t("featured")}</span> : null}
      {name ? (
        <span className="inline-flex items-center gap-1.5 text-navy">
          <UserIcon size={16} className="text-primary" />
          <span>
            <span className="text-muted">{t("instructor")} </span>
            <span className="font-semibold">{name}</span>
          </span>
        </span>
      ) : null}
      {ages ? (
        <span className="font-semibold text-navy" data-testid="course-ages">
          {ages}
        </span>
      ) : null}
    </div>
  );
}

/** Price (or 'Free'), the 'Save $' badge when discounted, and the module and lesson counts. */
export function CoursePriceSummary({
  course,
  moduleCount,
  lessonCount,
}: {
  course: PricedCourse;
  moduleCount: number;
  lessonCount: number;
}) {
  const t = useTranslations("courses.details");
  const { price } = useCourseFormat();
  const saving = savingCents(course);
  return (
    <>
      <div className="flex flex-wrap items-center gap-3">
        <p>
          <span className="sr-only">{t("price")} </span>
          <CoursePrice course={course} size="lg" />
        </p>
        {saving > 0 ? (
          <span className="rounded-full bg-accent-50 px-3 py-1 text-sm font-bold text-red-800" data-testid="save-badge">
            {t.rich("save", { price: price(saving), ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi> })}
          </span>
        ) : null}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-3 text-center">
        <div className="rounded-2xl bg-cream px-3 py-2.5">
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{t("modules")}</dt>
          <dd className="text-xl font-bold text-navy" data-testid="module-count">
            {moduleCount}
          </dd>
        </div>
        <div className="rounded-2xl bg-cream px-3 py-2.5">
          <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{t("lessons")}</dt>
          <dd className="text-xl font-bold text-navy" data-testid="lesson-count">
            {lessonCount}
          </dd>
        </div>
      </dl>
    </>
  );
}

/** "What you'll learn": the course's learning outcomes as a checklist. */
export function LearningOutcomes({
  outcomes,
  headingId,
  tone = "cream",
}: {
  outcomes: string[];
  headingId: string;
  /** "white" on the dashboard, whose page is cream already. */
  tone?: "cream" | "white";
}) {
  const t = useTranslations("courses.details");
  if (outcomes.length === 0) return null;
  return (
    <section
      aria-labelledby={headingId}
      className={clsx("rounded-3xl p-5 sm:p-7", tone === "cream" ? "bg-cream" : "bg-white shadow-sm sm:p-8")}
    >
      <h2 id={headingId} className="text-xl font-bold text-navy sm:text-2xl">
        {t("outcomes")}
      </h2>
      <ul className="mt-4 grid gap-3 md:grid-cols-2">
        {outcomes.map((outcome) => (
          <li key={outcome} className="flex items-start gap-2.5 text-navy">
            <span className="mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full bg-primary text-white">
              <CheckIcon size={14} />
            </span>
            <span>{outcome}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec §2 "Dashboard course details": the three promises of every course. */
const BENEFITS = [
  { icon: InfinityIcon, key: "lifetime" },
  { icon: DeviceIcon, key: "devices" },
  { icon: AwardIcon, key: "certificate" },
] as const;

/** The promises of every course, under the enrollment card's action. */
export function CourseBenefits() {
  const t = useTranslations("courses.benefits");
  return (
    <ul className="mt-5 flex flex-col gap-2.5 border-t border-slate-100 pt-5 text-sm text-navy">
      {BENEFITS.map(({ icon: Icon, key }) => (
        <li key={key} className="flex items-center gap-2.5">
          <Icon className="shrink-0 text-primary" />
          {t(key)}
        </li>
      ))}
    </ul>
  );
}
