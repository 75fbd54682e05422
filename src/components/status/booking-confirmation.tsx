import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";

import { formatBeirutClock, formatBeirutLongDate, formatMoney } from "~/components/appointments/calendar-dates";
import { controlBorder, controlClasses } from "~/components/appointments/form-field";
import { CheckIcon } from "~/components/icons/social-icons";
import { buttonClasses } from "~/components/ui/button-classes";
import { clinic } from "~/config/clinic";
import { visitPolicy } from "~/config/visit-policy";
import { Link } from "~/i18n/navigation";
import { localePath, type Locale } from "~/i18n/locales";
import { DeviceTime } from "./device-time";
import { TestPaymentNote } from "./test-payment-note";

/** A paid booking as the server read it for the browser that paid (ZBookingConfirmationAnswer). */
export type BookingConfirmationView = {
  orderId: string;
  status: string;
  appointmentId: string;
  serviceName: string;
  patientName: string;
  startsAt: Date;
  amountCents: number;
  currency: string;
  /** A confirmed online visit: its room opens on the visit's page, 15 minutes before (decision 048). */
  videoVisit: boolean;
  manageToken: string | null;
  email: string | null;
};

/** What the "E-mail me this" form's post came back with (`copy=` in the address). */
export const COPY_OUTCOMES = ["sent", "invalid", "limit", "gone"] as const;
export type CopyOutcome = (typeof COPY_OUTCOMES)[number];

/**
 * The confirmation of a paid booking (Doctolib, Jane App, Cal.com show the same): the visit, when
 * in Beirut time (and on the device's clock when it differs), what was paid, the calendar file, the
 * visit's own page to change or cancel it, how the video visit goes, and where a copy went. A
 * parent who gave no e-mail is told this page is their only copy and may e-mail it to themselves.
 * Plain links and a plain form: it works before (or without) the page's scripts.
 */
export function BookingConfirmation({ visit, sessionId, copy }: { visit: BookingConfirmationView; sessionId: string; copy?: CopyOutcome }) {
  const t = useTranslations("status.confirmation");
  const booking = useTranslations("booking");
  const locale = useLocale() as Locale;
  const manage = visit.manageToken ? `/appointment/manage/${visit.appointmentId}?${new URLSearchParams({ t: visit.manageToken })}` : null;
  const calendar = visit.manageToken && visit.status === "confirmed"
    ? `/api/appointments/manage/${visit.appointmentId}/calendar?${new URLSearchParams({ t: visit.manageToken, lang: locale })}`
    : null;
  const cancelled = visit.status === "cancelled";

  return (
    <div className="text-start">
      <div className="mx-auto flex size-16 items-center justify-center rounded-full bg-primary-50 text-primary">
        <CheckIcon size={32} />
      </div>
      <h1 className="mt-6 text-center text-2xl font-bold text-navy sm:text-3xl">{t("title")}</h1>
      <p className="mt-3 text-center text-muted">{t("message")}</p>
      <TestPaymentNote />
      {cancelled ? (
        <p role="status" className="mt-4 rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {t("cancelledSince")}
        </p>
      ) : null}

      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-cream p-4 text-sm text-navy" data-testid="confirmation-details">
        <dt className="font-semibold">{t("service")}</dt>
        <dd>{visit.serviceName}</dd>
        <dt className="font-semibold">{t("for")}</dt>
        <dd>
          <bdi>{visit.patientName}</bdi>
        </dd>
        <dt className="font-semibold">{t("when")}</dt>
        <dd>
          <span className="font-semibold">
            {booking("when", { date: formatBeirutLongDate(visit.startsAt, locale), time: formatBeirutClock(visit.startsAt, locale) })}
          </span>
          <DeviceTime startsAt={visit.startsAt.toISOString()} />
        </dd>
        <dt className="font-semibold">{t("paid")}</dt>
        <dd>
          <bdi dir="ltr">{formatMoney(visit.amountCents, locale, booking("price.free"), visit.currency)}</bdi>
        </dd>
        <dt className="font-semibold">{t("order")}</dt>
        <dd className="font-mono break-all" data-testid="order-id">
          <bdi dir="ltr">{visit.orderId}</bdi>
        </dd>
      </dl>

      {calendar || manage ? (
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          {calendar ? (
            <a href={calendar} className={buttonClasses("primary", "md")}>
              {t("addToCalendar")}
            </a>
          ) : null}
          {manage ? (
            <Link href={manage} className={buttonClasses("secondary", "md")}>
              {t("manage")}
            </Link>
          ) : null}
        </div>
      ) : null}
      {manage && !cancelled ? (
        <p className="mt-3 text-sm text-muted">{t("manageHint", { hours: visitPolicy.rescheduleUntilHours })}</p>
      ) : null}

      {!cancelled ? (
        <section aria-labelledby="video-heading" className="mt-8">
          <h2 id="video-heading" className="text-lg font-bold text-navy">
            {t("video.title")}
          </h2>
          <ol className="mt-3 list-decimal space-y-2 ps-5 text-sm text-navy marker:font-semibold marker:text-primary">
            <li>{t("video.browser")}</li>
            <li>{t("video.camera")}</li>
            <li>{t("video.child", { doctor: clinic.doctor.name })}</li>
          </ol>
          {visit.videoVisit && visit.manageToken ? (
            <a
              href={`${localePath(locale, `/appointment/manage/${visit.appointmentId}`)}?${new URLSearchParams({ t: visit.manageToken })}`}
              className="mt-2 inline-flex min-h-11 items-center font-semibold text-primary-dark underline underline-offset-2"
            >
              {t("video.join")}
            </a>
          ) : null}
        </section>
      ) : null}

      {/* Where a copy of this page goes. WhatsApp (a later issue) joins the e-mail here, as one more way to keep it. */}
      <section aria-labelledby="copy-heading" className={clsx("mt-8 rounded-2xl p-4", visit.email ? "bg-cream" : "bg-amber-50 ring-1 ring-amber-200")}>
        {visit.email ? (
          <p className="text-sm text-navy" id="copy-heading">
            {t.rich("copy.emailed", { email: visit.email, addr: (chunks) => <bdi dir="ltr" className="font-semibold">{chunks}</bdi> })}
          </p>
        ) : (
          <EmailMeThis orderId={visit.orderId} sessionId={sessionId} copy={copy} />
        )}
      </section>

      <div className="mt-8 flex flex-col items-center gap-2">
        <Link href="/appointment" className={buttonClasses("secondary", "md")}>
          {t("another")}
        </Link>
        <Link href="/" className={buttonClasses("ghost", "md")}>
          {t("home")}
        </Link>
      </div>
    </div>
  );
}

/** The only copy: say so, and send it to an address the parent types (only sent, never kept). */
function EmailMeThis({ orderId, sessionId, copy }: { orderId: string; sessionId: string; copy?: CopyOutcome }) {
  const t = useTranslations("status.confirmation.copy");
  const locale = useLocale() as Locale;
  const failed = copy && copy !== "sent";
  return (
    <>
      <h2 id="copy-heading" className="text-lg font-bold text-navy">
        {t("onlyTitle")}
      </h2>
      <p className="mt-2 text-sm text-navy">{t("only")}</p>
      {copy === "sent" ? (
        <p role="status" className="mt-3 rounded-xl bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-900 ring-1 ring-emerald-200">
          {t("sent")}
        </p>
      ) : null}
      <form method="post" action="/api/appointments/confirmation/email" className="mt-3">
        <input type="hidden" name="order" value={orderId} />
        <input type="hidden" name="session_id" value={sessionId} />
        <input type="hidden" name="lang" value={locale} />
        <label htmlFor="copy-email" className="mb-1.5 block text-sm font-semibold text-navy">
          {t("label")}
        </label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <input
            id="copy-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            required
            maxLength={254}
            aria-invalid={failed ? true : undefined}
            aria-describedby={failed ? "copy-email-hint copy-email-error" : "copy-email-hint"}
            className={clsx(controlClasses, controlBorder(Boolean(failed)), "sm:flex-1")}
          />
          <button type="submit" className={buttonClasses("primary", "md", "shrink-0")}>
            {t("submit")}
          </button>
        </div>
        <p id="copy-email-hint" className="mt-1.5 text-sm text-muted">
          {t("hint")}
        </p>
        {failed ? (
          <p id="copy-email-error" role="alert" className="mt-1.5 text-sm font-medium text-red-700">
            {t(copy)}
          </p>
        ) : null}
      </form>
    </>
  );
}
