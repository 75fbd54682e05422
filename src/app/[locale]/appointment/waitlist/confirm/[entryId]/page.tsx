import type { Metadata } from "next";
import { connection } from "next/server";
import { getLocale, getTranslations } from "next-intl/server";

import { formatLongDate } from "~/components/appointments/calendar-dates";
import { BrandFrame } from "~/components/layout/brand-frame";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClasses } from "~/components/ui/button-classes";
import { waitlistPolicy } from "~/config/visit-policy";
import type { Locale } from "~/i18n/locales";
import { ZConfirmWaitlistPlace } from "~/schemas/appointments";
import { errorMessageIn } from "~/server/error-language";
import { AppError } from "~/server/errors";
import { readWaitlistPlace, type WaitlistPlaceView } from "~/server/services/appointments/waitlist-confirmation";
import { serverContext } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("booking.placeConfirm");
  return { title: t("metaTitle"), robots: { index: false } };
}
// Per visitor and per request: it depends on the signed link and the database.
export const instant = false;

async function Refusal({ message }: { message: string }) {
  const t = await getTranslations("booking.placeConfirm");
  return (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">{t("refusalTitle")}</h1>
      <p className="mt-3 text-muted">{message}</p>
      <SiteLink href="/appointment/waitlist" className={`${buttonClasses("secondary", "md")} mt-8`}>
        {t("joinAgain")}
      </SiteLink>
    </BrandFrame>
  );
}

/**
 * The link e-mailed to a parent who joined a waiting list (decision 037): the place it names and
 * a plain form that confirms it (a mail scanner opening the link confirms nothing); once
 * confirmed, the place in line and what happens next. Works before or without scripts.
 */
export default async function ConfirmWaitlistPlacePage({ params, searchParams }: { params: Promise<{ entryId: string }>; searchParams: Promise<{ t?: string }> }) {
  await connection();
  const { entryId } = await params;
  const { t: token = "" } = await searchParams;
  const [t, locale] = await Promise.all([getTranslations("booking.placeConfirm"), getLocale() as Promise<Locale>]);
  const input = ZConfirmWaitlistPlace.safeParse({ entryId, token });
  if (!input.success) return <Refusal message={t("invalidLink")} />;
  const { db } = await serverContext();
  let place: WaitlistPlaceView;
  try {
    place = await readWaitlistPlace({ db, ...input.data });
  } catch (error) {
    if (error instanceof AppError) return <Refusal message={await errorMessageIn(locale, error.message)} />;
    throw error;
  }
  const day = formatLongDate(place.date, locale);

  return (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">{place.state === "unconfirmed" ? t("title") : t("titleConfirmed")}</h1>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-start text-navy">
        <dt className="text-muted">{t("day")}</dt>
        <dd className="font-semibold">{day}</dd>
        <dt className="text-muted">{t("for")}</dt>
        <dd>{place.patientName}</dd>
        <dt className="text-muted">{t("email")}</dt>
        <dd>
          <bdi dir="ltr">{place.email}</bdi>
        </dd>
      </dl>
      {place.state === "unconfirmed" ? (
        <form method="post" action={`/api/appointments/waitlist/confirm/${place.id}?${new URLSearchParams({ t: token, from: "page" })}`} className="mt-6 text-start">
          <input type="hidden" name="confirm" value="1" />
          <p className="text-navy">{t("explain")}</p>
          <button type="submit" className={`${buttonClasses("primary", "lg", "w-full sm:w-auto")} mt-6`}>
            {t("submit")}
          </button>
        </form>
      ) : place.state === "booked" ? (
        <p className="mt-6 text-navy">{t("booked")}</p>
      ) : (
        <div role="status" className="mt-6 rounded-2xl bg-emerald-50 p-4 text-navy ring-1 ring-emerald-200">
          <p className="font-semibold">{place.place === 1 ? t("first") : t("place", { place: place.place ?? 0 })}</p>
          <p className="mt-2">{t("next", { minutes: waitlistPolicy.holdMinutes })}</p>
        </div>
      )}
    </BrandFrame>
  );
}
