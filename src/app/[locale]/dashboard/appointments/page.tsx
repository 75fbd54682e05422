import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import { formatInTimeZone } from "date-fns-tz";
import type { ReactNode } from "react";

import { ConfirmEmailForm } from "~/components/dashboard/confirm-email-form";
import { ClientMessages } from "~/components/layout/client-messages";
import { buttonClasses } from "~/components/ui/button-classes";
import { VideoVisitEntry } from "~/components/video/video-visit-entry";
import { WhatsAppChoiceToggle } from "~/components/appointments/whatsapp-choice-toggle";
import { siteFormatter } from "~/i18n/formatter";
import { localePath, splitLocalePath, type Locale } from "~/i18n/locales";
import { Link } from "~/i18n/navigation";
import { CLINIC_TIME_ZONE } from "~/lib/calendar-date";
import { api } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("dashboard.appointments");
  return { title: t("title"), robots: { index: false } };
}

const STATUSES = ["confirmed", "cancelled", "completed", "no_show"] as const;
const TYPES = { Online: "online", "In-Person": "inPerson" } as const;

/** The visit's own page (an absolute signed address) in the page's language. */
function inLanguage(address: string, locale: Locale): string {
  const url = new URL(address);
  url.pathname = localePath(locale, splitLocalePath(url.pathname).path);
  return url.toString();
}

/** The visit's video page: the manage page's address, its signed link kept (…/appointment/manage/<id>?t= → …/visit/<id>?t=). */
function visitPageOf(manageAddress: string): string {
  const url = new URL(manageAddress);
  url.pathname = url.pathname.replace(/\/appointment\/manage\//, "/visit/");
  return `${url.pathname}${url.search}`;
}

/**
 * The WhatsApp choice for the phone number of the parent's next visit (decision 053), read
 * through that visit's signed link as its page does; null when the clinic does not send on WhatsApp.
 */
async function nextVisitWhatsApp(upcoming: ReadonlyArray<{ id: string; status: string; startsAt: Date; manageUrl: string | null }>) {
  if (!(await api.appointments.whatsappOffered()).offered) return null;
  const next = upcoming.find((visit) => visit.status === "confirmed" && visit.manageUrl);
  const token = next?.manageUrl ? new URL(next.manageUrl).searchParams.get("t") : null;
  if (!next || !token) return null;
  const choice = await api.appointments.whatsappMine({ appointmentId: next.id, token });
  return choice.available ? { visit: next, token, optedIn: choice.optedIn } : null;
}

/** The parent's visits (booked with their proven e-mail): upcoming ones with their page, then the past. */
export default async function MyAppointmentsPage() {
  const mine = await api.appointments.mine();
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("dashboard.appointments");
  const format = siteFormatter(locale);
  const renderedAt = new Date();
  const whatsapp = await nextVisitWhatsApp(mine.upcoming);

  /** "Tuesday 3 March 2026 at 15:30 (Beirut time)", in the page's language; English keeps its day-first date. */
  const when = (instant: Date) =>
    t("when", {
      date:
        locale === "en"
          ? formatInTimeZone(instant, CLINIC_TIME_ZONE, "EEEE d MMMM yyyy")
          : format.dateTime(instant, { weekday: "long", day: "numeric", month: "long", year: "numeric" }),
      time: format.dateTime(instant, { hour: "2-digit", minute: "2-digit", hourCycle: "h23" }),
    });
  const details = (visit: (typeof mine.upcoming)[number]) =>
    [
      ...(visit.child ? [t("forChild", { name: visit.child.firstName })] : []),
      when(visit.startsAt),
      visit.type in TYPES ? t(`type.${TYPES[visit.type as keyof typeof TYPES]}`) : visit.type,
      (STATUSES as readonly string[]).includes(visit.status) ? t(`status.${visit.status}`) : visit.status,
    ].join(" · ");
  const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

  return (
    <section aria-labelledby="my-appointments-title">
      <h1 id="my-appointments-title" className="text-2xl font-bold text-navy sm:text-3xl">
        {t("title")}
      </h1>
      {!mine.emailVerified ? (
        <>
          <p className="mt-2 text-muted">{t("unverified")}</p>
          <ConfirmEmailForm email={mine.email} />
        </>
      ) : null}
      {/* Their children's visits show at once: being a child's adult is proof enough (decision 046). */}
      {mine.emailVerified || mine.upcoming.length + mine.past.length > 0 ? (
        <>
          {mine.emailVerified ? <p className="mt-2 break-words text-muted">{t.rich("intro", { email: mine.email, ltr })}</p> : null}
          <h2 className="mt-6 text-lg font-bold text-navy">{t("upcoming")}</h2>
          <ul className="mt-3 flex flex-col gap-3" aria-label={t("upcomingList")}>
            {mine.upcoming.map((visit) => (
              <li key={visit.id} className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-white p-4 shadow-sm">
                <div className="min-w-0">
                  <p className="font-semibold text-navy">{visit.serviceName}</p>
                  <p className="text-sm text-muted">{details(visit)}</p>
                </div>
                {visit.manageUrl && visit.video ? (
                  <ClientMessages parts={["video.entry"]}>
                    <VideoVisitEntry
                      href={visitPageOf(inLanguage(visit.manageUrl, locale))}
                      opensAt={visit.video.opensAt.toISOString()}
                      closesAt={visit.video.closesAt.toISOString()}
                      now={renderedAt.toISOString()}
                    />
                  </ClientMessages>
                ) : null}
                {visit.manageUrl ? (
                  <a href={inLanguage(visit.manageUrl, locale)} className={buttonClasses("secondary", "sm")}>
                    {t.rich("open", {
                      when: when(visit.startsAt),
                      hidden: (chunks) => <span className="sr-only">{chunks}</span>,
                    })}
                  </a>
                ) : null}
              </li>
            ))}
            {mine.upcoming.length === 0 ? (
              <li className="rounded-2xl bg-white p-4 text-muted shadow-sm">
                {t.rich("none", {
                  link: (chunks) => (
                    <Link href="/appointment" className="font-semibold text-primary-dark underline underline-offset-2">
                      {chunks}
                    </Link>
                  ),
                })}
              </li>
            ) : null}
          </ul>
          {whatsapp ? (
            <section aria-labelledby="my-whatsapp-title" className="mt-8">
              <h2 id="my-whatsapp-title" className="text-lg font-bold text-navy">
                {t("whatsapp.title")}
              </h2>
              <div className="mt-3">
                <ClientMessages parts={["booking.whatsapp"]}>
                  <WhatsAppChoiceToggle appointmentId={whatsapp.visit.id} token={whatsapp.token} optedIn={whatsapp.optedIn} hint={t("whatsapp.hint", { when: when(whatsapp.visit.startsAt) })} />
                </ClientMessages>
              </div>
            </section>
          ) : null}
          {mine.past.length ? (
            <>
              <h2 className="mt-8 text-lg font-bold text-navy">{t("past")}</h2>
              <ul className="mt-3 flex flex-col gap-3" aria-label={t("pastList")}>
                {mine.past.map((visit) => (
                  <li key={visit.id} className="rounded-2xl bg-white p-4 shadow-sm">
                    <p className="font-semibold text-navy">{visit.serviceName}</p>
                    <p className="text-sm text-muted">{details(visit)}</p>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
