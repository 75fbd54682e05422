import "server-only";

import { eq } from "drizzle-orm";

import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { appointments } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import { recordWhatsAppChoice, whatsAppAvailable, whatsAppOptedIn } from "~/server/messaging/whatsapp-opt-in";
import { readManagedAppointment } from "./manage-appointment";

export const WHATSAPP_UNAVAILABLE = "The clinic does not send WhatsApp messages.";

/** The visit's phone and address, once its signed link was checked. */
async function linkedVisit(db: Database, appointmentId: string, token: string) {
  await readManagedAppointment({ db, appointmentId, token });
  const [visit] = await db.select({ phone: appointments.patientPhone, email: appointments.patientEmail }).from(appointments).where(eq(appointments.id, appointmentId));
  if (!visit?.phone) throw new AppError("NOT_FOUND", "This appointment no longer exists. Please call the clinic.");
  return visit;
}

/** Whether the clinic sends WhatsApp messages at all: the booking form offers them only then. */
export function readWhatsAppOffered() {
  return { offered: whatsAppAvailable() };
}

/** Whether WhatsApp is offered, and whether the visit's number chose it (decision 053): the manage page's toggle. */
export async function readWhatsAppChoiceByLink({ db, appointmentId, token }: { db: Database; appointmentId: string; token: string }) {
  const visit = await linkedVisit(db, appointmentId, token);
  return { available: whatsAppAvailable(), optedIn: whatsAppAvailable() && (await whatsAppOptedIn(db, visit.phone)) };
}

/**
 * The parent turns WhatsApp on or off for their visit's number from its signed link: recorded
 * (with the wording's version when turned on) and audited in one transaction. The same choice
 * twice records it once.
 */
export async function setWhatsAppChoiceByLink({
  db,
  appointmentId,
  token,
  optIn,
  wordingVersion,
}: {
  db: Database;
  appointmentId: string;
  token: string;
  optIn: boolean;
  wordingVersion?: string;
}) {
  if (!whatsAppAvailable()) throw new AppError("NOT_FOUND", WHATSAPP_UNAVAILABLE);
  const visit = await linkedVisit(db, appointmentId, token);
  await db.transaction(async (tx) => {
    if ((await whatsAppOptedIn(tx, visit.phone)) === optIn) return;
    await recordWhatsAppChoice(tx, { phone: visit.phone, action: optIn ? "given" : "withdrawn", appointmentId, wordingVersion, page: "manage page" });
    // The number itself stays out of the audit log: the visit names it.
    await recordChange(tx, {
      byParent: { via: "manage link", email: visit.email },
      action: optIn ? "turn on WhatsApp messages" : "turn off WhatsApp messages",
      entity: "appointment",
      entityId: appointmentId,
      before: { whatsapp: !optIn },
      after: { whatsapp: optIn },
    });
  });
  return { available: true, optedIn: optIn };
}
