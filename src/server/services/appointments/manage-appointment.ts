import "server-only";

import { and, desc, eq, inArray } from "drizzle-orm";

import { visitPolicy } from "~/config/visit-policy";
import type { Locale } from "~/i18n/locales";
import { beirutTime } from "~/lib/beirut-time";
import { beirutDate } from "~/lib/calendar-date";
import type { Database } from "~/server/db/client";
import { appointments, payments, services } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { PaymentProvider } from "~/server/payments/provider";
import { serviceNameIn } from "../catalogue/service-translations";
import { RefundUnderWayError } from "../orders/refund-claim";
import { cancelAppointment } from "./cancel-appointment";
import { CHANGED_MEANWHILE, rescheduleAppointment } from "./reschedule-appointment";
import { isVideoVisit, parentWindow } from "./video-window";
import { checkManageToken } from "./manage-link";

const HOUR = 3600_000;

export type ManagedVisit = {
  id: string;
  /** In the language asked for, else the one the visit was booked in (English where not translated). */
  serviceName: string;
  patientName: string;
  startsAt: Date;
  endsAt: Date;
  type: string;
  status: (typeof appointments.$inferSelect)["status"];
  /** Raised by every change (the calendar invitation's sequence): a form sends it back. */
  version: number;
  /** A confirmed online visit's room: when it opens to the parent and closes (decision 048). */
  video: { opensAt: Date; closesAt: Date } | null;
  /** What cancelling now would do, by the clinic's policy; null when it cannot be cancelled. */
  cancel: { refundCents: number | null; reason?: never } | { refundCents?: never; reason: string };
  /** How many more times the parent may move it themselves, or why they cannot now. */
  reschedule: { left: number; reason?: never } | { left?: never; reason: string };
  /** Once cancelled: what was refunded to the card (null: nothing). */
  refundedCents: number | null;
  /** Whether its e-mails reach the parent (an address was given when booking). */
  emailed: boolean;
};

function rescheduleOption(visit: { status: string; startsAt: Date; parentReschedules: number }, now: Date): ManagedVisit["reschedule"] {
  if (visit.status !== "confirmed") return { reason: "Only a confirmed appointment can be moved." };
  if (visit.startsAt.getTime() - now.getTime() < visitPolicy.rescheduleUntilHours * HOUR) {
    return { reason: `It is less than ${visitPolicy.rescheduleUntilHours} hours away: to change the time, please call or WhatsApp the clinic.` };
  }
  const left = visitPolicy.maxReschedules - visit.parentReschedules;
  if (left <= 0) return { reason: `You have moved it ${visitPolicy.maxReschedules} times already: to change it again, please call or WhatsApp the clinic.` };
  return { left };
}

/**
 * The clinic's cancellation rule for a visit the parent gives up: what was paid comes back in full
 * when it is cancelled at least `freeCancellationHours` ahead, nothing later (null: no refund).
 */
export function refundOnCancel(startsAt: Date, paidCents: number | null, now: Date): number | null {
  const inTime = startsAt.getTime() - now.getTime() >= visitPolicy.freeCancellationHours * HOUR;
  return paidCents !== null && inTime ? paidCents : null;
}

/** What the parent may do with their visit now, and why not when they may not. */
function cancelOption(visit: { status: string; startsAt: Date }, paidCents: number | null, now: Date): ManagedVisit["cancel"] {
  if (visit.status === "cancelled") return { reason: "This appointment is cancelled." };
  if (visit.status !== "confirmed") return { reason: `This appointment is ${visit.status.replace("_", "-")}: it cannot be cancelled here.` };
  if (visit.startsAt.getTime() <= now.getTime()) return { reason: "This appointment has started: please call the clinic." };
  return { refundCents: refundOnCancel(visit.startsAt, paidCents, now) };
}

/** What was paid for a visit (its newest paid payment), null when nothing was. */
export async function paidCentsOf(db: Database, appointmentId: string): Promise<number | null> {
  const [payment] = await db
    .select({ amountCents: payments.amountCents })
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), eq(payments.status, "paid")))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return payment?.amountCents ?? null;
}

function refuseLink(access: "expired" | "invalid"): never {
  throw new AppError(
    "FORBIDDEN",
    access === "expired"
      ? "This link has expired: the appointment is over. For anything else, please call or WhatsApp the clinic."
      : "This link is not valid. Please use the link in your latest e-mail from the clinic, or call us.",
  );
}

/**
 * The visit a manage link opens, with what the parent may do; a tampered or expired link opens
 * nothing. `locale` is the language of the page showing it; without one, the visit's own.
 */
export async function readManagedAppointment({
  db,
  appointmentId,
  token,
  locale,
  now = new Date(),
}: {
  db: Database;
  appointmentId: string;
  token: string;
  locale?: Locale;
  now?: Date;
}): Promise<ManagedVisit> {
  const access = checkManageToken(appointmentId, token, now.getTime());
  if (access !== "valid") refuseLink(access);
  const [row] = await db
    .select({ appointment: appointments, serviceName: services.name })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .where(eq(appointments.id, appointmentId));
  if (!row) throw new AppError("NOT_FOUND", "This appointment no longer exists. Please call the clinic.");
  const { appointment } = row;
  return {
    id: appointment.id,
    serviceName: await serviceNameIn(db, { id: appointment.serviceId, name: row.serviceName }, locale ?? appointment.locale),
    patientName: appointment.patientName,
    startsAt: appointment.startsAt,
    endsAt: appointment.endsAt,
    type: appointment.type,
    status: appointment.status,
    version: appointment.sequence,
    video: isVideoVisit(appointment) ? parentWindow(appointment) : null,
    cancel: cancelOption(appointment, await paidCentsOf(db, appointmentId), now),
    reschedule: rescheduleOption(appointment, now),
    refundedCents: appointment.status === "cancelled" ? await refundedCentsOf(db, appointmentId) : null,
    emailed: appointment.patientEmail !== null,
  };
}

/**
 * The parent cancels from their link. By the clinic's policy, at least a day before → refunded in
 * full through the provider; later → no refund (the page said so before they confirmed). Pressing
 * twice, or in two tabs, cancels once and answers the same.
 */
export async function cancelByParent({
  db,
  provider,
  appointmentId,
  token,
  now = new Date(),
}: {
  db: Database;
  provider: PaymentProvider;
  appointmentId: string;
  token: string;
  now?: Date;
}): Promise<{ status: "cancelled"; refundedCents: number | null }> {
  const visit = await readManagedAppointment({ db, appointmentId, token, now });
  if (visit.status === "cancelled") return { status: "cancelled", refundedCents: await refundedCentsOf(db, appointmentId) };
  if (visit.cancel.reason) throw new AppError("CONFLICT", visit.cancel.reason);
  try {
    const result = await cancelAppointment({ db, provider, actorId: null, appointmentId, refund: visit.cancel.refundCents !== null, reason: "Cancelled by the parent" });
    return { status: "cancelled", refundedCents: result.refunded?.amountCents ?? null };
  } catch (error) {
    // The other tab's press won the race: the visit is cancelled (or its refund is under way and it
    // will be in a moment), which is what this one asked.
    const waitMs = error instanceof RefundUnderWayError ? OTHER_PRESS_WAIT_MS : 0;
    if (await cancelledWithin(db, appointmentId, waitMs)) return { status: "cancelled", refundedCents: await refundedCentsOf(db, appointmentId) };
    throw error;
  }
}

/** Longer than the payment provider may take to answer a refund. */
const OTHER_PRESS_WAIT_MS = 20_000;

/** Whether the appointment is cancelled now, or becomes so within `waitMs` (another request is finishing it). */
async function cancelledWithin(db: Database, appointmentId: string, waitMs: number): Promise<boolean> {
  const until = Date.now() + waitMs;
  for (;;) {
    const [current] = await db.select({ status: appointments.status }).from(appointments).where(eq(appointments.id, appointmentId));
    if (current?.status === "cancelled") return true;
    if (current?.status !== "confirmed" && current?.status !== "pending") return false;
    if (Date.now() >= until) return false;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function refundedCentsOf(db: Database, appointmentId: string): Promise<number | null> {
  const [payment] = await db
    .select({ refundedCents: payments.refundedCents })
    .from(payments)
    .where(and(eq(payments.appointmentId, appointmentId), inArray(payments.status, ["refunded"])))
    .limit(1);
  return payment?.refundedCents ?? null;
}

/**
 * The parent moves their visit to another free slot, by the clinic's policy (until a day before,
 * a limited number of times), with the booking's database guarantee. Sending the same move twice
 * (a double press) answers the same without moving again.
 */
export async function rescheduleByParent({
  db,
  appointmentId,
  token,
  date,
  startTime,
  version,
  now = new Date(),
}: {
  db: Database;
  appointmentId: string;
  token: string;
  date: string;
  startTime: string;
  version?: number;
  now?: Date;
}): Promise<{ status: "moved"; startsAt: Date }> {
  const visit = await readManagedAppointment({ db, appointmentId, token, now });
  if (visit.status === "confirmed" && beirutDate(visit.startsAt) === date && beirutTime(visit.startsAt) === startTime) return { status: "moved", startsAt: visit.startsAt };
  if (version !== undefined && version !== visit.version) {
    throw new AppError("CONFLICT", CHANGED_MEANWHILE);
  }
  if (visit.reschedule.reason) throw new AppError("CONFLICT", visit.reschedule.reason);
  const { appointment } = await rescheduleAppointment({ db, actorId: null, appointmentId, date, startTime, expectedVersion: visit.version, now });
  return { status: "moved", startsAt: appointment.startsAt };
}
