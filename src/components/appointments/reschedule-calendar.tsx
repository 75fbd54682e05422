"use client";

import { QueryClient, QueryClientProvider, skipToken, useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useId, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

import { buttonClasses } from "~/components/ui/button-classes";
import type { Locale } from "~/i18n/locales";
import { addDays, beirutDate } from "~/lib/calendar-date";
import { bookingKeys, fetchAvailableDays, fetchTimeSlots } from "./booking-api";
import { formatLongDate, formatSlotTime } from "./calendar-dates";
import { DateField } from "./date-field";
import { TimeSlotGrid } from "./time-slot-grid";

/** The same two months ahead as the booking form's calendar. */
const HORIZON_DAYS = 60;

const subscribeToNothing = () => () => {};

let queryClient: QueryClient | undefined;

/**
 * Moving a visit from its manage page: the booking form's calendar (free days only) and its grid of
 * times, then a plain form post of the chosen day and time with the version the page showed (the
 * server refuses a move over a change made meanwhile). `keep` is the way back without moving.
 */
export function RescheduleCalendar(props: { action: string; version: number; keep: ReactNode }) {
  queryClient ??= new QueryClient({ defaultOptions: { queries: { staleTime: 0 } } });
  return (
    <QueryClientProvider client={queryClient}>
      <RescheduleForm {...props} />
    </QueryClientProvider>
  );
}

function RescheduleForm({ action, version, keep }: { action: string; version: number; keep: ReactNode }) {
  const t = useTranslations("booking.manage.move");
  const when = useTranslations("booking");
  const locale = useLocale() as Locale;
  const uid = useId();
  const today = useSyncExternalStore(subscribeToNothing, () => beirutDate(new Date()), () => null);
  const lastDay = today ? addDays(today, HORIZON_DAYS) : null;
  const [date, setDate] = useState<string | null>(null);
  const [time, setTime] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const calendarRef = useRef<HTMLDivElement>(null);
  const slotsRef = useRef<HTMLFieldSetElement>(null);

  const days = useQuery({
    queryKey: bookingKeys.days(today ?? "", lastDay ?? ""),
    queryFn: today && lastDay ? () => fetchAvailableDays(today, lastDay) : skipToken,
  });
  const slots = useQuery({
    queryKey: bookingKeys.slots(date ?? ""),
    queryFn: date ? () => fetchTimeSlots(date) : skipToken,
    retry: 1,
  });

  return (
    <form method="post" action={action} onSubmit={() => setSending(true)} className="mt-4 space-y-5" aria-busy={sending}>
      <p className="text-sm text-navy">{t("pick")}</p>
      <input type="hidden" name="date" value={date ?? ""} />
      <input type="hidden" name="startTime" value={time ?? ""} />
      <input type="hidden" name="version" value={version} />
      <DateField
        ids={{ label: `${uid}-date-label`, hint: `${uid}-date-hint`, error: `${uid}-date-error` }}
        value={date}
        onChange={(value) => {
          if (value === date) return;
          setDate(value);
          setTime(null);
        }}
        today={today}
        lastDay={lastDay}
        days={days.data?.days}
        failed={days.isError}
        fetching={days.isFetching}
        groupRef={calendarRef}
      />
      <TimeSlotGrid
        ids={{ hint: `${uid}-time-hint`, error: `${uid}-time-error` }}
        date={date}
        slots={slots.data?.slots}
        loading={date !== null && slots.isPending}
        failed={slots.isError}
        onRetry={() => void slots.refetch()}
        value={time}
        onChange={setTime}
        fieldsetRef={slotsRef}
        waitlist={false}
      />
      {date && time ? (
        <p role="status" className="rounded-xl bg-white px-3 py-2 text-sm font-semibold text-navy ring-1 ring-slate-200">
          {t("chosen", { when: when("when", { date: formatLongDate(date, locale), time: formatSlotTime(time, locale) }) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={!date || !time || sending} className={buttonClasses("primary", "md")}>
          {t("submit")}
        </button>
        {keep}
      </div>
    </form>
  );
}
