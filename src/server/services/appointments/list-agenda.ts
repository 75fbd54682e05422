import "server-only";

import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, or, sql } from "drizzle-orm";

import { addDays, beirutDate, beirutInstant, beirutTime } from "~/lib/beirut-time";
import type { TAgendaQuery } from "~/schemas/admin/agenda";
import type { Database } from "~/server/db/client";
import { ageAtVisit } from "~/lib/age-at-visit";
import { appointments, children, payments, services, users, whatsappInbound, whatsappMessages } from "~/server/db/schema";

const SEARCH_LIMIT = 50;

/** Escapes LIKE's wildcards in what staff typed. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type ChildColumns = {
  childRecordId: string | null;
  childFirstName: string | null;
  childLastName: string | null;
  childBorn: string | null;
  guestChildBorn: string | null;
  medicalAlerts: string | null;
};

/**
 * Who the visit is for, for staff only: the child record (its id for the child's page, its alerts)
 * or a guest's child kept with the visit (decision 046), with the age on the visit's Beirut day.
 */
export function visitChild(visit: { startsAt: Date; patientName: string }, c: ChildColumns) {
  if (c.childRecordId) {
    const dateOfBirth = c.childBorn;
    return {
      id: c.childRecordId,
      name: `${c.childFirstName ?? ""} ${c.childLastName ?? ""}`.trim(),
      dateOfBirth,
      age: dateOfBirth ? ageAtVisit(dateOfBirth, visit.startsAt) : null,
      medicalAlerts: c.medicalAlerts?.trim() || null,
    };
  }
  if (c.guestChildBorn) {
    return { id: null, name: visit.patientName, dateOfBirth: c.guestChildBorn, age: ageAtVisit(c.guestChildBorn, visit.startsAt), medicalAlerts: null };
  }
  return null;
}

/**
 * The agenda: the appointments of a Beirut day or week in time order, or — with a search by name,
 * phone, e-mail or order number — the 50 latest matching ones of any date. Each row carries its
 * newest payment (amount, status, order number).
 */
export async function listAgenda(db: Database, query: TAgendaQuery) {
  // Each appointment's newest payment attempt (a retry makes a new order).
  const latestPayment = db
    .selectDistinctOn([payments.appointmentId], {
      appointmentId: payments.appointmentId,
      orderId: payments.id,
      status: payments.status,
      amountCents: payments.amountCents,
      currency: payments.currency,
      provider: payments.provider,
    })
    .from(payments)
    .orderBy(payments.appointmentId, desc(payments.createdAt))
    .as("latest_payment");

  const search = query.search?.trim();
  const digits = search?.replace(/\D/g, "") ?? "";
  const where = search
    ? or(
        ilike(appointments.patientName, likeText(search)),
        ilike(appointments.patientEmail, likeText(search)),
        ilike(latestPayment.orderId, likeText(search)),
        // Phone numbers are stored as +9613123456: "03 123 456" and "3123456" both find it.
        digits.length >= 4 ? sql`regexp_replace(${appointments.patientPhone}, '\\D', '', 'g') like ${likeText(digits.replace(/^0+/, ""))}` : undefined,
      )
    : and(gte(appointments.startsAt, beirutInstant(query.from, "00:00")), lt(appointments.startsAt, beirutInstant(addDays(query.from, query.days), "00:00")));

  const rows = await db
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      status: appointments.status,
      type: appointments.type,
      patientName: appointments.patientName,
      patientPhone: appointments.patientPhone,
      patientEmail: appointments.patientEmail,
      notes: appointments.notes,
      staffNote: appointments.staffNote,
      serviceName: services.name,
      childRecordId: children.id,
      childFirstName: children.firstName,
      childLastName: children.lastName,
      childBorn: children.dateOfBirth,
      guestChildBorn: appointments.childDateOfBirth,
      medicalAlerts: children.medicalAlerts,
      parentFirstName: users.firstName,
      parentLastName: users.lastName,
      parentAccountName: users.name,
      payment: {
        orderId: latestPayment.orderId,
        status: latestPayment.status,
        amountCents: latestPayment.amountCents,
        currency: latestPayment.currency,
        provider: latestPayment.provider,
      },
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(latestPayment, eq(latestPayment.appointmentId, appointments.id))
    .leftJoin(children, eq(children.id, appointments.childId))
    // The parent's account, once it proved the visit's e-mail (an unproved one could name anyone).
    // Account e-mails are unique without regard to case (users_email_lower_idx): one at most.
    .leftJoin(users, and(sql`lower(${users.email}) = lower(${appointments.patientEmail})`, eq(users.role, "parent"), isNotNull(users.emailVerified)))
    .where(where)
    .orderBy(search ? desc(appointments.startsAt) : asc(appointments.startsAt))
    .limit(search ? SEARCH_LIMIT : 500);

  const { messages, replies } = await visitMessages(db, rows.map((r) => r.id));
  return rows.map(({ parentFirstName, parentLastName, parentAccountName, childRecordId, childFirstName, childLastName, childBorn, guestChildBorn, medicalAlerts, ...row }) => ({
    ...row,
    child: visitChild(row, { childRecordId, childFirstName, childLastName, childBorn, guestChildBorn, medicalAlerts }),
    parentName: `${parentFirstName ?? ""} ${parentLastName ?? ""}`.trim() || parentAccountName?.trim() || null,
    payment: row.payment?.orderId ? row.payment : null,
    date: beirutDate(row.startsAt),
    time: beirutTime(row.startsAt),
    messages: messages.get(row.id) ?? [],
    latestReply: replies.get(row.id) ?? null,
  }));
}

/** The visits' WhatsApp messages (oldest first) and each one's latest reply (decision 053). */
async function visitMessages(db: Database, ids: string[]) {
  const messages = new Map<string, Array<{ channel: "whatsapp"; template: string; status: (typeof whatsappMessages.$inferSelect)["status"]; fellBackToEmail: boolean; errorCode: number | null; createdAt: Date; updatedAt: Date }>>();
  const replies = new Map<string, { body: string; kind: string; optedOut: boolean; receivedAt: Date }>();
  if (ids.length === 0) return { messages, replies };
  const sent = await db
    .select({ appointmentId: whatsappMessages.appointmentId, template: whatsappMessages.template, status: whatsappMessages.status, fellBackAt: whatsappMessages.fellBackAt, errorCode: whatsappMessages.errorCode, createdAt: whatsappMessages.createdAt, updatedAt: whatsappMessages.updatedAt })
    .from(whatsappMessages)
    .where(inArray(whatsappMessages.appointmentId, ids))
    .orderBy(asc(whatsappMessages.createdAt));
  for (const { appointmentId, fellBackAt, ...message } of sent) {
    const list = messages.get(appointmentId!) ?? [];
    list.push({ channel: "whatsapp", ...message, fellBackToEmail: fellBackAt !== null });
    messages.set(appointmentId!, list);
  }
  const latest = await db
    .selectDistinctOn([whatsappInbound.appointmentId], { appointmentId: whatsappInbound.appointmentId, body: whatsappInbound.body, kind: whatsappInbound.kind, optedOut: whatsappInbound.optedOut, receivedAt: whatsappInbound.receivedAt })
    .from(whatsappInbound)
    .where(inArray(whatsappInbound.appointmentId, ids))
    // Meta stamps replies to the second: the order they arrived in breaks ties.
    .orderBy(whatsappInbound.appointmentId, desc(whatsappInbound.receivedAt), desc(whatsappInbound.createdAt));
  for (const { appointmentId, ...reply } of latest) replies.set(appointmentId!, reply);
  return { messages, replies };
}
