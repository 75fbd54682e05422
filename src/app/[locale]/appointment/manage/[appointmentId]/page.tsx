import type { Metadata } from "next";
import Link from "next/link";
import { connection } from "next/server";

import { BrandFrame } from "~/components/layout/brand-frame";
import { buttonClasses } from "~/components/ui/button-classes";
import { clinic } from "~/config/clinic";
import { visitPolicy } from "~/config/visit-policy";
import { formatBeirutDateTime } from "~/lib/beirut-time";
import { formatPrice } from "~/lib/money";
import { beirutDate } from "~/lib/calendar-date";
import { ZCalendarDate, ZManageAppointment } from "~/schemas/appointments";
import { AppError } from "~/server/errors";
import { listTimeSlots } from "~/server/services/appointments/list-time-slots";
import { readManagedAppointment, type ManagedVisit } from "~/server/services/appointments/manage-appointment";
import { serverContext } from "~/trpc/server";

export const metadata: Metadata = { title: "Your appointment", robots: { index: false } };
// Per visitor and per request, whole: it depends on the signed link and the database.
export const instant = false;

type SearchParams = Promise<{ t?: string; step?: string; done?: string; failed?: string; date?: string }>;

const FAILED: Record<string, string> = {
  payment: "The refund could not be made just now, so nothing was changed. Please try again in a few minutes, or call the clinic.",
  taken: "That time was just taken by another family, so nothing was changed. Please choose another.",
  changed: "The appointment was changed meanwhile (in another tab, or by the clinic), so nothing was changed here. Here it is as it stands now.",
  other: "Nothing was changed. Please try again, or call the clinic.",
};

/** The day's free times for a move, or why there are none to show. */
async function freeTimesOn(db: Parameters<typeof listTimeSlots>[0]["db"], date: string | undefined) {
  if (!date) return null;
  const day = ZCalendarDate.safeParse(date);
  if (!day.success || day.data < beirutDate(new Date())) return { date, times: [], problem: "Please choose a day from today on." };
  const { slots } = await listTimeSlots({ db, date: day.data });
  return { date: day.data, times: slots.filter((s) => s.available).map((s) => s.startTime), problem: null };
}

const STATUS: Record<ManagedVisit["status"], string> = {
  pending: "Waiting for payment",
  confirmed: "Confirmed",
  cancelled: "Cancelled",
  expired: "Not paid in time",
  completed: "Completed",
  no_show: "Missed",
};

function Refusal({ message }: { message: string }) {
  return (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">This link cannot open an appointment</h1>
      <p className="mt-3 text-muted">{message}</p>
      <p className="mt-3 text-muted">
        Phone or WhatsApp: <a href={`tel:${clinic.phone.e164}`} className="font-semibold text-primary-dark underline underline-offset-2"><bdi>{clinic.phone.display}</bdi></a>
      </p>
      <Link href="/" className={`${buttonClasses("secondary", "md")} mt-8`}>
        Back to the home page
      </Link>
    </BrandFrame>
  );
}

/**
 * A parent's visit, from the signed link in their e-mails (no account): what, when, the video
 * call, and cancelling by the clinic's policy, stated before they confirm. Plain links and a plain
 * form, so it works before (or without) the page's scripts.
 */
export default async function ManageAppointmentPage({ params, searchParams }: { params: Promise<{ appointmentId: string }>; searchParams: SearchParams }) {
  await connection();
  const { appointmentId } = await params;
  const { t = "", step, done, failed, date } = await searchParams;
  const input = ZManageAppointment.safeParse({ appointmentId, token: t });
  if (!input.success) return <Refusal message="This link is not valid. Please use the link in your latest e-mail from the clinic, or call us." />;
  const { db } = await serverContext();
  let visit: ManagedVisit;
  try {
    visit = await readManagedAppointment({ db, ...input.data });
  } catch (error) {
    if (error instanceof AppError) return <Refusal message={error.message} />;
    throw error;
  }
  const here = (extra: Record<string, string> = {}) => `/appointment/manage/${visit.id}?${new URLSearchParams({ t, ...extra })}`;
  const when = formatBeirutDateTime(visit.startsAt);
  const confirming = step === "cancel" && !visit.cancel.reason;
  const moving = step === "reschedule" && !visit.reschedule.reason;
  const free = moving ? await freeTimesOn(db, date) : null;

  return (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">{visit.status === "cancelled" ? "Your appointment is cancelled" : "Your appointment"}</h1>
      {done === "cancelled" || done === "moved" ? (
        <p role="status" className="mt-4 rounded-2xl bg-emerald-50 p-4 text-navy ring-1 ring-emerald-200">
          {done === "cancelled"
            ? "Cancelled. We have e-mailed you the confirmation; the time is free for another family."
            : "Moved. We have e-mailed you the new time with a calendar file that updates your calendar."}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-4 rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {FAILED[failed] ?? FAILED.other}
        </p>
      ) : null}
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-navy">
        <dt className="text-muted">Service</dt>
        <dd className="font-semibold">{visit.serviceName}</dd>
        <dt className="text-muted">For</dt>
        <dd>{visit.patientName}</dd>
        <dt className="text-muted">When</dt>
        <dd>{when}</dd>
        <dt className="text-muted">Type</dt>
        <dd>{visit.type}</dd>
        <dt className="text-muted">Status</dt>
        <dd>{STATUS[visit.status]}</dd>
      </dl>
      {visit.meetingLink ? (
        <a href={visit.meetingLink} className={`${buttonClasses("primary", "md")} mt-6`} rel="noopener">
          Join the video call
        </a>
      ) : null}

      {moving ? (
        <section aria-labelledby="move-heading" className="mt-8 rounded-2xl bg-cream p-4 text-start ring-1 ring-orange-100">
          <h2 id="move-heading" className="text-lg font-bold text-navy">
            Move this appointment
          </h2>
          <p className="mt-2 text-sm text-navy">
            You can move it {visit.reschedule.left === 1 ? "once more" : `${visit.reschedule.left} more times`}, until {visitPolicy.rescheduleUntilHours} hours before it.
          </p>
          <form method="get" action={`/appointment/manage/${visit.id}`} className="mt-4 flex flex-wrap items-end gap-3">
            <input type="hidden" name="t" value={t} />
            <input type="hidden" name="step" value="reschedule" />
            <label className="flex flex-col gap-1 text-sm font-semibold text-navy">
              Day
              <input type="date" name="date" required min={beirutDate(new Date())} defaultValue={free?.date ?? ""} className="rounded-xl border border-slate-300 bg-white px-3 py-2 font-normal" />
            </label>
            <button type="submit" className={buttonClasses("secondary", "md")}>
              Show free times
            </button>
          </form>
          {free?.problem ? (
            <p role="alert" className="mt-3 text-sm text-red-700">
              {free.problem}
            </p>
          ) : free && free.times.length === 0 ? (
            <p className="mt-3 text-sm text-muted">No free time on this day. Please choose another.</p>
          ) : free ? (
            <form method="post" action={`/api/appointments/manage/${visit.id}/reschedule?${new URLSearchParams({ t, from: "page" })}`} className="mt-4">
              <input type="hidden" name="date" value={free.date} />
              <input type="hidden" name="version" value={visit.version} />
              <fieldset>
                <legend className="text-sm font-semibold text-navy">Free times (Beirut time)</legend>
                <div className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-4">
                  {free.times.map((time) => (
                    <label key={time} className="flex items-center justify-center gap-2 rounded-xl border border-slate-300 bg-white px-2 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10">
                      <input type="radio" name="startTime" value={time} required />
                      <bdi>{time}</bdi>
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="mt-4 flex flex-wrap gap-3">
                <button type="submit" className={buttonClasses("primary", "md")}>
                  Move it to this time
                </button>
                <Link href={here()} className={buttonClasses("secondary", "md")}>
                  Keep the current time
                </Link>
              </div>
            </form>
          ) : null}
        </section>
      ) : confirming ? (
        <section aria-labelledby="cancel-heading" className="mt-8 rounded-2xl bg-cream p-4 ring-1 ring-orange-100">
          <h2 id="cancel-heading" className="text-lg font-bold text-navy">
            Cancel this appointment?
          </h2>
          <p className="mt-2 text-navy">
            {visit.cancel.refundCents != null
              ? `You cancel more than ${visitPolicy.freeCancellationHours} hours ahead: the ${formatPrice(visit.cancel.refundCents)} you paid is refunded in full to your card (banks take 5 to 10 days to show it).`
              : `You cancel less than ${visitPolicy.freeCancellationHours} hours before the appointment: by the clinic's policy, nothing is refunded.`}
          </p>
          <form method="post" action={`/api/appointments/manage/${visit.id}/cancel?${new URLSearchParams({ t, from: "page" })}`} className="mt-4 flex flex-wrap gap-3">
            <button type="submit" className={buttonClasses("primary", "md")}>
              Yes, cancel it
            </button>
            <Link href={here()} className={buttonClasses("secondary", "md")}>
              No, keep it
            </Link>
          </form>
        </section>
      ) : visit.cancel.reason ? (
        visit.status === "cancelled" ? null : <p className="mt-8 text-muted">{visit.cancel.reason}</p>
      ) : (
        <div className="mt-8 flex flex-col gap-2">
          <div className="flex flex-wrap justify-center gap-3">
            {visit.reschedule.left ? (
              <Link href={here({ step: "reschedule" })} className={buttonClasses("secondary", "md")}>
                Move to another time
              </Link>
            ) : null}
            <Link href={here({ step: "cancel" })} className={buttonClasses("secondary", "md")}>
              Cancel this appointment
            </Link>
          </div>
          <p className="text-sm text-muted">
            Cancelling at least {visitPolicy.freeCancellationHours} hours ahead refunds it in full.{" "}
            {visit.reschedule.reason ?? `You can move it yourself until ${visitPolicy.rescheduleUntilHours} hours before.`}
          </p>
        </div>
      )}
      <p className="mt-8 text-sm text-muted">
        Questions? <a href={`tel:${clinic.phone.e164}`} className="font-semibold text-primary-dark underline underline-offset-2"><bdi>{clinic.phone.display}</bdi></a> or{" "}
        <a href={`mailto:${clinic.email}`} className="font-semibold text-primary-dark underline underline-offset-2">{clinic.email}</a>
      </p>
    </BrandFrame>
  );
}
