"use client";

import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import type { Ref } from "react";
import { buttonClasses } from "~/components/ui/button-classes";
import type { Locale } from "~/i18n/locales";
import { Link } from "~/i18n/navigation";
import { formatLongDate, formatSlotTime } from "./calendar-dates";
import { describedBy, FieldError, FieldHint } from "./form-field";

export type TimeSlot = { startTime: string; endTime: string; available: boolean; reason: "free" | "booked" | "past" };

/** The day's slots (six or eight) keep their place while loading. */
const PLACEHOLDER_COUNT = 8;

/** The slots of the chosen day in four columns; booked and past ones are disabled. */
export function TimeSlotGrid({
  ids,
  date,
  slots,
  loading,
  failed,
  onRetry,
  value,
  onChange,
  error,
  fieldsetRef,
  waitlist = true,
}: {
  ids: { hint: string; error: string };
  date: string | null;
  slots: TimeSlot[] | undefined;
  loading: boolean;
  failed: boolean;
  onRetry: () => void;
  value: string | null;
  onChange: (startTime: string) => void;
  /** A message from a failed submit or the server. */
  error?: string;
  fieldsetRef: Ref<HTMLFieldSetElement>;
  /** Whether to point to the waiting lists (a new booking); moving a visit does not. */
  waitlist?: boolean;
}) {
  const t = useTranslations("booking.form.time");
  const locale = useLocale() as Locale;
  const noneFree = slots !== undefined && !slots.some((slot) => slot.available);
  // Only a submit (or the server) says a time is missing: a parent who has not acted yet sees no error.
  const message = error;

  return (
    <fieldset
      ref={fieldsetRef}
      tabIndex={-1}
      aria-describedby={describedBy(ids.hint, message && ids.error)}
      aria-busy={loading}
      className="min-w-0"
    >
      <legend className="mb-1.5 text-sm font-semibold text-navy">
        {t("legend")} <span className="font-normal text-muted">{t("beirutTime")}</span>
      </legend>
      {!date ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-muted">
          {t("chooseDateFirst")}
        </p>
      ) : loading ? (
        <>
          <div className="grid grid-cols-4 gap-2" aria-hidden="true">
            {Array.from({ length: PLACEHOLDER_COUNT }, (_, i) => (
              <div key={i} className="h-11 animate-pulse rounded-xl bg-slate-100" />
            ))}
          </div>
          <p className="sr-only" role="status">
            {t("loading", { date: formatLongDate(date, locale) })}
          </p>
        </>
      ) : failed ? (
        <div className="rounded-2xl bg-slate-50 px-4 py-5 text-center text-sm text-navy">
          <p>{t("failed")}</p>
          <button type="button" onClick={onRetry} className={buttonClasses("secondary", "sm", "mt-3")}>
            {t("retry")}
          </button>
        </div>
      ) : (
        <>
          {slots && slots.length > 0 ? (
            <ul className="grid grid-cols-4 gap-2" aria-label={t("listLabel", { date: formatLongDate(date, locale) })}>
              {slots.map((slot) => {
                const selected = slot.startTime === value;
                const time = formatSlotTime(slot.startTime, locale);
                return (
                  <li key={slot.startTime} className="min-w-0">
                    <button
                      type="button"
                      aria-pressed={selected}
                      disabled={!slot.available}
                      aria-label={slot.available ? undefined : t(slot.reason === "past" ? "past" : "booked", { time })}
                      onClick={() => onChange(slot.startTime)}
                      className={clsx(
                        "flex min-h-11 w-full items-center justify-center rounded-xl border px-1 text-sm font-semibold tabular-nums transition-colors sm:text-base",
                        selected
                          ? "border-primary bg-primary text-white"
                          : slot.available
                            ? "border-slate-300 bg-white text-navy hover:border-primary hover:bg-primary-50"
                            : "cursor-not-allowed border-transparent bg-slate-100 text-slate-500 line-through",
                      )}
                    >
                      <bdi dir="ltr">{time}</bdi>
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          {noneFree ? (
            <p className="mt-3 rounded-xl bg-cream px-4 py-3 text-center text-sm font-medium text-navy">
              {t("noSlots")}
              {waitlist ? (
                <>
                  {" "}
                  <Link href={`/appointment/waitlist?date=${date}`} className="font-semibold text-primary-dark underline underline-offset-2">
                    {t("joinDayWaitlist")}
                  </Link>
                </>
              ) : null}
            </p>
          ) : null}
        </>
      )}
      <FieldHint id={ids.hint}>
        {t("hint")}
        {/* After the times, so that Tab goes from the calendar to them (decision 029). */}
        {waitlist ? (
          <>
            {" "}
            <Link href="/appointment/waitlist" className="font-semibold text-primary-dark underline underline-offset-2">
              {t("waitlistLink")}
            </Link>
          </>
        ) : null}
      </FieldHint>
      <FieldError id={ids.error} message={message} />
    </fieldset>
  );
}
