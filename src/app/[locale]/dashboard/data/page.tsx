import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { formatBeirutClock, formatBeirutLongDate, formatMoney } from "~/components/appointments/calendar-dates";
import { ClientMessages } from "~/components/layout/client-messages";
import { EraseAccount } from "~/components/privacy/erase-account";
import { formatNoticeDate } from "~/components/privacy/privacy-notice";
import { WithdrawNewsletter } from "~/components/privacy/withdraw-newsletter";
import { buttonClasses } from "~/components/ui/button-classes";
import { visitPolicy } from "~/config/visit-policy";
import { siteFormatter } from "~/i18n/formatter";
import type { Locale } from "~/i18n/locales";
import { Link } from "~/i18n/navigation";
import { api } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard.myData");
  return { title: t("metaTitle"), robots: { index: false } };
}

const linkClass = "font-semibold text-primary-dark underline underline-offset-2";
const cardClass = "mt-6 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70";

/**
 * "My data": the newsletter, withdrawn in one click, and every consent the parent gave or withdrew
 * with the notice's version (decision 049); everything the clinic keeps about the parent and their
 * children as one download, and the account's erasure (decision 051). The download is a plain link
 * (it works before the page's scripts); its summary is in this page's language.
 */
export default async function MyDataPage() {
  const [t, locale, { visits: cancels }, { newsletter, consents }] = await Promise.all([
    getTranslations("dashboard.myData"),
    getLocale() as Promise<Locale>,
    api.privacy.erasurePreview(),
    api.privacy.myConsents(),
  ]);
  const views = await api.privacy.recordViews();
  const tData = await getTranslations("dashboard.data");
  const format = siteFormatter(locale);
  const day = (instant: Date) => format.dateTime(instant, { day: "numeric", month: "long", year: "numeric" });
  const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;
  const free = (await getTranslations("booking"))("price.free");
  return (
    <section aria-labelledby="my-data-title">
      <h1 id="my-data-title" className="text-2xl font-bold text-navy sm:text-3xl">
        {t("title")}
      </h1>
      <p className="mt-2 text-muted">{t("intro")}</p>
      <p className="mt-2 text-muted">
        {tData.rich("intro", {
          notice: (chunks) => (
            <Link href="/privacy" className={linkClass}>
              {chunks}
            </Link>
          ),
        })}
      </p>

      <section aria-labelledby="newsletter-title" className={cardClass}>
        <h2 id="newsletter-title" className="text-lg font-bold text-navy">
          {tData("newsletter.title")}
        </h2>
        {newsletter.email ? (
          <>
            <p className="mt-2 text-navy">
              {newsletter.subscribed && newsletter.since
                ? tData.rich("newsletter.subscribed", { email: newsletter.email, date: day(newsletter.since), ltr })
                : tData.rich("newsletter.notSubscribed", { email: newsletter.email, ltr })}
            </p>
            <ClientMessages parts={["dashboard.data"]}>
              <WithdrawNewsletter email={newsletter.email} subscribed={newsletter.subscribed} />
            </ClientMessages>
          </>
        ) : (
          <p className="mt-2 text-muted">{tData("newsletter.unverified")}</p>
        )}
      </section>

      <section aria-labelledby="consents-title" className={cardClass}>
        <h2 id="consents-title" className="text-lg font-bold text-navy">
          {tData("consents.title")}
        </h2>
        {consents.length === 0 ? (
          <p className="mt-2 text-muted">{tData("consents.none")}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {consents.map((consent, index) => (
              <li key={index} className="py-2.5">
                <p className="font-semibold text-navy">
                  {tData(`consents.purpose.${consent.purpose}`)}
                  {consent.childName ? <span className="font-normal"> {tData("consents.forChild", { name: consent.childName })}</span> : null}
                </p>
                <p className="text-sm text-muted">
                  {tData("consents.row", {
                    action: tData(`consents.action.${consent.action}`),
                    date: day(consent.createdAt),
                    version: formatNoticeDate(consent.noticeVersion, locale),
                  })}
                  {consent.channel === "phone" ? <>{" · "}{tData("consents.byPhone")}</> : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="views-title" className={cardClass}>
        <h2 id="views-title" className="text-lg font-bold text-navy">
          {t("viewsTitle")}
        </h2>
        {views.length === 0 ? (
          <p className="mt-2 text-muted">{t("viewsNone")}</p>
        ) : (
          <>
            <p className="mt-2 text-sm text-muted">{t("viewsIntro")}</p>
            <ul className="mt-3 divide-y divide-slate-200 text-sm text-navy">
              {views.map((view, index) => (
                <li key={index} className="py-2">
                  {t("viewsRow", {
                    child: view.childFirstName,
                    what: t(view.what === "child page" ? "viewsWhat.childPage" : "viewsWhat.visitDetails"),
                    role: t(`viewsRole.${view.staffRole}`),
                    date: format.dateTime(view.at, { day: "numeric", month: "long", year: "numeric", hour: "numeric", minute: "2-digit", timeZone: "Asia/Beirut" }),
                  })}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <div className={cardClass}>
        <h2 className="text-lg font-bold text-navy">{t("exportTitle")}</h2>
        <p className="mt-2 text-sm text-muted">{t("exportText")}</p>
        <a href={`/api/privacy/export?lang=${locale}`} download className={buttonClasses("primary", "md", "mt-4 w-full sm:w-auto")}>
          {t("exportButton")}
        </a>
      </div>

      <div className="mt-6 rounded-2xl border border-red-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 className="text-lg font-bold text-navy">{t("eraseTitle")}</h2>
        <p className="mt-2 text-sm text-muted">{t("eraseText")}</p>
        {/* Erasure cancels the visits ahead booked with the address, by the clinic's rules: said before the code is asked (decision 055). */}
        {cancels.length > 0 ? (
          <div className="mt-3 rounded-xl bg-amber-50 p-3 text-sm text-navy ring-1 ring-amber-200">
            <p>{t("cancels", { count: cancels.length })}</p>
            <ul aria-label={t("cancelsList")} className="mt-2 flex flex-col gap-2">
              {cancels.map((visit) => (
                <li key={visit.id}>
                  <p className="font-semibold">
                    {t("cancelsRow", { service: visit.serviceName, name: visit.patientName, date: formatBeirutLongDate(visit.startsAt, locale), time: formatBeirutClock(visit.startsAt, locale) })}
                  </p>
                  <p>
                    {visit.refundCents !== null
                      ? t.rich("refundFull", { amount: formatMoney(visit.refundCents, locale, free, visit.currency), ltr })
                      : visit.paidCents !== null
                        ? t.rich("refundNone", { hours: visitPolicy.freeCancellationHours, amount: formatMoney(visit.paidCents, locale, free, visit.currency), ltr })
                        : t("refundUnpaid")}
                  </p>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <EraseAccount />
      </div>
    </section>
  );
}
