import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { formatBeirutClock, formatBeirutLongDate, formatMoney, formatSlotTime } from "~/components/appointments/calendar-dates";
import { RescheduleCalendar } from "~/components/appointments/reschedule-calendar";
import { BrandFrame } from "~/components/layout/brand-frame";
import { ClientMessages } from "~/components/layout/client-messages";
import { SiteLink } from "~/components/layout/site-link";
import { VideoVisitEntry } from "~/components/video/video-visit-entry";
import { WhatsAppChoiceToggle } from "~/components/appointments/whatsapp-choice-toggle";
import { buttonClasses } from "~/components/ui/button-classes";
import { clinic } from "~/config/clinic";
import { visitPolicy } from "~/config/visit-policy";
import { localePath, type Locale } from "~/i18n/locales";
import { beirutDate } from "~/lib/calendar-date";
import { ZCalendarDate, ZManageAppointment } from "~/schemas/appointments";
import { errorMessageIn } from "~/server/error-language";
import { AppError } from "~/server/errors";
import { listTimeSlots } from "~/server/services/appointments/list-time-slots";
import { readWhatsAppChoiceByLink, readWhatsAppOffered } from "~/server/services/appointments/whatsapp-choice";
import { readManagedAppointment, type ManagedVisit } from "~/server/services/appointments/manage-appointment";
import { serverContext } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("booking.manage");
  return { title: t("metaTitle"), robots: { index: false } };
}
// Per visitor and per request, whole: it depends on the signed link and the database.
export const instant = false;

type SearchParams = Promise<{ t?: string; step?: string; done?: string; failed?: string; date?: string }>;

const FAILED = new Set(["payment", "taken", "changed", "other"]);
const HOUR = 3600_000;
const linkClass = "font-semibold text-primary-dark underline underline-offset-2";
const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

type Translate = Awaited<ReturnType<typeof getTranslations>>;

/** The day's free times for a move, or why there are none to show. */
async function freeTimesOn(db: Parameters<typeof listTimeSlots>[0]["db"], date: string | undefined) {
  if (!date) return null;
  const day = ZCalendarDate.safeParse(date);
  if (!day.success || day.data < beirutDate(new Date())) return { date, times: [], problem: "dayFromToday" as const };
  const { slots } = await listTimeSlots({ db, date: day.data });
  return { date: day.data, times: slots.filter((s) => s.available).map((s) => s.startTime), problem: null };
}

async function Refusal({ message }: { message: string }) {
  const t = await getTranslations("booking.manage");
  return (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">{t("refusalTitle")}</h1>
      <p className="mt-3 text-muted">{message}</p>
      <p className="mt-3 text-muted">
        {t.rich("phoneOrWhatsApp", {
          phone: clinic.phone.display,
          tel: (chunks) => (
            <a href={`tel:${clinic.phone.e164}`} className={linkClass}>
              {ltr(chunks)}
            </a>
          ),
        })}
      </p>
      <SiteLink href="/" className={`${buttonClasses("secondary", "md")} mt-8`}>
        {t("home")}
      </SiteLink>
    </BrandFrame>
  );
}

/**
 * Why the visit cannot be cancelled or moved here, in the page's language: the server's reasons
 * follow the clinic's policy from the visit's status and time, and so are told again from them.
 */
function cancelReason(visit: ManagedVisit, t: Translate): string {
  if (visit.status === "confirmed") return t("cannotCancel.started");
  return t("cannotCancel.notConfirmed", { status: t(`statusWord.${visit.status}`) });
}

function rescheduleReason(visit: ManagedVisit, t: Translate, now: Date): string {
  if (visit.status !== "confirmed") return t("cannotMove.notConfirmed");
  if (visit.startsAt.getTime() - now.getTime() < visitPolicy.rescheduleUntilHours * HOUR) {
    return t("cannotMove.tooClose", { hours: visitPolicy.rescheduleUntilHours });
  }
  return t("cannotMove.tooMany", { max: visitPolicy.maxReschedules });
}

/**
 * A parent's visit, from the signed link in their e-mails (no account): what, when, the video
 * call, and cancelling by the clinic's policy, stated before they confirm. Plain links and a plain
 * form, so it works before (or without) the page's scripts.
 */
export default async function ManageAppointmentPage({ params, searchParams }: { params: Promise<{ appointmentId: string }>; searchParams: SearchParams }) {
  await connection();
  const { appointmentId } = await params;
  const { t: token = "", step, done, failed, date } = await searchParams;
  const [t, locale] = await Promise.all([getTranslations("booking.manage"), getLocale() as Promise<Locale>]);
  const input = ZManageAppointment.safeParse({ appointmentId, token });
  if (!input.success) return <Refusal message={t("link.invalid")} />;
  const { db } = await serverContext();
  let visit: ManagedVisit;
  try {
    visit = await readManagedAppointment({ db, ...input.data, locale });
  } catch (error) {
    if (error instanceof AppError) return <Refusal message={await errorMessageIn(locale, error.message)} />;
    throw error;
  }
  const now = new Date();
  const page = `/appointment/manage/${visit.id}`;
  const here = (extra: Record<string, string> = {}) => `${page}?${new URLSearchParams({ t: token, ...extra })}`;
  const booking = await getTranslations("booking");
  const when = booking("when", { date: formatBeirutLongDate(visit.startsAt, locale), time: formatBeirutClock(visit.startsAt, locale) });
  const confirming = step === "cancel" && !visit.cancel.reason;
  const moving = step === "reschedule" && !visit.reschedule.reason;
  const free = moving ? await freeTimesOn(db, date) : null;
  // The number's WhatsApp choice (decision 053), offered only when the clinic sends on WhatsApp.
  const whatsapp = readWhatsAppOffered().offered ? await readWhatsAppChoiceByLink({ db, ...input.data }) : null;

  return (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">{visit.status === "cancelled" ? t("titleCancelled") : t("title")}</h1>
      {done === "cancelled" || done === "moved" ? (
        <p role="status" className="mt-4 rounded-2xl bg-emerald-50 p-4 text-navy ring-1 ring-emerald-200">
          {visit.emailed ? t(`done.${done}`) : t(`doneNoEmail.${done}`)}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-4 rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {t(`failed.${FAILED.has(failed) ? failed : "other"}`)}
        </p>
      ) : null}
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-navy">
        <dt className="text-muted">{t("service")}</dt>
        <dd className="font-semibold">{visit.serviceName}</dd>
        <dt className="text-muted">{t("for")}</dt>
        <dd>{visit.patientName}</dd>
        <dt className="text-muted">{t("when")}</dt>
        <dd>{when}</dd>
        <dt className="text-muted">{t("type")}</dt>
        <dd>{visit.type === "Online" || visit.type === "In-Person" ? t(`typeValue.${visit.type}`) : visit.type}</dd>
        <dt className="text-muted">{t("status")}</dt>
        <dd>{t(`statusValue.${visit.status}`)}</dd>
      </dl>
      {visit.status === "confirmed" ? (
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {visit.video ? (
            <ClientMessages parts={["video.entry"]}>
              <VideoVisitEntry
                href={`${localePath(locale, `/visit/${visit.id}`)}?${new URLSearchParams({ t: token })}`}
                opensAt={visit.video.opensAt.toISOString()}
                closesAt={visit.video.closesAt.toISOString()}
                now={now.toISOString()}
              />
            </ClientMessages>
          ) : null}
          <a href={`/api/appointments/manage/${visit.id}/calendar?${new URLSearchParams({ t: token, lang: locale })}`} className={buttonClasses("secondary", "md")}>
            {t("addToCalendar")}
          </a>
        </div>
      ) : null}
      {visit.status === "cancelled" ? (
        <div className="mt-6 rounded-2xl bg-cream p-4 text-navy" data-testid="refund">
          <p>
            {visit.refundedCents
              ? t.rich("refunded", { amount: formatMoney(visit.refundedCents, locale, booking("price.free")), ltr })
              : t("notRefunded")}
          </p>
          <SiteLink href="/appointment" className={`${buttonClasses("primary", "md")} mt-4`}>
            {t("bookAgain")}
          </SiteLink>
        </div>
      ) : null}

      {moving ? (
        <section aria-labelledby="move-heading" className="mt-8 rounded-2xl bg-cream p-4 text-start ring-1 ring-orange-100">
          <h2 id="move-heading" className="text-lg font-bold text-navy">
            {t("move.title")}
          </h2>
          <p className="mt-2 text-sm text-navy">{t("move.left", { left: visit.reschedule.left ?? 0, hours: visitPolicy.rescheduleUntilHours })}</p>
          <div className="no-script:hidden">
            <ClientMessages parts={["booking.form.date", "booking.form.time", "booking.form.calendar", "booking.validation", "booking.manage.move", "booking.when"]}>
              <RescheduleCalendar
                action={`/api/appointments/manage/${visit.id}/reschedule?${new URLSearchParams({ t: token, from: "page" })}`}
                version={visit.version}
                keep={
                  <SiteLink href={here()} className={buttonClasses("secondary", "md")}>
                    {t("move.keep")}
                  </SiteLink>
                }
              />
            </ClientMessages>
          </div>
          {/* Without scripts: a day typed in a date field, then its free times (the server lists them). */}
          <div className="hidden no-script:block">
            <form method="get" action={localePath(locale, page)} className="mt-4 flex flex-wrap items-end gap-3">
              <input type="hidden" name="t" value={token} />
              <input type="hidden" name="step" value="reschedule" />
              <label className="flex flex-col gap-1 text-sm font-semibold text-navy">
                {t("move.day")}
                <input type="date" name="date" required min={beirutDate(new Date())} defaultValue={free?.date ?? ""} className="rounded-xl border border-slate-300 bg-white px-3 py-2 font-normal" />
              </label>
              <button type="submit" className={buttonClasses("secondary", "md")}>
                {t("move.show")}
              </button>
            </form>
            {free?.problem ? (
              <p role="alert" className="mt-3 text-sm text-red-700">
                {t(`move.${free.problem}`)}
              </p>
            ) : free && free.times.length === 0 ? (
              <p className="mt-3 text-sm text-muted">{t("move.noFreeTime")}</p>
            ) : free ? (
              <form method="post" action={`/api/appointments/manage/${visit.id}/reschedule?${new URLSearchParams({ t: token, from: "page" })}`} className="mt-4">
                <input type="hidden" name="date" value={free.date} />
                <input type="hidden" name="version" value={visit.version} />
                <fieldset>
                  <legend className="text-sm font-semibold text-navy">{t("move.freeTimes")}</legend>
                  <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
                    {free.times.map((time) => (
                      <label key={time} className="flex items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-2 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10">
                        <input type="radio" name="startTime" value={time} required />
                        <bdi dir="ltr">{formatSlotTime(time, locale)}</bdi>
                      </label>
                    ))}
                  </div>
                </fieldset>
                <div className="mt-4 flex flex-wrap gap-3">
                  <button type="submit" className={buttonClasses("primary", "md")}>
                    {t("move.submit")}
                  </button>
                  <SiteLink href={here()} className={buttonClasses("secondary", "md")}>
                    {t("move.keep")}
                  </SiteLink>
                </div>
              </form>
            ) : null}
          </div>
        </section>
      ) : confirming ? (
        <section aria-labelledby="cancel-heading" className="mt-8 rounded-2xl bg-cream p-4 ring-1 ring-orange-100">
          <h2 id="cancel-heading" className="text-lg font-bold text-navy">
            {t("cancel.title")}
          </h2>
          <p className="mt-2 text-navy">
            {visit.cancel.refundCents != null
              ? t.rich("cancel.refund", {
                  hours: visitPolicy.freeCancellationHours,
                  amount: formatMoney(visit.cancel.refundCents, locale, booking("price.free")),
                  ltr,
                })
              : t("cancel.noRefund", { hours: visitPolicy.freeCancellationHours })}
          </p>
          <form method="post" action={`/api/appointments/manage/${visit.id}/cancel?${new URLSearchParams({ t: token, from: "page" })}`} className="mt-4 flex flex-wrap gap-3">
            <button type="submit" className={buttonClasses("primary", "md")}>
              {t("cancel.confirm")}
            </button>
            <SiteLink href={here()} className={buttonClasses("secondary", "md")}>
              {t("cancel.keep")}
            </SiteLink>
          </form>
        </section>
      ) : visit.cancel.reason ? (
        visit.status === "cancelled" ? null : <p className="mt-8 text-muted">{cancelReason(visit, t)}</p>
      ) : (
        <div className="mt-8 flex flex-col gap-2">
          <div className="flex flex-wrap justify-center gap-3">
            {visit.reschedule.left ? (
              <SiteLink href={here({ step: "reschedule" })} className={buttonClasses("secondary", "md")}>
                {t("moveLink")}
              </SiteLink>
            ) : null}
            <SiteLink href={here({ step: "cancel" })} className={buttonClasses("secondary", "md")}>
              {t("cancelLink")}
            </SiteLink>
          </div>
          <p className="text-sm text-muted">
            {t("policy", { hours: visitPolicy.freeCancellationHours })}{" "}
            {visit.reschedule.reason ? rescheduleReason(visit, t, now) : t("canMove", { hours: visitPolicy.rescheduleUntilHours })}
          </p>
        </div>
      )}
      {whatsapp?.available ? (
        <section aria-labelledby="whatsapp-heading" className="mt-8 text-start">
          <h2 id="whatsapp-heading" className="text-lg font-bold text-navy">
            {booking("whatsapp.title")}
          </h2>
          <div className="mt-3">
            <ClientMessages parts={["booking.whatsapp"]}>
              <WhatsAppChoiceToggle appointmentId={visit.id} token={input.data.token} optedIn={whatsapp.optedIn} />
            </ClientMessages>
          </div>
        </section>
      ) : null}
      <p className="mt-8 text-sm text-muted">
        {t.rich("questions", {
          phone: clinic.phone.display,
          email: clinic.email,
          tel: (chunks) => (
            <a href={`tel:${clinic.phone.e164}`} className={linkClass}>
              {ltr(chunks)}
            </a>
          ),
          mail: (chunks) => (
            <a href={`mailto:${clinic.email}`} className={linkClass}>
              {ltr(chunks)}
            </a>
          ),
        })}
      </p>
    </BrandFrame>
  );
}
