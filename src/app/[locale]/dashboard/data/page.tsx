import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";

import { EraseAccount } from "~/components/privacy/erase-account";
import { buttonClasses } from "~/components/ui/button-classes";
import { Link } from "~/i18n/navigation";
import { api } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard.myData");
  return { title: t("metaTitle"), robots: { index: false } };
}

/**
 * "My data" (decision 051): download everything the clinic keeps about the parent and their
 * children, or delete the account. The download is a plain link (it works before the page's
 * scripts); its summary is in this page's language.
 */
export default async function MyDataPage() {
  const [t, locale, visits] = await Promise.all([getTranslations("dashboard.myData"), getLocale(), api.appointments.mine()]);
  // Erasure keeps a booked visit (the clinic's record) without the parent's contact: they are told before.
  const upcoming = visits.upcoming.filter((visit) => visit.status === "confirmed").length;
  return (
    <section aria-labelledby="my-data-title">
      <h1 id="my-data-title" className="text-2xl font-bold text-navy sm:text-3xl">
        {t("title")}
      </h1>
      <p className="mt-2 text-muted">{t("intro")}</p>

      <div className="mt-6 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
        <h2 className="text-lg font-bold text-navy">{t("exportTitle")}</h2>
        <p className="mt-2 text-sm text-muted">{t("exportText")}</p>
        <a href={`/api/privacy/export?lang=${locale}`} download className={buttonClasses("primary", "md", "mt-4 w-full sm:w-auto")}>
          {t("exportButton")}
        </a>
      </div>

      <div className="mt-6 rounded-2xl border border-red-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 className="text-lg font-bold text-navy">{t("eraseTitle")}</h2>
        <p className="mt-2 text-sm text-muted">{t("eraseText")}</p>
        {upcoming > 0 ? (
          <p className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-navy ring-1 ring-amber-200">
            {t.rich("upcoming", {
              count: upcoming,
              link: (chunks) => (
                <Link href="/dashboard/appointments" className="font-semibold text-primary underline">
                  {chunks}
                </Link>
              ),
            })}
          </p>
        ) : null}
        <EraseAccount />
      </div>
    </section>
  );
}
