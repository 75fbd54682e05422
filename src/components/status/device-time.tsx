"use client";

import { useLocale, useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";

import { intlLocale, type Locale } from "~/i18n/locales";
import { CLINIC_TIME_ZONE } from "~/lib/calendar-date";

const subscribeToNothing = () => () => {};

/** The device's time zone: known in the browser only (the server renders nothing here). */
function useDeviceZone(): string | null {
  return useSyncExternalStore(
    subscribeToNothing,
    () => Intl.DateTimeFormat().resolvedOptions().timeZone,
    () => null,
  );
}

/**
 * A visit's time on the device's clock, when that differs from Beirut's: a parent abroad (or a
 * phone set to another zone) reads when to be there in their own time, the zone named in the page's
 * language.
 */
export function DeviceTime({ startsAt }: { startsAt: string }) {
  const t = useTranslations("status.confirmation");
  const locale = useLocale() as Locale;
  const zone = useDeviceZone();
  if (!zone) return null;
  const instant = new Date(startsAt);
  const format = (timeZone: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), { timeZone, weekday: "long", day: "numeric", month: "long", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(instant);
  const here = format(zone);
  if (here === format(CLINIC_TIME_ZONE)) return null;
  const zoneName =
    new Intl.DateTimeFormat(intlLocale(locale), { timeZone: zone, timeZoneName: "longGeneric" }).formatToParts(instant).find((part) => part.type === "timeZoneName")?.value ?? zone;
  return (
    <span className="mt-1 block text-sm text-muted" data-testid="device-time">
      {t("deviceTime", { time: here, zone: zoneName })}
    </span>
  );
}
