import "server-only";

import { and, eq, inArray, isNotNull, isNull, sql } from "drizzle-orm";

import { recordChange } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { appointments, childAdults, children, consents } from "~/server/db/schema";
import { roomForChildren } from "./manage-children";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** "Lina Haddad" → Lina / Haddad; one word is a first name (the last name stays empty until a parent writes it). */
export function splitChildName(name: string): { firstName: string; lastName: string } {
  const [firstName = "", ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(" ") };
}

const sameChild = (a: { firstName: string; dateOfBirth: string | null }, b: { firstName: string; dateOfBirth: string }) =>
  a.dateOfBirth === b.dateOfBirth && a.firstName.toLocaleLowerCase() === b.firstName.toLocaleLowerCase();

/**
 * A guest's child becomes a child of the account (decision 046) when the booking's address is
 * proved by a code — a sign-in code or a registration's code, entered after the booking: an
 * address typed into the booking form proves nothing. The paid visits booked with `email` that
 * still hold a child's name and date of birth get that child: one of the account's children with
 * the same first name and date of birth, else a new child whose first adult is the account. Up to
 * the account's limit of children; beyond it the visits wait for the next proof.
 */
export async function attachGuestChildren(db: Database | Transaction, { userId, email }: { userId: string; email: string }): Promise<string[]> {
  const address = email.trim().toLowerCase();
  const attached = (await guestVisits(db, address)).length === 0 ? [] : await attachWaitingVisits(db, { userId, address });
  await adoptPastVisitChildren(db, { userId, address });
  return attached;
}

/**
 * The children made from visits booked before children were records (migration 0031, decision
 * 050) that no account holds yet: those whose visits were booked with the proved address join the
 * account as their first adult, within its limit. Archived ones stay as they are.
 */
async function adoptPastVisitChildren(db: Database | Transaction, { userId, address }: { userId: string; address: string }) {
  const orphansQuery = (q: Database | Transaction) =>
    q
      .selectDistinct({ id: children.id, name: sql<string>`${children.firstName} || ' ' || ${children.lastName}` })
      .from(children)
      .innerJoin(appointments, eq(appointments.childId, children.id))
      .where(
        and(
          isNull(children.archivedAt),
          isNull(children.createdBy),
          sql`lower(${appointments.patientEmail}) = ${address}`,
          sql`not exists (select 1 from ${childAdults} where ${childAdults.childId} = ${children.id})`,
        ),
      );
  if ((await orphansQuery(db)).length === 0) return;
  await db.transaction(async (tx) => {
    let room = await roomForChildren(tx, userId);
    for (const orphan of await orphansQuery(tx)) {
      if (room <= 0) return;
      // Two proofs at once: the one role "inviting" per child lets one of them in.
      const [joined] = await tx.insert(childAdults).values({ childId: orphan.id, userId, role: "inviting" }).onConflictDoNothing().returning({ childId: childAdults.childId });
      if (!joined) continue;
      await tx.update(children).set({ createdBy: userId }).where(eq(children.id, orphan.id));
      await recordChange(tx, {
        byParent: { via: "account", userId, email: null },
        action: "add child from past visits",
        entity: "child",
        entityId: orphan.id,
        before: null,
        after: { name: orphan.name.trim() },
      });
      room -= 1;
    }
  });
}

/** The paid visits booked with `address` that still hold a guest's child (a name and a date of birth). */
const guestVisits = (q: Database | Transaction, address: string) =>
  q
    .select({ id: appointments.id, name: appointments.patientName, dateOfBirth: appointments.childDateOfBirth })
    .from(appointments)
    .where(
      and(
        sql`lower(${appointments.patientEmail}) = ${address}`,
        isNull(appointments.childId),
        isNotNull(appointments.childDateOfBirth),
        inArray(appointments.status, ["confirmed", "cancelled", "completed", "no_show"]),
      ),
    );

async function attachWaitingVisits(db: Database | Transaction, { userId, address }: { userId: string; address: string }): Promise<string[]> {
  return db.transaction(async (tx) => {
    // Locked: a second proof at the same moment waits, then finds them attached (no child twice).
    const waiting = await guestVisits(tx, address).for("update");
    const own = await tx
      .select({ id: children.id, firstName: children.firstName, dateOfBirth: children.dateOfBirth })
      .from(children)
      .innerJoin(childAdults, and(eq(childAdults.childId, children.id), eq(childAdults.userId, userId)))
      .where(isNull(children.archivedAt));
    let room = await roomForChildren(tx, userId);
    const attached: string[] = [];
    for (const visit of waiting) {
      const typed = { ...splitChildName(visit.name), dateOfBirth: visit.dateOfBirth! };
      let child = own.find((known) => sameChild(known, typed));
      if (!child) {
        if (room <= 0) continue;
        const [created] = await tx
          .insert(children)
          .values({ ...typed, createdBy: userId })
          .returning({ id: children.id, firstName: children.firstName, dateOfBirth: children.dateOfBirth });
        await tx.insert(childAdults).values({ childId: created!.id, userId, role: "inviting" });
        await recordChange(tx, {
          byParent: { via: "account", userId, email: null },
          action: "add child from a booking",
          entity: "child",
          entityId: created!.id,
          before: null,
          after: { name: `${typed.firstName} ${typed.lastName}`.trim(), dateOfBirth: typed.dateOfBirth, appointmentId: visit.id },
        });
        own.push(created!);
        room -= 1;
        child = created!;
      }
      // Conditional: a visit attached meanwhile (two sign-ins at once) keeps its child.
      const [done] = await tx
        .update(appointments)
        .set({ childId: child.id })
        .where(and(eq(appointments.id, visit.id), isNull(appointments.childId)))
        .returning({ id: appointments.id });
      if (done) {
        attached.push(visit.id);
        // The consent given with the booking now names the child it was for (decision 049).
        await tx.update(consents).set({ childId: child.id }).where(and(eq(consents.appointmentId, visit.id), isNull(consents.childId)));
      }
    }
    return attached;
  });
}
