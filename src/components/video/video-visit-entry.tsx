"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState } from "react";

import { formatBeirutClock } from "~/components/appointments/calendar-dates";
import { buttonClasses } from "~/components/ui/button-classes";
import type { Locale } from "~/i18n/locales";

const MINUTE = 60_000;

/** "1 h 05 min" / "12 min" in the page's language. */
function countdown(ms: number, locale: Locale): string {
  const minutes = Math.max(1, Math.ceil(ms / MINUTE));
  const unit = (value: number, kind: "hour" | "minute") =>
    new Intl.NumberFormat(locale === "ar" ? "ar-LB-u-nu-latn" : locale, { style: "unit", unit: kind, unitDisplay: "short" }).format(value);
  const hours = Math.floor(minutes / 60);
  return hours > 0 ? `${unit(hours, "hour")} ${unit(minutes % 60, "minute")}` : unit(minutes, "minute");
}

/**
 * "Join the video visit" on a visit's page and in "My appointments" (decision 048): from 15
 * minutes before the visit until its room closes; before, when it opens (a countdown in the last
 * day). The join leads to the check page, which mints the room's token.
 */
export function VideoVisitEntry({ href, opensAt, closesAt, now: renderedAt }: { href: string; opensAt: string; closesAt: string; now: string }) {
  const t = useTranslations("video.entry");
  const locale = useLocale() as Locale;
  // The server's time first, so the page hydrates as it was rendered; then the device's, ticking.
  const [now, setNow] = useState(() => new Date(renderedAt).getTime());
  const opens = new Date(opensAt).getTime();
  const closes = new Date(closesAt).getTime();
  useEffect(() => {
    if (now > closes) return;
    const first = setTimeout(() => setNow(Date.now()), 0);
    const timer = setInterval(() => setNow(Date.now()), now < opens - 2 * 60 * MINUTE ? MINUTE : 15_000);
    return () => {
      clearTimeout(first);
      clearInterval(timer);
    };
  }, [now, opens, closes]);

  if (now > closes) return <p className="text-sm text-muted">{t("over")}</p>;
  if (now < opens) {
    return (
      <p className="text-sm text-navy" role="timer" aria-live="off" data-testid="video-countdown">
        {opens - now < 24 * 60 * MINUTE ? t("opensIn", { time: countdown(opens - now, locale) }) : t("opensAt", { time: formatBeirutClock(new Date(opens), locale) })}
      </p>
    );
  }
  return (
    <a href={href} className={buttonClasses("primary", "md")} data-testid="join-video">
      {t("join")}
    </a>
  );
}
