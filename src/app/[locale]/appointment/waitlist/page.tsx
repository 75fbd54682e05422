import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";

import { WaitlistForm } from "~/components/appointments/waitlist-form";
import { BrandFrame } from "~/components/layout/brand-frame";
import { buttonClasses } from "~/components/ui/button-classes";
import { waitlistPolicy } from "~/config/visit-policy";
import { listFullDays } from "~/server/services/appointments/waitlist";
import { serverContext } from "~/trpc/server";

export const metadata: Metadata = {
  title: "Waiting list",
  description: "A day you want is fully booked? Join its waiting list: when a time frees up, we e-mail you a link that keeps it for you.",
};
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
  const days = await listFullDays({ db });
  return (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">Join the waiting list</h1>
      <p className="mt-3 text-muted">
        A day you want is fully booked? When one of its times frees up, we e-mail the first families waiting a link that keeps it
        for them for {waitlistPolicy.holdMinutes} minutes. The first to book it has it.
      </p>
      {days.length === 0 ? (
        <>
          <p className="mt-6 text-navy">No day is fully booked at the moment: you can choose a free time now.</p>
          <Link href="/appointment" className={`${buttonClasses("primary", "md")} mt-6`}>
            Book an appointment
          </Link>
        </>
      ) : (
        <WaitlistForm days={days} initialDate={date && days.includes(date) ? date : null} />
      )}
    </BrandFrame>
  );
}
