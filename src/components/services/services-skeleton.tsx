import { useTranslations } from "next-intl";

/** Spec §9: the loading skeleton has four cards. */
const SKELETON_CARDS = 4;

export const serviceCardClasses =
  "flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-md ring-1 shadow-navy/5 ring-slate-200/70";

export const servicesGridClasses = "grid gap-6 sm:grid-cols-2 lg:grid-cols-4";

/** The services grid while it loads: four placeholder cards, announced once to screen readers. */
export function ServicesSkeleton() {
  const t = useTranslations("services.grid");
  return (
    <div aria-busy="true" className="no-script:hidden">
      <p role="status" className="sr-only">
        {t("loading")}
      </p>
      <ul aria-hidden="true" className={servicesGridClasses}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <li key={index}>
            <ServiceCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A placeholder the size of a card. */
function ServiceCardSkeleton() {
  return (
    <div className={`${serviceCardClasses} animate-pulse`}>
      <div className="aspect-[16/10] bg-slate-200" />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="h-5 w-2/3 rounded-full bg-slate-200" />
        <div className="h-3.5 w-full rounded-full bg-slate-200" />
        <div className="h-3.5 w-full rounded-full bg-slate-200" />
        <div className="h-3.5 w-4/5 rounded-full bg-slate-200" />
        <div className="mt-auto flex items-center justify-between pt-5">
          <div className="h-5 w-16 rounded-full bg-slate-200" />
          <div className="h-10 w-28 rounded-full bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
