import type { Metadata } from "next";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";

import { BOOKING_FORM_PARTS } from "~/components/appointments/booking-form-parts";
import { ClientMessages } from "~/components/layout/client-messages";
import { WaitlistForm } from "~/components/appointments/waitlist-form";
import { BrandFrame } from "~/components/layout/brand-frame";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClasses } from "~/components/ui/button-classes";
import { waitlistPolicy } from "~/config/visit-policy";
import { listFullDays } from "~/server/services/appointments/waitlist";
import { serverContext } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("booking.waitlist.meta");
  return { title: t("title"), description: t("description") };
}
// Which days are full changes with every booking: read per request.
export const instant = false;

/**
 * The waiting list of full days (decision 029): the days to choose from are today's full ones,
 * and `?date=` (the booking calendar's link) chooses one.
 */
export default async function WaitlistPage({ searchParams }: { searchParams: Promise<{ date?: string }> }) {
  await connection();
  const { date } = await searchParams;
  const { db } = await serverContext();
  const [days, t] = await Promise.all([listFullDays({ db }), getTranslations("booking.waitlist")]);
  return (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">{t("title")}</h1>
      <p className="mt-3 text-muted">{t("intro", { minutes: waitlistPolicy.holdMinutes })}</p>
      {days.length === 0 ? (
        <>
          <p className="mt-6 text-navy">{t("noFullDay")}</p>
          <SiteLink href="/appointment" className={`${buttonClasses("primary", "md")} mt-6`}>
            {t("book")}
          </SiteLink>
        </>
      ) : (
        <ClientMessages parts={BOOKING_FORM_PARTS}>
          <WaitlistForm days={days} initialDate={date && days.includes(date) ? date : null} />
        </ClientMessages>
      )}
    </BrandFrame>
  );
}
