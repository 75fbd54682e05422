import "server-only";

import { and, asc, count, desc, ilike, isNotNull, isNull, type SQL } from "drizzle-orm";

import { SUBSCRIBERS_PAGE_SIZE, type TSubscribersQuery } from "~/schemas/admin/subscribers";
import type { Database } from "~/server/db/client";
import { newsletterSubscribers } from "~/server/db/schema";

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function whereOf(query: TSubscribersQuery): SQL | undefined {
  const search = query.search?.trim();
  return and(
    search ? ilike(newsletterSubscribers.email, likeText(search)) : undefined,
    query.show === "subscribed" ? isNull(newsletterSubscribers.unsubscribedAt) : query.show === "unsubscribed" ? isNotNull(newsletterSubscribers.unsubscribedAt) : undefined,
  );
}

const SORT_COLUMNS = { subscribedAt: newsletterSubscribers.subscribedAt, email: newsletterSubscribers.email, source: newsletterSubscribers.source };

/** The order asked for (newest first by default); the id breaks ties, so pages never overlap. */
function orderOf(query: TSubscribersQuery) {
  const direction = query.dir === "asc" ? asc : desc;
  return [direction(SORT_COLUMNS[query.sort ?? "subscribedAt"]), direction(newsletterSubscribers.id)];
}

/** A page of subscribers with the total for the pager; filtered, sorted and paged on the server. */
export async function listSubscribers(db: Database, query: TSubscribersQuery) {
  const page = query.page ?? 1;
  const where = whereOf(query);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(newsletterSubscribers)
      .where(where)
      .orderBy(...orderOf(query))
      .limit(SUBSCRIBERS_PAGE_SIZE)
      .offset((page - 1) * SUBSCRIBERS_PAGE_SIZE),
    db.select({ value: count() }).from(newsletterSubscribers).where(where),
  ]);
  return { rows, total: total?.value ?? 0, page, pageSize: SUBSCRIBERS_PAGE_SIZE };
}

/**
 * A CSV cell: quoted, with quotes doubled; a value a spreadsheet would run as a formula (= + - @,
 * tab, return) is prefixed with ' so it stays text (CSV injection).
 */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

/** Every subscriber (the filters of the page applied, no paging), as CSV with a header row. */
export async function exportSubscribersCsv(db: Database, query: TSubscribersQuery): Promise<string> {
  const rows = await db.select().from(newsletterSubscribers).where(whereOf(query)).orderBy(desc(newsletterSubscribers.subscribedAt));
  const lines = [["email", "source", "consent_version", "subscribed_at", "unsubscribed_at"].join(",")];
  for (const row of rows) {
    lines.push([row.email, row.source, row.consentVersion, row.subscribedAt.toISOString(), row.unsubscribedAt?.toISOString() ?? ""].map(csvCell).join(","));
  }
  return `${lines.join("\r\n")}\r\n`;
}
