import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";

import { BrandFrame } from "~/components/layout/brand-frame";
import { buttonClasses } from "~/components/ui/button-classes";
import { clinic } from "~/config/clinic";
import { beirutTime, formatBeirutDateTime } from "~/lib/beirut-time";
import { formatPrice } from "~/lib/money";
import { NOTES_MAX_LENGTH, ZWaitlistOffer } from "~/schemas/appointments";
import { AppError } from "~/server/errors";
import { readWaitlistOffer, type WaitlistOfferView } from "~/server/services/appointments/waitlist-offer";
import { listServices } from "~/server/services/catalogue/list-services";
import { serverContext } from "~/trpc/server";

export const metadata: Metadata = { title: "A time has freed up", robots: { index: false } };
// Per visitor and per request: it depends on the signed link and the database.
export const instant = false;

const FAILED: Record<string, string> = {
  taken: "Another family on the waiting list booked this time first. You stay on the list for other times of this day.",
  lapsed: "The time kept for you ran out before it was booked. If it is still free, you can book it on the booking page.",
  service: "Please choose a service.",
  payment: "Card payments are unavailable just now, so nothing was booked. Please try again in a few minutes, or call the clinic.",
  other: "Nothing was booked. Please try again, or call the clinic.",
};

function Refusal({ message }: { message: string }) {
  return (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">This link cannot open an offer</h1>
      <p className="mt-3 text-muted">{message}</p>
      <Link href="/appointment" className={`${buttonClasses("secondary", "md")} mt-8`}>
        Book an appointment
      </Link>
    </BrandFrame>
  );
}

const STATE_TEXT: Record<Exclude<WaitlistOfferView["state"], "held">, string> = {
  booked: "You booked this time with this link.",
  taken: "Another family on the waiting list booked this time first. You stay on the list for other times of this day.",
  lapsed: "The minutes this time was kept for you have run out.",
};

/**
 * A freed time offered to a waiting parent, from the signed link of its e-mail (decision 029):
 * the time, until when it is kept, and a plain form that books it (the parent's name and contact
 * are those they waited with) and goes to the payment page. Works before or without scripts.
 */
export default async function WaitlistOfferPage({ params, searchParams }: { params: Promise<{ offerId: string }>; searchParams: Promise<{ t?: string; failed?: string }> }) {
  await connection();
  const { offerId } = await params;
  const { t = "", failed } = await searchParams;
  const input = ZWaitlistOffer.safeParse({ offerId, token: t });
  if (!input.success) return <Refusal message="This link is not valid. Please use the link in the clinic's e-mail, or call us." />;
  const { db } = await serverContext();
  let offer: WaitlistOfferView;
  try {
    offer = await readWaitlistOffer({ db, ...input.data });
  } catch (error) {
    if (error instanceof AppError) return <Refusal message={error.message} />;
    throw error;
  }
  const when = formatBeirutDateTime(offer.startsAt);
  const services = offer.state === "held" ? await listServices({ db, onlineOnly: true }) : [];

  return (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">{offer.state === "held" ? "A time has freed up for you" : "A time from the waiting list"}</h1>
      {failed ? (
        <p role="alert" className="mt-4 rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {FAILED[failed] ?? FAILED.other}
        </p>
      ) : null}
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-start text-navy">
        <dt className="text-muted">When</dt>
        <dd className="font-semibold">{when}</dd>
        <dt className="text-muted">For</dt>
        <dd>{offer.patientName}</dd>
        <dt className="text-muted">E-mail</dt>
        <dd>
          <bdi>{offer.email}</bdi>
        </dd>
      </dl>
      {offer.state === "held" ? (
        <form method="post" action={`/api/appointments/waitlist/${offer.id}/claim?${new URLSearchParams({ t, from: "page" })}`} className="mt-6 text-start">
          <p className="rounded-2xl bg-cream p-4 text-navy ring-1 ring-orange-100">
            Kept for you until <strong>{beirutTime(offer.expiresAt)}</strong> (Beirut time). Book it and pay before then and it is yours.
          </p>
          <fieldset className="mt-5">
            <legend className="text-sm font-semibold text-navy">Service (online video consultation)</legend>
            <div className="mt-2 flex flex-col gap-2">
              {services.map((service, index) => (
                <label key={service.id} className="flex items-center gap-3 rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-navy has-[:checked]:border-primary has-[:checked]:bg-primary/10">
                  <input type="radio" name="service" value={service.id} required defaultChecked={index === 0 && services.length === 1} />
                  <span className="flex-1">{service.name}</span>
                  <span className="font-semibold tabular-nums">{formatPrice(service.priceOnlineCents)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <label className="mt-5 block text-sm font-semibold text-navy">
            Notes for the doctor <span className="font-normal text-muted">(optional)</span>
            <textarea name="notes" rows={3} maxLength={NOTES_MAX_LENGTH} className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3.5 py-2.5 text-base font-normal" />
          </label>
          <button type="submit" className={`${buttonClasses("primary", "lg", "w-full")} mt-6`}>
            Book and pay
          </button>
        </form>
      ) : (
        <>
          <p className="mt-6 text-navy">{STATE_TEXT[offer.state]}</p>
          {offer.state === "booked" && offer.checkoutUrl ? (
            <a href={offer.checkoutUrl} className={`${buttonClasses("primary", "md")} mt-6`}>
              Go to the payment
            </a>
          ) : offer.state === "booked" ? null : (
            <Link href="/appointment" className={`${buttonClasses("secondary", "md")} mt-6`}>
              See the free times
            </Link>
          )}
        </>
      )}
      <p className="mt-8 text-sm text-muted">
        Questions? <a href={`tel:${clinic.phone.e164}`} className="font-semibold text-primary-dark underline underline-offset-2"><bdi>{clinic.phone.display}</bdi></a>
      </p>
    </BrandFrame>
  );
}
