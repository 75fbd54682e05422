import "server-only";

import { eq } from "drizzle-orm";

import type { Locale } from "~/i18n/locales";
import type { Database } from "~/server/db/client";
import { appointments, courses, enrollments, payments, services } from "~/server/db/schema";
import { serviceNameIn } from "~/server/services/catalogue/service-translations";
import { courseTitleIn } from "~/server/services/courses/course-translations";

/** What an order pays for, named in `locale`: the visit's service and time, or the course. */
export type OrderItem = { kind: "appointment"; service: string; startsAt: Date } | { kind: "course"; title: string };

/**
 * The order's item for a page in the parent's language. The order's own `description` is the
 * English line written when it was opened (for providers' dashboards and staff), so a French or
 * Arabic page names the item from the service or course itself, translated where it is.
 */
export async function orderItemIn({ db, orderId, locale }: { db: Database; orderId: string; locale: Locale }): Promise<OrderItem | null> {
  const [row] = await db
    .select({
      kind: payments.kind,
      serviceId: services.id,
      serviceName: services.name,
      startsAt: appointments.startsAt,
      courseId: courses.id,
      courseTitle: courses.title,
    })
    .from(payments)
    .leftJoin(appointments, eq(appointments.id, payments.appointmentId))
    .leftJoin(services, eq(services.id, appointments.serviceId))
    .leftJoin(enrollments, eq(enrollments.id, payments.enrollmentId))
    .leftJoin(courses, eq(courses.id, enrollments.courseId))
    .where(eq(payments.id, orderId));
  if (!row) return null;
  if (row.kind === "appointment" && row.serviceId && row.serviceName && row.startsAt) {
    return { kind: "appointment", service: await serviceNameIn(db, { id: row.serviceId, name: row.serviceName }, locale), startsAt: row.startsAt };
  }
  if (row.kind === "course" && row.courseId && row.courseTitle) {
    return { kind: "course", title: await courseTitleIn(db, { id: row.courseId, title: row.courseTitle }, locale) };
  }
  return null;
}
