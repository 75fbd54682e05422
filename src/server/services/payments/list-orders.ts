import "server-only";

import { and, asc, count, desc, eq, ilike, or } from "drizzle-orm";

import { ORDERS_PAGE_SIZE, type TOrdersQuery } from "~/schemas/admin/orders";
import type { Database } from "~/server/db/client";
import { appointments, payments } from "~/server/db/schema";

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const SORT_COLUMNS = { createdAt: payments.createdAt, amountCents: payments.amountCents, status: payments.status, customerEmail: payments.customerEmail };

/**
 * Every order (appointments and courses), newest first unless asked otherwise; filtered, sorted
 * and paged on the server. The order number breaks ties, so pages never overlap.
 */
export async function listOrders(db: Database, query: TOrdersQuery) {
  const page = query.page ?? 1;
  const search = query.search?.trim();
  const direction = query.dir === "asc" ? asc : desc;
  const where = and(
    query.kind ? eq(payments.kind, query.kind) : undefined,
    query.status ? eq(payments.status, query.status) : undefined,
    search ? or(ilike(payments.id, likeText(search)), ilike(payments.customerEmail, likeText(search))) : undefined,
  );
  const [rows, [total], [refundsNeeded]] = await Promise.all([
    db
      .select({
        orderId: payments.id,
        kind: payments.kind,
        description: payments.description,
        amountCents: payments.amountCents,
        currency: payments.currency,
        status: payments.status,
        provider: payments.provider,
        customerEmail: payments.customerEmail,
        createdAt: payments.createdAt,
        paidAt: payments.paidAt,
        refundedAt: payments.refundedAt,
        refundRef: payments.refundRef,
        appointmentId: payments.appointmentId,
        visitStatus: appointments.status,
      })
      .from(payments)
      .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[query.sort ?? "createdAt"]), direction(payments.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE),
    db.select({ value: count() }).from(payments).where(where),
    db.select({ value: count() }).from(payments).where(eq(payments.status, "refund_needed")),
  ]);
  return { rows, total: total?.value ?? 0, refundsNeeded: refundsNeeded?.value ?? 0, page, pageSize: ORDERS_PAGE_SIZE };
}
