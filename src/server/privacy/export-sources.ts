import "server-only";

import { sql, type SQL } from "drizzle-orm";

import type { ExportSection } from "./data-map";

/** Whose export it is: the account, its address (only when a code proved it), its children. */
export type ExportSubject = {
  userId: string;
  /** Lower-cased. */
  email: string;
  /** An address typed into a form proves nothing: rows matched by address only once the account proved it. */
  emailProved: boolean;
};

/**
 * Which rows of one table belong to the subject, and the columns to show differently: a row may
 * be the subject's and still name someone else (a visit of a shared child booked by the other
 * adult carries that adult's phone and address), and those columns are emptied for this reader.
 */
export type ExportSource = {
  rows: (subject: ExportSubject) => SQL;
  columns?: (subject: ExportSubject) => Record<string, SQL>;
};

const nothing = sql`false`;
const byAddress = (column: string, { email, emailProved }: ExportSubject) => (emailProved ? sql`lower(${sql.identifier(column)}) = ${email}` : nothing);
const myChildren = ({ userId }: ExportSubject) => sql`select child_id from child_adults where user_id = ${userId}`;
/** The column when the row is the reader's own, else null. */
const onlyMine = (column: string, mine: SQL) => sql`case when ${mine} then ${sql.identifier(column)} end`;
const myVisits = (subject: ExportSubject) => sql`select id from appointments where ${byAddress("patient_email", subject)}`;

/**
 * One entry per table the data map exports (DATA_MAP[table].export is a section): the data map
 * says *which* columns leave (all but `withheld`), this says *whose* rows. A table added to the map
 * with an export section and no entry here fails tests/unit/export-sources.test.ts — a new table
 * (consents) is one entry.
 */
export const EXPORT_SOURCES: Record<string, ExportSource> = {
  users: { rows: ({ userId }) => sql`id = ${userId}` },
  sessions: { rows: ({ userId }) => sql`user_id = ${userId}` },

  children: { rows: (s) => sql`id in (${myChildren(s)})` },
  // The subject's own links only: the other adult's account id is theirs.
  child_adults: { rows: ({ userId }) => sql`user_id = ${userId}` },
  family_invitations: {
    rows: (s) => sql`invited_by = ${s.userId} or ${byAddress("email", s)}`,
    columns: ({ userId }) => ({ invited_by: onlyMine("invited_by", sql`invited_by = ${userId}`), accepted_by: onlyMine("accepted_by", sql`accepted_by = ${userId}`) }),
  },

  // Booked with the subject's proved address, or for one of their children (whoever booked it:
  // then the booker's phone and address are the other adult's, and left out).
  appointments: {
    rows: (s) => sql`${byAddress("patient_email", s)} or child_id in (${myChildren(s)})`,
    columns: (s) => ({ patient_phone: onlyMine("patient_phone", byAddress("patient_email", s)), patient_email: onlyMine("patient_email", byAddress("patient_email", s)) }),
  },
  // The subject's consents, and those given for their children (a co-parent's own account and
  // address on such a row are theirs, left out).
  consents: {
    rows: (s) => sql`user_id = ${s.userId} or ${byAddress("email", s)} or child_id in (${myChildren(s)})`,
    columns: (s) => ({ user_id: onlyMine("user_id", sql`user_id = ${s.userId}`), email: onlyMine("email", byAddress("email", s)) }),
  },
  // WhatsApp (decision 053): the agreements given with the subject's visits or account, the
  // messages about their visits and what was written from those visits' numbers.
  whatsapp_opt_ins: { rows: (s) => sql`user_id = ${s.userId} or appointment_id in (${myVisits(s)})` },
  whatsapp_messages: { rows: (s) => sql`appointment_id in (${myVisits(s)})` },
  whatsapp_inbound: { rows: (s) => sql`appointment_id in (${myVisits(s)})` },
  // Who at the clinic opened the subject's children's records (their role and when, decision 052).
  record_views: { rows: (s) => sql`child_id in (${myChildren(s)})` },
  // Places asked for with the subject's address or from their account (decision 054).
  waitlist_entries: { rows: (s) => sql`${byAddress("email", s)} or user_id = ${s.userId}` },
  waitlist_offers: { rows: (s) => sql`entry_id in (select id from waitlist_entries where ${byAddress("email", s)} or user_id = ${s.userId})` },

  // What the subject paid: for visits they booked, their courses, or with their address. A payment
  // the other adult made for a shared child's visit is theirs.
  payments: {
    rows: (s) => sql`appointment_id in (${myVisits(s)}) or enrollment_id in (select id from enrollments where user_id = ${s.userId}) or ${byAddress("customer_email", s)}`,
    columns: (s) => ({ customer_email: onlyMine("customer_email", byAddress("customer_email", s)) }),
  },

  enrollments: { rows: ({ userId }) => sql`user_id = ${userId}` },
  lesson_progress: { rows: ({ userId }) => sql`user_id = ${userId}` },
  certificates: { rows: ({ userId }) => sql`user_id = ${userId}` },
  certificate_pdfs: { rows: ({ userId }) => sql`certificate_id in (select id from certificates where user_id = ${userId})` },

  newsletter_subscribers: { rows: (s) => byAddress("email", s) },
  // What the subject did (signed in, as a parent): the entries' fields that may name others are withheld by the map.
  audit_log: { rows: ({ userId }) => sql`actor_id = ${userId}` },
};

/** The sections in the order the export and its summary show them. */
export const EXPORT_SECTIONS: readonly ExportSection[] = ["account", "children", "visits", "payments", "learning", "certificates", "newsletter", "consents", "sign-ins", "activity", "messages"];
