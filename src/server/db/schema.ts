import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

import { locales } from "~/i18n/locales";
import { openField, sealField } from "~/server/db/field-encryption";

const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();
const updatedAt = () =>
  timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());
/** The parent's language (en, fr, ar), taken from the page they used: their e-mails, links and documents speak it. */
const parentLocale = () => text({ enum: locales }).notNull().default("en");
/**
 * Health data, encrypted by the application (decision 052): the column holds "enc1:<key id>:…",
 * never the text; Drizzle seals on write and opens on read, so services see plain strings. Only
 * equality or LIKE in SQL cannot see through it (nothing searches these fields).
 */
const sealedText = customType<{ data: string; driverData: string }>({
  dataType: () => "text",
  toDriver: (value) => sealField(value),
  fromDriver: (value) => openField(value),
});
/** Bytes: PGlite reads them as a Uint8Array, node-postgres as a Buffer; the app sees a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => Buffer.from(value),
});

// ---------------------------------------------------------------- accounts and sessions

export const users = pgTable(
  "users",
  {
    id: text()
      .primaryKey()
      .$defaultFn(() => crypto.randomUUID()),
    name: text(),
    email: text().notNull(),
    emailVerified: timestamp({ withTimezone: true, mode: "date" }),
    image: text(),
    firstName: text().notNull().default(""),
    lastName: text().notNull().default(""),
    phoneNumber: text(),
    /** argon2id; null for a passwordless account created by e-mail code. */
    passwordHash: text(),
    /** "admin": the doctor/owner, everything; "staff": reception (decision 024). */
    role: text({ enum: ["parent", "staff", "admin"] }).notNull().default("parent"),
    /** Bumped to revoke every session of the user (password change, "log out everywhere"). */
    sessionVersion: integer().notNull().default(1),
    /** Set by the administrator: the account cannot sign in, and its sessions ended when it was set. */
    disabledAt: timestamp({ withTimezone: true }),
    /** The language of the page the account was made on. */
    locale: parentLocale(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_lower_idx").on(sql`lower(${t.email})`)],
);

/**
 * Active sessions (docs/decisions/017). The cookie and the Bearer token carry a JWT whose `sid` is
 * the `sessionToken` here: deleting a row ends that session at once (logout, password change).
 */
export const sessions = pgTable(
  "sessions",
  {
    sessionToken: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expires: timestamp({ withTimezone: true, mode: "date" }).notNull(),
    /**
     * "staff": opened at /admin/login with password and a second factor (decision 038); the only
     * kind the back-office accepts, and it expires after a short idle time (docs/decisions/024).
     */
    kind: text({ enum: ["standard", "staff"] }).notNull().default("standard"),
    createdAt: createdAt(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

// ---------------------------------------------------------------- staff second factors (decision 038)

/**
 * A staff member's authenticator app (RFC 6238). The secret is encrypted with a key derived from
 * AUTH_SECRET and never leaves the server once enrolment is over.
 */
export const staffTotpAuthenticators = pgTable("staff_totp_authenticators", {
  userId: text()
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  totpSecret: text().notNull(),
  /** The newest time step a code was accepted for: a code, and any older one, works once. */
  lastUsedStep: bigint({ mode: "number" }).notNull(),
  createdAt: createdAt(),
});

/** A staff member's passkeys (WebAuthn credentials); the id is the credential's, base64url. */
export const staffPasskeys = pgTable(
  "staff_passkeys",
  {
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialPublicKey: bytea().notNull(),
    signCount: bigint({ mode: "number" }).notNull().default(0),
    transports: jsonb().$type<string[]>().notNull().default([]),
    name: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("staff_passkeys_user_idx").on(t.userId)],
);

/** One-time recovery codes, shown once and kept only as keyed hashes. */
export const staffRecoveryCodes = pgTable(
  "staff_recovery_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recoveryCodeHash: text().notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("staff_recovery_codes_hash_idx").on(t.userId, t.recoveryCodeHash)],
);

/**
 * The short-lived state between two steps of a second-factor ceremony, shared by every app
 * process: "sign_in" follows a right password (the browser holds the token, the row its hash);
 * "manage" is a signed-in member adding a passkey. It dies with its sessionVersion (a password
 * change, a reset of the factors), after 5 tries, 10 minutes, or its one use.
 */
export const staffFactorChallenges = pgTable(
  "staff_factor_challenges",
  {
    id: uuid().primaryKey().defaultRandom(),
    tokenHash: text().notNull().unique(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    purpose: text({ enum: ["sign_in", "manage"] }).notNull(),
    sessionVersion: integer().notNull(),
    webauthnChallenge: text(),
    /** The authenticator-app secret offered at enrolment (encrypted), until a code proves the app has it. */
    totpSecret: text(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("staff_factor_challenges_expiry_idx").on(t.expiresAt)],
);

// ---------------------------------------------------------------- families (decision 045)

export const CHILD_SEXES = ["female", "male"] as const;

/**
 * A child of the clinic: the person a visit is for. Its adults (at most two) are in child_adults;
 * every read or change of it by a parent goes through assertChildAccess. Personal data, and
 * `medicalAlerts` is health data: shown only to the child's adults (later: the clinic's staff),
 * never in an e-mail, a calendar file, an address or the audit log.
 */
export const children = pgTable("children", {
  id: uuid().primaryKey().defaultRandom(),
  firstName: text().notNull(),
  lastName: text().notNull(),
  /**
   * The calendar date of birth, YYYY-MM-DD: never in the future, at most 18 years ago. Null only for
   * a child made from visits booked before children were records (decision 050): an adult adds it.
   */
  dateOfBirth: date({ mode: "string" }),
  sex: text({ enum: CHILD_SEXES }),
  /** Allergies, chronic conditions: free text the parents write; null when none. */
  medicalAlerts: sealedText(),
  /** Archived by one of its adults: off the family page and the booking form; its visits keep it. */
  archivedAt: timestamp({ withTimezone: true }),
  /** The account that added it (the inviting adult); null once that account is deleted. */
  createdBy: text().references(() => users.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/**
 * The adults who act for a child: the account that added it ("inviting": it may invite and remove
 * the other) and at most one more, who accepted an invitation ("invited"). The two unique indexes
 * make "at most two adults, one of each role" the database's own rule.
 */
export const childAdults = pgTable(
  "child_adults",
  {
    childId: uuid()
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text({ enum: ["inviting", "invited"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.childId, t.userId] }),
    uniqueIndex("child_adults_one_role_idx").on(t.childId, t.role),
    index("child_adults_user_idx").on(t.userId),
  ],
);

/**
 * An invitation to become a child's second adult, e-mailed as a link to `email` (lower-cased). The
 * link's token is kept only as an HMAC. It works once, for seven days, for a signed-in account whose
 * proved address is `email`, and not after it was revoked (or replaced by a newer one).
 */
export const familyInvitations = pgTable(
  "family_invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    childId: uuid()
      .notNull()
      .references(() => children.id, { onDelete: "cascade" }),
    /** The invited address, lower-cased. Personal data. */
    email: text().notNull(),
    tokenHash: text().notNull().unique(),
    invitedBy: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The language of the page the invitation was made on: its e-mail spoke it. */
    locale: parentLocale(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedBy: text().references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // One open invitation per child: a new one revokes the one before in the same transaction.
    uniqueIndex("family_invitations_open_idx")
      .on(t.childId)
      .where(sql`${t.acceptedAt} is null and ${t.revokedAt} is null`),
  ],
);

// ---------------------------------------------------------------- catalogue

export const services = pgTable("services", {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  name: text().notNull(),
  description: text().notNull(),
  imageUrl: text().notNull(),
  /** Money is integer cents in `currency`. */
  priceOnlineCents: integer().notNull(),
  priceOfflineCents: integer().notNull(),
  currency: text().notNull().default("USD"),
  bookableOnline: boolean().notNull().default(true),
  /** The ages it is for, in whole months at the visit's date, both ends included; null: no limit (decision 046). */
  minAgeMonths: integer(),
  maxAgeMonths: integer(),
  sortOrder: integer().notNull().default(0),
  /** Archived services leave the site and the booking form; orders keep referring to them. */
  archivedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const courses = pgTable("courses", {
  id: uuid().primaryKey().defaultRandom(),
  slug: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull(),
  category: text().notNull(),
  priceCents: integer().notNull(),
  discountPriceCents: integer(),
  currency: text().notNull().default("USD"),
  featured: boolean().notNull().default(false),
  imageUrl: text().notNull(),
  thumbnailUrl: text().notNull(),
  totalHours: real().notNull(),
  instructorFirstName: text().notNull(),
  instructorLastName: text().notNull(),
  learningOutcomes: jsonb().$type<string[]>().notNull().default([]),
  /**
   * The children it is for, in whole months today, both ends included; null: no limit at that end
   * (decision 054, like a service's range of decision 046). A course with neither is for every parent
   * and is recommended for no child in particular.
   */
  minAgeMonths: integer(),
  maxAgeMonths: integer(),
  sortOrder: integer().notNull().default(0),
  /** Null while a draft: the public pages and checkout show published courses only. */
  publishedAt: timestamp({ withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const courseModules = pgTable(
  "course_modules",
  {
    id: uuid().primaryKey().defaultRandom(),
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    title: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [uniqueIndex("course_modules_course_position_idx").on(t.courseId, t.position)],
);

export const lessons = pgTable(
  "lessons",
  {
    id: uuid().primaryKey().defaultRandom(),
    moduleId: uuid()
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    title: text().notNull(),
    description: text().notNull(),
    durationSeconds: integer().notNull(),
    /** File name of the video in the private media store; never a public URL. */
    videoKey: text().notNull(),
    position: integer().notNull(),
  },
  (t) => [uniqueIndex("lessons_module_position_idx").on(t.moduleId, t.position)],
);

/**
 * A file staff uploaded to the media store (decision 026), checked by its content: a lesson video
 * with its duration read from the file, or a picture. A lesson or course refers to it by key.
 */
export const mediaUploads = pgTable(
  "media_uploads",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The object's key in the media store: "lessons/<uuid>.mp4", "images/<uuid>.webp". */
    key: text().notNull().unique(),
    kind: text({ enum: ["lesson_video", "image"] }).notNull(),
    contentType: text().notNull(),
    sizeBytes: bigint({ mode: "number" }).notNull(),
    durationSeconds: integer(),
    /** The name the file had on the uploader's computer, for staff to recognise it. */
    originalName: text().notNull(),
    uploadedBy: text().references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [index("media_uploads_created_idx").on(t.createdAt)],
);

// ---------------------------------------------------------------- newsletter

export const newsletterSubscribers = pgTable(
  "newsletter_subscribers",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Stored lower-cased so one address is one subscriber. */
    email: text().notNull().unique(),
    source: text().notNull().default("footer"),
    /** Version of the form's wording the subscriber agreed to. */
    consentVersion: text().notNull(),
    /** The language of the page they subscribed on (their latest sign-up). */
    locale: parentLocale(),
    subscribedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index("newsletter_subscribers_subscribed_at_idx").on(t.subscribedAt)],
);

// ---------------------------------------------------------------- consents (decision 049)

export const CONSENT_PURPOSES = ["health_data_care", "newsletter"] as const;
export const CONSENT_ACTIONS = ["given", "withdrawn"] as const;
/** How a consent was given: on the site's forms, or told by phone to staff who booked for the parent (decision 055). */
export const CONSENT_CHANNELS = ["online", "phone"] as const;

/**
 * Every consent given or withdrawn, appended: who (an account, else the e-mail of a
 * guest), for which child, which purpose, under which version of the privacy notice, when and from
 * which page. A purpose's current state is its latest row. The one change a row gets: a guest's
 * child id once a code attaches the child.
 */
export const consents = pgTable(
  "consents",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    /** Lower-cased; a guest's address (or the account's, for the newsletter). */
    email: text(),
    childId: uuid().references(() => children.id, { onDelete: "set null" }),
    /** The visit booked with it; a booking never paid that the prune job deletes takes its consent along. */
    appointmentId: uuid().references((): AnyPgColumn => appointments.id, { onDelete: "cascade" }),
    purpose: text({ enum: CONSENT_PURPOSES }).notNull(),
    action: text({ enum: CONSENT_ACTIONS }).notNull(),
    /** The privacy notice's version (src/config/privacy-notice.ts) the parent was shown. */
    noticeVersion: text().notNull(),
    /** The page (path, or the REST route) it was given or withdrawn on. */
    page: text().notNull(),
    /** On the site, or by phone: the parent was told of the notice by the staff member who booked for them. */
    channel: text({ enum: CONSENT_CHANNELS }).notNull().default("online"),
    /** The staff member who recorded a consent given by phone. */
    recordedBy: text().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("consents_user_id_idx").on(t.userId), index("consents_email_idx").on(t.email), index("consents_child_id_idx").on(t.childId)],
);

/**
 * Who at the clinic opened a child's health record (issue 29, decision 052): a staff member's
 * view of the child's page, or of visits whose details (reason, note, alerts) reached their screen.
 * Written by the views themselves, at most once per staff member, record and half hour. The admin
 * reads it per child and per staff member; parents see the roles and times in My data.
 */
export const RECORD_VIEWS = ["child page", "visit details"] as const;
export const recordViews = pgTable(
  "record_views",
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    staffId: text().references(() => users.id, { onDelete: "set null" }),
    /** The staff member's role when they looked: what a parent is shown. */
    staffRole: text({ enum: ["staff", "admin"] }).notNull(),
    what: text({ enum: RECORD_VIEWS }).notNull(),
    childId: uuid().references(() => children.id, { onDelete: "cascade" }),
    appointmentId: uuid().references((): AnyPgColumn => appointments.id, { onDelete: "cascade" }),
  },
  (t) => [index("record_views_child_idx").on(t.childId, t.at), index("record_views_staff_idx").on(t.staffId, t.at), index("record_views_appointment_idx").on(t.appointmentId)],
);

// ---------------------------------------------------------------- appointments

/** The weekly schedule in Asia/Beirut wall-clock time; a weekday without rows is closed. */
export const scheduleRules = pgTable("schedule_rules", {
  id: uuid().primaryKey().defaultRandom(),
  /** ISO weekday: 1 = Monday … 7 = Sunday. */
  weekday: integer().notNull(),
  /** "HH:MM", start of the first slot. */
  opensAt: text().notNull(),
  /** "HH:MM", end of the last slot. */
  closesAt: text().notNull(),
  slotMinutes: integer().notNull().default(30),
});

/**
 * Times the clinic is closed (a holiday, the doctor away, an afternoon off): no slot overlapping one
 * is offered. A whole day runs from Beirut midnight to the next. Overlaps are refused by the service
 * that adds them.
 */
export const closures = pgTable(
  "closures",
  {
    id: uuid().primaryKey().defaultRandom(),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("closures_ends_at_idx").on(t.endsAt)],
);

// ---------------------------------------------------------------- audit

/**
 * Every change a staff member makes (who, what, when, before → after), written by the service that
 * makes it in the same transaction. Append-only: a trigger refuses UPDATE and DELETE (migration 0008).
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid().primaryKey().defaultRandom(),
    at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** The staff member, or the parent's account when a parent made the change signed in. */
    actorId: text().references(() => users.id),
    /** Who made the change: the clinic's staff, or a parent (audited beside them, issue 25). */
    actorKind: text({ enum: ["staff", "parent"] }).notNull().default("staff"),
    /** How a parent made it (PARENT_VIAS in audit/record-change.ts): "account", "manage link", "e-mailed link" or "form". */
    actorVia: text({ enum: ["manage link", "account", "e-mailed link", "form"] }),
    /** A parent's e-mail address when the change came through a link, not an account. Personal data. */
    actorEmail: text(),
    action: text().notNull(),
    entity: text().notNull(),
    entityId: text(),
    before: jsonb(),
    after: jsonb(),
  },
  (t) => [index("audit_log_at_idx").on(t.at), index("audit_log_entity_idx").on(t.entity, t.entityId)],
);

export const APPOINTMENT_STATUSES = ["pending", "confirmed", "cancelled", "expired", "completed", "no_show"] as const;

export const appointments = pgTable(
  "appointments",
  {
    id: uuid().primaryKey().defaultRandom(),
    serviceId: uuid()
      .notNull()
      .references(() => services.id),
    patientName: text().notNull(),
    /** E.164. */
    patientPhone: text().notNull(),
    patientEmail: text(),
    /** The child the visit is for, when known: either adult of the child sees it (decision 046). */
    childId: uuid().references(() => children.id, { onDelete: "set null" }),
    /**
     * A guest's child, not yet a child record: its date of birth (the name is `patientName`). It
     * becomes one of the account's children, and `childId` is set, only when `patientEmail` is
     * proved by a code (decision 046). Personal data.
     */
    childDateOfBirth: date({ mode: "string" }),
    notes: sealedText().notNull().default(""),
    type: text({ enum: ["Online", "In-Person"] }).notNull().default("Online"),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    endsAt: timestamp({ withTimezone: true }).notNull(),
    status: text({ enum: APPOINTMENT_STATUSES }).notNull().default("pending"),
    /** Until when an unpaid booking holds its slot. */
    holdExpiresAt: timestamp({ withTimezone: true }),
    /**
     * The visit's video room (decision 048): random, no personal data, given when a token is first
     * minted for it and dropped when the visit moves or is cancelled, so an old room never opens
     * again. Never shown or mailed: parents reach it through the visit's page.
     */
    videoRoom: text(),
    /**
     * The public meet.jit.si address earlier releases mailed (before 048): no longer written or
     * read. Kept while a release that writes it may still run during an upgrade (expand-only
     * migrations, README "Upgrade"); a later release drops it in a contract migration.
     */
    meetingLink: text(),
    /** The staff's own note on the visit; parents never see it. */
    staffNote: sealedText().notNull().default(""),
    /** The calendar invitation's SEQUENCE: raised by each change sent to the parent (cancel, move). */
    sequence: integer().notNull().default(0),
    /** How often the parent moved it themselves (decision 028: at most visitPolicy.maxReschedules). */
    parentReschedules: integer().notNull().default(0),
    /** The language of the page it was booked on (English when staff booked it and did not say). */
    locale: parentLocale(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // The database itself refuses a second active booking of one slot (one doctor, one slot).
    uniqueIndex("appointments_active_slot_idx")
      .on(t.startsAt)
      .where(sql`${t.status} in ('pending', 'confirmed')`),
    index("appointments_starts_at_idx").on(t.startsAt),
    index("appointments_child_idx").on(t.childId),
  ],
);

// ---------------------------------------------------------------- waitlist (decision 029)

/** A parent waiting for a time on a fully booked day. */
export const waitlistEntries = pgTable(
  "waitlist_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** The Beirut calendar date waited for, YYYY-MM-DD. */
    date: text().notNull(),
    patientName: text().notNull(),
    /** Lower-cased. */
    email: text().notNull(),
    /** E.164. */
    phone: text().notNull(),
    status: text({ enum: ["waiting", "booked"] }).notNull().default("waiting"),
    /** The language of the page they joined on: the offer e-mail and the booking it makes speak it. */
    locale: parentLocale(),
    /** The signed-in account that joined, if any: a child id is checked against it again when the offer is booked (decision 054). */
    userId: text().references(() => users.id, { onDelete: "set null" }),
    /** One of that account's children: the visit booked from an offer is this child's (decision 054). */
    childId: uuid().references(() => children.id, { onDelete: "set null" }),
    /** A child given by name (patient_name) and date of birth, not a child record: kept with the visit like a guest's (decision 046). */
    childDateOfBirth: date({ mode: "string" }),
    createdAt: createdAt(),
    /**
     * When the address was proved (the e-mailed link, or a signed-in parent's proved account): only
     * then is it a place in the line, from this moment. Unconfirmed places expire (decision 037).
     */
    confirmedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // Joining twice is one place in the line, the first.
    uniqueIndex("waitlist_entries_waiting_idx").on(t.date, t.email).where(sql`${t.status} = 'waiting'`),
    index("waitlist_entries_line_idx").on(t.date, t.confirmedAt),
  ],
);

/**
 * A freed slot kept from the public for the waitlist's first parents until `expiresAt` (15
 * minutes). One per slot; the booking transaction reads it under the slot's lock.
 */
export const slotHolds = pgTable("slot_holds", {
  startsAt: timestamp({ withTimezone: true }).primaryKey(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  /** Set once the lapse was handled (the next parents offered the slot, or it went public). */
  lapseHandledAt: timestamp({ withTimezone: true }),
});

/** One waiting parent's e-mailed offer of one held slot: the link opens it until the hold ends. */
export const waitlistOffers = pgTable(
  "waitlist_offers",
  {
    id: uuid().primaryKey().defaultRandom(),
    entryId: uuid()
      .notNull()
      .references(() => waitlistEntries.id, { onDelete: "cascade" }),
    startsAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    /** The booking the parent made with it. */
    appointmentId: uuid().references(() => appointments.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("waitlist_offers_entry_slot_idx").on(t.entryId, t.startsAt)],
);

// ---------------------------------------------------------------- payments

export const PAYMENT_STATUSES = ["pending", "paid", "failed", "expired", "refund_needed", "refunded"] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** One row per payment attempt: a new order id each time (the Back button and retries never collide). */
export const payments = pgTable(
  "payments",
  {
    /** The order id shown to the parent, e.g. APT-7KQ2M9XD. */
    id: text().primaryKey(),
    kind: text({ enum: ["appointment", "course"] }).notNull(),
    appointmentId: uuid().references(() => appointments.id),
    enrollmentId: uuid().references(() => enrollments.id),
    description: text().notNull(),
    amountCents: integer().notNull(),
    currency: text().notNull().default("USD"),
    status: text({ enum: PAYMENT_STATUSES }).notNull().default("pending"),
    provider: text({ enum: ["stripe", "mpgs", "simulated"] }).notNull(),
    /** The provider's checkout session id. */
    providerRef: text(),
    /**
     * The Mastercard Gateway's successIndicator for this attempt (decision 030): its return address
     * carries the same value after a payment. Kept here only, never sent to the browser.
     */
    successIndicator: text(),
    checkoutUrl: text(),
    customerEmail: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    paidAt: timestamp({ withTimezone: true }),
    /** A refund made from the back-office: when, how much, and the provider's reference. */
    refundedAt: timestamp({ withTimezone: true }),
    refundedCents: integer(),
    refundRef: text(),
    /**
     * Set by the one request that may ask the provider for this payment's refund (refund-claim.ts):
     * racing cancels make one provider call. A claim older than a few minutes (its server died
     * mid-call) may be taken over; the refund's idempotency key makes the second call safe.
     */
    refundClaimedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("payments_provider_ref_idx").on(t.provider, t.providerRef),
    index("payments_pending_expiry_idx").on(t.expiresAt).where(sql`${t.status} = 'pending'`),
  ],
);

/** Webhook deliveries already handled, so a replay does nothing. */
export const webhookEvents = pgTable(
  "webhook_events",
  {
    provider: text().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** The built-in simulated gateway's checkout sessions (the provider's side of the world). */
export const simulatedCheckoutSessions = pgTable("simulated_checkout_sessions", {
  id: text().primaryKey(),
  orderId: text().notNull(),
  description: text().notNull(),
  amountCents: integer().notNull(),
  currency: text().notNull(),
  status: text({ enum: ["open", "complete", "expired"] }).notNull().default("open"),
  paymentStatus: text({ enum: ["unpaid", "paid", "declined"] }).notNull().default("unpaid"),
  successUrl: text().notNull(),
  cancelUrl: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  createdAt: createdAt(),
});

// ---------------------------------------------------------------- one-time codes and rate limits

/** 6-digit codes sent by e-mail; only an HMAC of the code is stored. */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    purpose: text({ enum: ["sign_in", "password_reset", "account_erasure"] }).notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("one_time_codes_lookup_idx").on(t.email, t.purpose, t.createdAt)],
);

/**
 * A registration waiting for its e-mail to be proved (issue 25): what the parent typed, kept until
 * the code sent to the address is entered in the browser that registered. No account exists for it
 * until then. Personal data (names, phone, the password's hash); deleted with expired codes.
 */
export const pendingRegistrations = pgTable(
  "pending_registrations",
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    /** HMAC of the token the registering browser holds: the code only works together with it. */
    tokenHash: text().notNull().unique(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    firstName: text().notNull(),
    lastName: text().notNull(),
    phoneNumber: text().notNull(),
    passwordHash: text().notNull(),
    locale: parentLocale(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("pending_registrations_email_idx").on(t.email, t.createdAt)],
);

/** Fixed-window counters shared by every app instance (per e-mail, per IP, per action). */
export const rateLimitCounters = pgTable(
  "rate_limit_counters",
  {
    key: text().notNull(),
    windowStart: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);

// ---------------------------------------------------------------- enrollments and learning

export const enrollments = pgTable(
  "enrollments",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id),
    /** pending while its payment is open; active gives access. */
    status: text({ enum: ["pending", "active", "cancelled", "expired"] }).notNull().default("pending"),
    activatedAt: timestamp({ withTimezone: true }),
    /** The language of the page they enrolled on: receipt, status page and certificate. */
    locale: parentLocale(),
    /**
     * The lesson playing in this enrollment as the server saw it (one at a time): its last reported
     * position and when (the server's clock), when this run of playing began and the time credited
     * in the run. A pause, the end or a report of another lesson ends the run (decision 037).
     */
    watchLessonId: uuid().references(() => lessons.id, { onDelete: "set null" }),
    watchPositionMs: integer(),
    watchReportedAt: timestamp({ withTimezone: true }),
    watchRunStartedAt: timestamp({ withTimezone: true }),
    watchRunCreditedMs: integer(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("enrollments_active_idx")
      .on(t.userId, t.courseId)
      .where(sql`${t.status} = 'active'`),
    index("enrollments_user_idx").on(t.userId),
  ],
);

export const lessonProgress = pgTable(
  "lesson_progress",
  {
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lessonId: uuid()
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    positionSeconds: integer().notNull().default(0),
    /** When the server first saw this lesson playing. */
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Video time the server saw played, by its own clock (never more than the lesson's length). */
    watchedMs: integer().notNull().default(0),
    completedAt: timestamp({ withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

export const certificates = pgTable(
  "certificates",
  {
    /** Public, unguessable: the verification address is /certificates/{id}. */
    id: text().primaryKey(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: uuid()
      .notNull()
      .references(() => courses.id),
    recipientName: text().notNull(),
    courseTitle: text().notNull(),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("certificates_user_course_idx").on(t.userId, t.courseId)],
);

/**
 * A certificate's PDF as rendered in a language, kept so that each download does not render it
 * again (~60 ms of a core each): shared by every app process. `fingerprint` is a digest of what the
 * page shows; when the course's title in that language or the wording changes, the next download
 * renders it again. It is the download's ETag.
 */
export const certificatePdfs = pgTable(
  "certificate_pdfs",
  {
    certificateId: text()
      .notNull()
      .references(() => certificates.id, { onDelete: "cascade" }),
    locale: text({ enum: locales }).notNull(),
    fingerprint: text().notNull(),
    pdf: bytea().notNull(),
    renderedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.certificateId, t.locale] })],
);

// ---------------------------------------------------------------- cached public content

/**
 * One row per cache tag of the public pages ("services", "courses", "course:<id>"), bumped in the
 * transaction that changes what the tag covers. Every app process compares the versions with the
 * ones it last saw and drops its cached copies of a changed tag (decision 022), so an edit made in
 * one process, a script or a test shows in all of them.
 */
export const cacheTagVersions = pgTable("cache_tag_versions", {
  tag: text().primaryKey(),
  version: integer().notNull().default(1),
  changedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

// ---------------------------------------------------------------- content translations (decision 033)

/**
 * The French and Arabic texts of the catalogue. English stays in the rows' own columns; a
 * translation row holds one language of one row, each text on its own: an empty text (or no row)
 * shows the English one, field by field. Deleted with what they translate.
 */
const translationLocale = () => text({ enum: ["fr", "ar"] }).notNull();
const translatedText = () => text().notNull().default("");

export const serviceTranslations = pgTable(
  "service_translations",
  {
    serviceId: uuid()
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    locale: translationLocale(),
    name: translatedText(),
    description: translatedText(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.serviceId, t.locale] })],
);

export const courseTranslations = pgTable(
  "course_translations",
  {
    courseId: uuid()
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    locale: translationLocale(),
    title: translatedText(),
    description: translatedText(),
    category: translatedText(),
    /** Empty: the English outcomes are shown (the list as a whole: the lines need not match one to one). */
    learningOutcomes: jsonb().$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.locale] })],
);

export const courseModuleTranslations = pgTable(
  "course_module_translations",
  {
    moduleId: uuid()
      .notNull()
      .references(() => courseModules.id, { onDelete: "cascade" }),
    locale: translationLocale(),
    title: translatedText(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.locale] })],
);

export const lessonTranslations = pgTable(
  "lesson_translations",
  {
    lessonId: uuid()
      .notNull()
      .references(() => lessons.id, { onDelete: "cascade" }),
    locale: translationLocale(),
    title: translatedText(),
    description: translatedText(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.lessonId, t.locale] })],
);

// ---------------------------------------------------------------- site content (decision 034)

/**
 * What parents say about the clinic, on the home page's carousel, in `sortOrder`. English in the
 * row; French and Arabic in testimonial_translations, each text falling back to English on its own.
 * A testimonial without `publishedAt` is kept for the staff but not shown.
 */
export const testimonials = pgTable(
  "testimonials",
  {
    id: uuid().primaryKey().defaultRandom(),
    quote: text().notNull(),
    /** As the family agreed to be named: "Rania K.". */
    name: text().notNull(),
    /** The line under the name: "Mother of two, Jbeil". */
    role: text().notNull(),
    sortOrder: integer().notNull().default(0),
    publishedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("testimonials_sort_idx").on(t.sortOrder)],
);

export const testimonialTranslations = pgTable(
  "testimonial_translations",
  {
    testimonialId: uuid()
      .notNull()
      .references(() => testimonials.id, { onDelete: "cascade" }),
    locale: translationLocale(),
    quote: translatedText(),
    /** The name in the language's script ("رانيا ك."); empty: the English one. */
    name: translatedText(),
    role: translatedText(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.testimonialId, t.locale] })],
);

/** The about page's questions and answers (and its FAQPage structured data), in `sortOrder`. */
export const faqEntries = pgTable(
  "faq_entries",
  {
    id: uuid().primaryKey().defaultRandom(),
    question: text().notNull(),
    answer: text().notNull(),
    sortOrder: integer().notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("faq_entries_sort_idx").on(t.sortOrder)],
);

export const faqTranslations = pgTable(
  "faq_translations",
  {
    faqEntryId: uuid()
      .notNull()
      .references(() => faqEntries.id, { onDelete: "cascade" }),
    locale: translationLocale(),
    question: translatedText(),
    answer: translatedText(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.faqEntryId, t.locale] })],
);

/**
 * The home page's words about each free guide, by the guide's slug. The guides themselves (their
 * PDF files, pictures, page counts) are src/config/guides.ts: a guide listed there without a row
 * here shows the title and description printed in its PDF.
 */
export const guideTexts = pgTable("guide_texts", {
  slug: text().primaryKey(),
  title: text().notNull(),
  description: text().notNull(),
  updatedAt: updatedAt(),
});

export const guideTranslations = pgTable(
  "guide_translations",
  {
    slug: text()
      .notNull()
      .references(() => guideTexts.slug, { onDelete: "cascade" }),
    locale: translationLocale(),
    title: translatedText(),
    description: translatedText(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.slug, t.locale] })],
);

// ---------------------------------------------------------------- WhatsApp (decision 053)

export const WHATSAPP_OPT_IN_ACTIONS = ["given", "withdrawn"] as const;

/**
 * A parent's agreement to be sent messages on WhatsApp for one phone number, and its withdrawals,
 * appended: the number's state is its latest row. Recorded with the wording they were shown and
 * where (the booking page, the dashboard, a STOP reply).
 */
export const whatsappOptIns = pgTable(
  "whatsapp_opt_ins",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Digits only, with the country code (WhatsApp's wa_id form: 9613123456). */
    phone: text().notNull(),
    userId: text().references(() => users.id, { onDelete: "set null" }),
    /** The visit booked with it; a booking never paid that the prune job deletes takes it along. */
    appointmentId: uuid().references((): AnyPgColumn => appointments.id, { onDelete: "cascade" }),
    action: text({ enum: WHATSAPP_OPT_IN_ACTIONS }).notNull(),
    /** The checkbox's wording version (src/server/messaging/whatsapp-opt-in.ts); "reply" for a STOP. */
    wordingVersion: text().notNull(),
    page: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("whatsapp_opt_ins_phone_idx").on(t.phone, t.createdAt), index("whatsapp_opt_ins_user_id_idx").on(t.userId)],
);

export const WHATSAPP_MESSAGE_STATUSES = ["queued", "accepted", "sent", "delivered", "read", "failed", "fell_back"] as const;

/**
 * Each template message the clinic sent (or tried to) on WhatsApp: to which number, about which
 * visit, which template in which language, and how far it got (statuses only move forward). While
 * it may still fail, it keeps the e-mail that goes instead.
 */
export const whatsappMessages = pgTable(
  "whatsapp_messages",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** What makes it the same message if asked for again ("appointment-reminder-24h:<visit>:<sequence>"). */
    key: text().notNull(),
    appointmentId: uuid().references((): AnyPgColumn => appointments.id, { onDelete: "cascade" }),
    phone: text().notNull(),
    template: text().notNull(),
    locale: parentLocale(),
    /** The template's named parameters (never health data: no reason, note or alert). */
    parameters: jsonb().$type<Record<string, string>>().notNull(),
    /** The manage link's part after the site's address (the URL button's suffix). */
    buttonSuffix: text(),
    /** Meta's message id (wamid.…) once the API took it. */
    wamid: text(),
    status: text({ enum: WHATSAPP_MESSAGE_STATUSES }).notNull().default("queued"),
    errorCode: integer(),
    /** The e-mail sent instead if WhatsApp cannot deliver (a QueuedMail); emptied once sent or once WhatsApp delivered. */
    fallbackMail: jsonb(),
    fellBackAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("whatsapp_messages_key_idx").on(t.key), uniqueIndex("whatsapp_messages_wamid_idx").on(t.wamid), index("whatsapp_messages_appointment_idx").on(t.appointmentId)],
);

/** What parents wrote back on WhatsApp: shown to staff with the visit it most likely concerns. */
export const whatsappInbound = pgTable(
  "whatsapp_inbound",
  {
    id: uuid().primaryKey().defaultRandom(),
    wamid: text().notNull(),
    phone: text().notNull(),
    /** Their latest visit's, when one matches the number. */
    appointmentId: uuid().references((): AnyPgColumn => appointments.id, { onDelete: "set null" }),
    /** The text, or a button's title; media is not kept (only its kind). */
    body: text().notNull(),
    kind: text().notNull(),
    /** A STOP: the opt-out it made. */
    optedOut: boolean().notNull().default(false),
    receivedAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("whatsapp_inbound_wamid_idx").on(t.wamid), index("whatsapp_inbound_appointment_idx").on(t.appointmentId)],
);
