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

const sameChild = (a: { firstName: string; dateOfBirth: string }, b: { firstName: string; dateOfBirth: string }) =>
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
  const waitingQuery = (q: Database | Transaction) => q
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
  if ((await waitingQuery(db)).length === 0) return [];
  return db.transaction(async (tx) => {
    // Locked: a second proof at the same moment waits, then finds them attached (no child twice).
    const waiting = await waitingQuery(tx).for("update");
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
