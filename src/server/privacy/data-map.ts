import { RETENTION_SETTINGS, type RetentionPeriod } from "./retention";

/**
 * The data map (decision 047): every table and column of the schema, what kind of data it holds,
 * why, how long it is kept, and how it leaves in a parent's export and goes at erasure. A test
 * (tests/unit/data-map.test.ts) fails when the schema has a table or column this map does not
 * classify, or the map names one that no longer exists: a feature cannot add personal data
 * silently. docs/data-map.md is generated from it (`npm run privacy:data-map`).
 */

/** "health" is a special category: never in an e-mail, a calendar file, an address, a log or the audit log. */
export type Category = "identity" | "contact" | "health" | "payment" | "usage" | "not personal";

export type Retention =
  /** Personal data of an account: kept while it exists, erased or anonymised with it. */
  | { kind: "account" }
  /** A named period tied to a setting of src/env.js, applied by the prune job. */
  | { kind: "setting"; period: RetentionPeriod }
  /** A period the law sets for the clinic's records (LEGAL_PERIODS). */
  | { kind: "legal"; record: LegalRecord }
  /** Ends by the row's own mechanism (an expiry, its parent row). */
  | { kind: "until"; what: string }
  /** Not personal: the clinic's own content, kept while it uses it. */
  | { kind: "content" };

/**
 * Periods for the records the clinic must keep. To be confirmed by the clinic's counsel before
 * go-live (decision 047); erasure keeps these rows detached from the account until then.
 */
export const LEGAL_PERIODS = {
  invoices: { years: 10, basis: "accounting and tax records: invoices and payments (Lebanese Code of Commerce, commercial books and supporting documents)" },
  "clinical record": { years: 10, basis: "the clinical record of a child's visits (medical ethics rules on keeping patient files; for a minor, counted from majority where the law says so)" },
} as const;
export type LegalRecord = keyof typeof LEGAL_PERIODS;

/** The sections of a parent's export (issue 29's "My data"). */
export type ExportSection = "account" | "children" | "visits" | "payments" | "learning" | "certificates" | "newsletter" | "consents" | "sign-ins" | "activity" | "messages";
export type Export = { kind: "section"; section: ExportSection } | { kind: "excluded"; why: string };
export type Erasure = { kind: "delete" | "anonymise" | "keep detached" | "not personal"; how: string };

export type ColumnEntry = Category | { category: Category; note: string };
export type TableEntry = {
  purpose: string;
  retention: Retention;
  export: Export;
  erasure: Erasure;
  /** Every column by its SQL name. */
  columns: Record<string, ColumnEntry>;
  /**
   * Columns of an exported table left out of the export, each with its reason (a secret, the
   * clinic's own note, another person's data). Every other column is exported (privacy/export-sources.ts).
   */
  withheld?: Record<string, string>;
};

const content = {
  retention: { kind: "content" },
  export: { kind: "excluded", why: "the clinic's own content, no one's personal data" },
  erasure: { kind: "not personal", how: "nothing to erase" },
} as const;
const translationColumns = { locale: "not personal", updated_at: "not personal" } as const;
const secret = (why: string) => ({ kind: "excluded", why: `a secret: ${why}` }) as const;

export const DATA_MAP = {
  // ------------------------------------------------------------ accounts and sessions
  users: {
    purpose: "the account: signing in, reaching the parent about their visits and courses, staff roles",
    retention: { kind: "account" },
    export: { kind: "section", section: "account" },
    erasure: { kind: "anonymise", how: "names, phone, password hash, picture emptied, the e-mail replaced by erased-<id>@erased.invalid (the address may register anew), disabled; the row stays as the anchor of the audit log's entries" },
    withheld: { password_hash: "a secret (the password's hash)" },
    columns: {
      id: "not personal",
      name: "identity",
      email: "contact",
      email_verified: "usage",
      image: "identity",
      first_name: "identity",
      last_name: "identity",
      phone_number: "contact",
      password_hash: { category: "identity", note: "argon2id hash; never exported" },
      role: "not personal",
      session_version: "not personal",
      disabled_at: "usage",
      locale: "usage",
      created_at: "usage",
      updated_at: "usage",
    },
  },
  sessions: {
    purpose: "keeping a signed-in browser signed in; ending it at once",
    retention: { kind: "setting", period: "sessions" },
    export: { kind: "section", section: "sign-ins" },
    erasure: { kind: "delete", how: "deleted at erasure: every session ends" },
    withheld: { session_token: "a secret that signs a browser in" },
    columns: { session_token: { category: "usage", note: "a secret; the export lists sign-ins without it" }, user_id: "identity", expires: "usage", kind: "usage", created_at: "usage" },
  },
  staff_totp_authenticators: {
    purpose: "a staff member's second factor (decision 038)",
    retention: { kind: "account" },
    export: secret("staff authentication, encrypted"),
    erasure: { kind: "delete", how: "deleted with the staff account (cascade)" },
    columns: { user_id: "identity", totp_secret: { category: "identity", note: "encrypted with a key derived from AUTH_SECRET" }, last_used_step: "usage", created_at: "usage" },
  },
  staff_passkeys: {
    purpose: "a staff member's passkeys (decision 038)",
    retention: { kind: "account" },
    export: secret("staff authentication"),
    erasure: { kind: "delete", how: "deleted with the staff account (cascade)" },
    columns: { id: "identity", user_id: "identity", credential_public_key: "identity", sign_count: "usage", transports: "usage", name: "identity", created_at: "usage", last_used_at: "usage" },
  },
  staff_recovery_codes: {
    purpose: "a staff member's one-time recovery codes (keyed hashes)",
    retention: { kind: "account" },
    export: secret("staff authentication"),
    erasure: { kind: "delete", how: "deleted with the staff account (cascade)" },
    columns: { id: "not personal", user_id: "identity", recovery_code_hash: "identity", used_at: "usage", created_at: "usage" },
  },
  staff_factor_challenges: {
    purpose: "the state between two steps of a staff sign-in or passkey enrolment",
    retention: { kind: "setting", period: "codes" },
    export: secret("a sign-in ceremony of ten minutes"),
    erasure: { kind: "delete", how: "deleted with the staff account (cascade); pruned after the period" },
    columns: {
      id: "not personal",
      token_hash: "usage",
      user_id: "identity",
      purpose: "usage",
      session_version: "not personal",
      webauthn_challenge: "usage",
      totp_secret: { category: "identity", note: "encrypted, until enrolment is proved" },
      attempts: "usage",
      expires_at: "usage",
      consumed_at: "usage",
      created_at: "usage",
    },
  },

  // ------------------------------------------------------------ families (decision 045)
  children: {
    purpose: "the child a visit is for, and what the clinic must know to care for them",
    retention: { kind: "account" },
    export: { kind: "section", section: "children" },
    erasure: {
      kind: "anonymise",
      how: "a child not shared with another adult is anonymised: its row (names, date of birth, sex, alerts) is deleted and its visits stay as the clinical record, detached (child_id emptied); a shared child stays with the other adult",
    },
    columns: {
      id: "not personal",
      first_name: "identity",
      last_name: "identity",
      date_of_birth: "identity",
      sex: "identity",
      medical_alerts: { category: "health", note: "free text; shown to the child's adults only, never in an e-mail, an address or the audit log" },
      archived_at: "usage",
      created_by: { category: "identity", note: "set to null when that account is deleted" },
      created_at: "usage",
      updated_at: "usage",
    },
  },
  child_adults: {
    purpose: "which accounts act for which child (at most two)",
    retention: { kind: "until", what: "the adult leaves or is removed (deleted at once; the audit log keeps the change)" },
    export: { kind: "section", section: "children" },
    erasure: { kind: "delete", how: "the account's links are deleted; the other adult of a shared child becomes its inviting adult" },
    columns: { child_id: "identity", user_id: "identity", role: "identity", created_at: "usage" },
  },
  family_invitations: {
    purpose: "an e-mailed invitation to be a child's second adult",
    retention: { kind: "setting", period: "familyInvitations" },
    export: { kind: "section", section: "children" },
    erasure: { kind: "delete", how: "the invitations the account made, and those to its address, are deleted" },
    withheld: { token_hash: "a secret of the invitation's link" },
    columns: {
      id: "not personal",
      child_id: "identity",
      email: { category: "contact", note: "someone who may have no account" },
      token_hash: { category: "usage", note: "an HMAC of the link's token; never in an answer" },
      invited_by: "identity",
      locale: "usage",
      created_at: "usage",
      expires_at: "usage",
      accepted_at: "usage",
      accepted_by: "identity",
      revoked_at: "usage",
    },
  },

  // ------------------------------------------------------------ catalogue and site content
  services: {
    ...content,
    purpose: "the visits the clinic offers",
    columns: Object.fromEntries(
      ["id", "slug", "name", "description", "image_url", "price_online_cents", "price_offline_cents", "currency", "bookable_online", "sort_order", "archived_at", "created_at", "updated_at", "min_age_months", "max_age_months"].map((c) => [c, "not personal"]),
    ),
  },
  courses: {
    ...content,
    purpose: "the courses the clinic sells",
    columns: {
      ...Object.fromEntries(
        ["id", "slug", "title", "description", "category", "price_cents", "discount_price_cents", "currency", "featured", "image_url", "thumbnail_url", "total_hours", "learning_outcomes", "min_age_months", "max_age_months", "sort_order", "published_at", "created_at", "updated_at"].map((c) => [c, "not personal"]),
      ),
      instructor_first_name: { category: "not personal", note: "the instructor's name as published on the course" },
      instructor_last_name: { category: "not personal", note: "as above" },
    },
  },
  course_modules: { ...content, purpose: "a course's chapters", columns: { id: "not personal", course_id: "not personal", title: "not personal", position: "not personal" } },
  lessons: {
    ...content,
    purpose: "a course's lessons",
    columns: Object.fromEntries(["id", "module_id", "title", "description", "duration_seconds", "video_key", "position"].map((c) => [c, "not personal"])),
  },
  media_uploads: {
    ...content,
    purpose: "files staff uploaded (lesson videos, pictures)",
    retention: { kind: "until", what: "the file is deleted (unused uploads after a week)" },
    erasure: { kind: "keep detached", how: "uploaded_by names a staff account; a staff account is disabled, not deleted, so the link stays" },
    columns: {
      ...Object.fromEntries(["id", "key", "kind", "content_type", "size_bytes", "duration_seconds", "original_name", "created_at"].map((c) => [c, "not personal"])),
      uploaded_by: { category: "usage", note: "the staff member who uploaded it" },
    },
  },
  service_translations: { ...content, purpose: "services in French and Arabic", columns: { service_id: "not personal", name: "not personal", description: "not personal", ...translationColumns } },
  course_translations: {
    ...content,
    purpose: "courses in French and Arabic",
    columns: { course_id: "not personal", title: "not personal", description: "not personal", category: "not personal", learning_outcomes: "not personal", ...translationColumns },
  },
  course_module_translations: { ...content, purpose: "chapters in French and Arabic", columns: { module_id: "not personal", title: "not personal", ...translationColumns } },
  lesson_translations: { ...content, purpose: "lessons in French and Arabic", columns: { lesson_id: "not personal", title: "not personal", description: "not personal", ...translationColumns } },
  testimonials: {
    ...content,
    purpose: "what families say about the clinic, as they agreed to be named",
    retention: { kind: "until", what: "staff remove it (the family withdraws its agreement)" },
    erasure: { kind: "delete", how: "staff delete it, with its translations (cascade)" },
    columns: {
      id: "not personal",
      quote: { category: "identity", note: "published with the family's agreement; staff remove it on request" },
      name: { category: "identity", note: "as the family agreed to be named (\"Rania K.\")" },
      role: "identity",
      sort_order: "not personal",
      published_at: "not personal",
      created_at: "not personal",
      updated_at: "not personal",
    },
  },
  testimonial_translations: {
    ...content,
    retention: { kind: "until", what: "its testimonial goes (cascade)" },
    erasure: { kind: "delete", how: "deleted with its testimonial (cascade)" },
    purpose: "testimonials in French and Arabic", columns: { testimonial_id: "not personal", quote: "identity", name: "identity", role: "identity", ...translationColumns } },
  faq_entries: { ...content, purpose: "the about page's questions", columns: Object.fromEntries(["id", "question", "answer", "sort_order", "created_at", "updated_at"].map((c) => [c, "not personal"])) },
  faq_translations: { ...content, purpose: "questions in French and Arabic", columns: { faq_entry_id: "not personal", question: "not personal", answer: "not personal", ...translationColumns } },
  guide_texts: { ...content, purpose: "the free guides' words", columns: { slug: "not personal", title: "not personal", description: "not personal", updated_at: "not personal" } },
  guide_translations: { ...content, purpose: "guides in French and Arabic", columns: { slug: "not personal", title: "not personal", description: "not personal", ...translationColumns } },
  cache_tag_versions: { ...content, purpose: "which cached public pages changed", columns: { tag: "not personal", version: "not personal", changed_at: "not personal" } },
  schedule_rules: { ...content, purpose: "the clinic's weekly hours", columns: Object.fromEntries(["id", "weekday", "opens_at", "closes_at", "slot_minutes"].map((c) => [c, "not personal"])) },
  closures: {
    ...content,
    purpose: "times the clinic is closed",
    columns: { id: "not personal", starts_at: "not personal", ends_at: "not personal", reason: { category: "not personal", note: "staff write a reason, not a person's details" }, created_at: "not personal" },
  },

  // ------------------------------------------------------------ newsletter
  newsletter_subscribers: {
    purpose: "sending the newsletter to those who asked for it (marketing: consent)",
    retention: { kind: "until", what: "the subscriber unsubscribes (the row stays as proof of the unsubscription, address kept to honour it)" },
    export: { kind: "section", section: "newsletter" },
    erasure: { kind: "delete", how: "the row of the account's address is deleted" },
    columns: { id: "not personal", email: "contact", source: "usage", consent_version: "usage", locale: "usage", subscribed_at: "usage", unsubscribed_at: "usage" },
  },

  // ------------------------------------------------------------ consents (decision 049)
  consents: {
    purpose: "proof of each consent given or withdrawn: caring for a child with their health information (explicit, Law 81 art. 91 / GDPR art. 9(2)(a)), the newsletter",
    retention: {
      kind: "until",
      what: "the data it covers goes: an account's rows while it exists; a visit's with the visit (the clinical record's LEGAL_PERIODS, or deleted with a booking never paid); withdrawals are kept as long as the consent they end",
    },
    export: { kind: "section", section: "consents" },
    erasure: { kind: "keep detached", how: "the account's rows lose their account and address at erasure (user_id set to null, e-mail emptied): the proof that the data was processed lawfully stays, naming no one" },
    columns: {
      id: "not personal",
      user_id: "identity",
      email: { category: "contact", note: "a guest's address, or the newsletter's" },
      child_id: { category: "identity", note: "set to null if the child row is deleted" },
      appointment_id: { category: "usage", note: "the visit booked with it; the row goes with a booking never paid when it is pruned (cascade)" },
      purpose: "usage",
      action: "usage",
      notice_version: "usage",
      page: "usage",
      channel: { category: "usage", note: "online, or by phone: told of the notice by the staff member who booked for the parent (decision 055)" },
      recorded_by: { category: "identity", note: "the staff member who recorded a consent given by phone (a staff account, not the parent's)" },
      created_at: "usage",
    },
    withheld: { recorded_by: "a staff member's account id: the clinic's record of who took the call; the export says the consent was given by phone (channel)" },
  },

  // ------------------------------------------------------------ WhatsApp (decision 053)
  whatsapp_opt_ins: {
    purpose: "proof that a parent agreed to WhatsApp messages for a phone number (consent, with the wording's version and the page), and of each opt-out (a STOP reply, the dashboard)",
    retention: { kind: "until", what: "the visit it was given with goes (cascade), or the account is erased; withdrawals as long as the agreement they end" },
    export: { kind: "section", section: "consents" },
    erasure: { kind: "keep detached", how: "the account's rows lose their account at erasure (user_id set to null); the number stays so that a STOP keeps holding" },
    columns: {
      id: "not personal",
      phone: "contact",
      user_id: "identity",
      appointment_id: { category: "usage", note: "the visit booked with it" },
      action: "usage",
      wording_version: "usage",
      page: "usage",
      created_at: "usage",
    },
  },
  whatsapp_messages: {
    purpose: "the template messages sent on WhatsApp about a visit (confirmation, reminders, changes, offers): what went, where, and whether it arrived, so staff see it and the e-mail goes instead when it cannot",
    retention: { kind: "until", what: "its visit goes (cascade); the fallback e-mail is emptied once sent or once WhatsApp delivered" },
    export: { kind: "section", section: "messages" },
    erasure: { kind: "keep detached", how: "kept with the visit it concerns, which erasure keeps detached; the number goes with the visit's phone" },
    withheld: { fallback_mail: "a copy of an e-mail the parent received (the e-mail itself is theirs already)" },
    columns: {
      id: "not personal",
      key: "not personal",
      appointment_id: "usage",
      phone: "contact",
      template: "usage",
      locale: "usage",
      parameters: { category: "identity", note: "the parent's name, the visit's time and link; never a reason, note or alert" },
      button_suffix: { category: "usage", note: "the visit's signed manage link" },
      wamid: "usage",
      status: "usage",
      error_code: "usage",
      fallback_mail: { category: "contact", note: "the e-mail that goes instead, until it is sent or no longer needed" },
      fell_back_at: "usage",
      created_at: "usage",
      updated_at: "usage",
    },
  },
  whatsapp_inbound: {
    purpose: "what parents wrote back on WhatsApp, shown to staff with their visit; a STOP opts them out",
    retention: { kind: "until", what: "its visit goes (then it stays without it, to be read by staff); deleted at erasure" },
    export: { kind: "section", section: "messages" },
    erasure: { kind: "delete", how: "the messages from the visits' numbers are deleted" },
    columns: {
      id: "not personal",
      wamid: "usage",
      phone: "contact",
      appointment_id: "usage",
      body: { category: "contact", note: "what the parent wrote; staff are told to move anything medical to the visit's record" },
      kind: "usage",
      opted_out: "usage",
      received_at: "usage",
      created_at: "usage",
    },
  },

  // ------------------------------------------------------------ visits
  appointments: {
    purpose: "the child's visit: booking it, reminding, caring for the child; the clinical record",
    retention: { kind: "legal", record: "clinical record" },
    export: { kind: "section", section: "visits" },
    erasure: {
      kind: "keep detached",
      how: "visits ahead booked with the address are cancelled first, by the clinic's cancellation rules (decision 055); every visit is kept for the clinical record's period without the parent's identity (patient_email emptied, patient_phone blank; the child's name, reason and the clinic's note stay); a booking never paid goes after its own period (abandonedBookings)",
    },
    withheld: { staff_note: "the clinic's own working note, which parents do not see (the parent's reason for the visit, notes, is exported)" },
    columns: {
      id: "not personal",
      service_id: "not personal",
      patient_name: "identity",
      patient_phone: "contact",
      patient_email: "contact",
      child_id: { category: "identity", note: "the child the visit is for (decision 046); set to null if the child row is deleted" },
      child_date_of_birth: { category: "identity", note: "a guest booking's child's date of birth, kept with the visit until its address is proved" },
      notes: { category: "health", note: "the reason for the visit, written by the parent" },
      type: "usage",
      starts_at: "usage",
      ends_at: "usage",
      status: "usage",
      hold_expires_at: "usage",
      video_room: { category: "usage", note: "the visit's random video room name; opens only with a token minted for it" },
      meeting_link: { category: "usage", note: "a public meet.jit.si address of earlier releases: no longer written or shown, dropped by a later release" },
      staff_note: { category: "health", note: "the clinic's own note; parents never see it" },
      sequence: "not personal",
      parent_reschedules: "usage",
      locale: "usage",
      created_at: "usage",
      updated_at: "usage",
    },
  },
  waitlist_entries: {
    purpose: "offering a freed time to parents waiting for a fully booked day",
    retention: { kind: "setting", period: "waitlist" },
    export: { kind: "section", section: "visits" },
    erasure: { kind: "delete", how: "the places of the account's address or asked for from the account are deleted" },
    columns: {
      id: "not personal",
      date: "usage",
      patient_name: "identity",
      email: "contact",
      phone: "contact",
      status: "usage",
      locale: "usage",
      user_id: { category: "identity", note: "the signed-in account that joined (decision 054); set to null if the account row is deleted" },
      child_id: { category: "identity", note: "the child the place is for (decision 054); set to null if the child row is deleted" },
      child_date_of_birth: { category: "identity", note: "a child given by name and date of birth, kept for the visit booked from an offer" },
      created_at: "usage",
      confirmed_at: "usage",
    },
  },
  slot_holds: { ...content, purpose: "a freed time kept for the waiting list for 15 minutes", columns: { starts_at: "not personal", expires_at: "not personal", lapse_handled_at: "not personal" } },
  waitlist_offers: {
    purpose: "one waiting parent's e-mailed offer of a held time",
    retention: { kind: "until", what: "its waiting-list place goes (cascade)" },
    export: { kind: "section", section: "visits" },
    erasure: { kind: "delete", how: "deleted with its place (cascade)" },
    columns: { id: "not personal", entry_id: "identity", starts_at: "usage", expires_at: "usage", appointment_id: "usage", created_at: "usage" },
  },

  // ------------------------------------------------------------ payments
  payments: {
    purpose: "taking payment for a visit or course; refunds; the clinic's accounts",
    retention: { kind: "legal", record: "invoices" },
    export: { kind: "section", section: "payments" },
    erasure: { kind: "keep detached", how: "kept for the invoices' period; customer_email and enrollment_id emptied. No card data is ever stored (the gateway holds it)" },
    withheld: { success_indicator: "a secret of the gateway's return", checkout_url: "the gateway's payment page, a link that works for the payer" },
    columns: {
      id: "payment",
      kind: "payment",
      appointment_id: "payment",
      enrollment_id: "payment",
      description: { category: "payment", note: "service and time, no name" },
      amount_cents: "payment",
      currency: "payment",
      status: "payment",
      provider: "payment",
      provider_ref: "payment",
      success_indicator: { category: "payment", note: "a secret of the gateway's return; never exported" },
      checkout_url: "payment",
      customer_email: "contact",
      expires_at: "payment",
      paid_at: "payment",
      refunded_at: "payment",
      refunded_cents: "payment",
      refund_ref: "payment",
      refund_claimed_at: "not personal",
      created_at: "payment",
      updated_at: "payment",
    },
  },
  webhook_events: {
    ...content,
    purpose: "payment notifications already handled (replay guard); ids only",
    retention: { kind: "until", what: "30 days (WEBHOOK_EVENT_RETENTION_MS: providers retry for three)" },
    columns: { provider: "not personal", event_id: "not personal", type: "not personal", received_at: "not personal" },
  },
  simulated_checkout_sessions: {
    ...content,
    purpose: "the built-in test gateway's side (no real payments)",
    retention: { kind: "until", what: "its order goes" },
    columns: Object.fromEntries(
      ["id", "order_id", "description", "amount_cents", "currency", "status", "payment_status", "success_url", "cancel_url", "expires_at", "created_at"].map((c) => [c, "not personal"]),
    ),
  },

  // ------------------------------------------------------------ codes, registrations, limits
  one_time_codes: {
    purpose: "sign-in and password-reset codes sent by e-mail (HMAC only)",
    retention: { kind: "setting", period: "codes" },
    export: { kind: "excluded", why: "a secret of ten minutes; the sign-in itself is in sign-ins" },
    erasure: { kind: "delete", how: "the address's codes are deleted" },
    columns: { id: "not personal", email: "contact", purpose: "usage", code_hash: "usage", attempts: "usage", expires_at: "usage", consumed_at: "usage", created_at: "usage" },
  },
  pending_registrations: {
    purpose: "a registration waiting for its e-mail to be proved",
    retention: { kind: "until", what: "its code expires or it is confirmed (then the account holds the data)" },
    export: { kind: "excluded", why: "no account exists yet; gone within the hour" },
    erasure: { kind: "delete", how: "the address's rows are deleted" },
    columns: {
      id: "not personal",
      email: "contact",
      token_hash: "usage",
      code_hash: "usage",
      attempts: "usage",
      first_name: "identity",
      last_name: "identity",
      phone_number: "contact",
      password_hash: "identity",
      locale: "usage",
      expires_at: "usage",
      consumed_at: "usage",
      created_at: "usage",
    },
  },
  rate_limit_counters: {
    purpose: "refusing floods and guessing (per e-mail, per client address, per action)",
    retention: { kind: "setting", period: "rateLimits" },
    export: { kind: "excluded", why: "security counters keyed by address; a day at most" },
    erasure: { kind: "delete", how: "those keyed by the account's address are deleted at erasure (it may register anew at once); the rest pruned after the period" },
    columns: { key: { category: "usage", note: "may contain an e-mail or IP address" }, window_start: "usage", count: "usage" },
  },

  // ------------------------------------------------------------ learning
  enrollments: {
    purpose: "a parent's access to a course they bought; where they are in it",
    retention: { kind: "account" },
    export: { kind: "section", section: "learning" },
    erasure: { kind: "delete", how: "deleted at erasure; its payments are kept detached (enrollment_id emptied)" },
    columns: {
      id: "not personal",
      user_id: "identity",
      course_id: "usage",
      status: "usage",
      activated_at: "usage",
      locale: "usage",
      watch_lesson_id: "usage",
      watch_position_ms: "usage",
      watch_reported_at: "usage",
      watch_run_started_at: "usage",
      watch_run_credited_ms: "usage",
      created_at: "usage",
    },
  },
  lesson_progress: {
    purpose: "what a parent watched, for their progress and certificate",
    retention: { kind: "account" },
    export: { kind: "section", section: "learning" },
    erasure: { kind: "delete", how: "deleted at erasure" },
    columns: { user_id: "identity", lesson_id: "usage", position_seconds: "usage", started_at: "usage", watched_ms: "usage", completed_at: "usage", updated_at: "usage" },
  },
  certificates: {
    purpose: "a course completed, verifiable at its public address",
    retention: { kind: "account" },
    export: { kind: "section", section: "certificates" },
    erasure: { kind: "delete", how: "deleted at erasure: its public address stops verifying" },
    columns: { id: "not personal", user_id: "identity", course_id: "usage", recipient_name: "identity", course_title: "not personal", issued_at: "usage" },
  },
  certificate_pdfs: {
    purpose: "a certificate's PDF, rendered once per language",
    retention: { kind: "until", what: "its certificate goes (cascade)" },
    export: { kind: "section", section: "certificates" },
    erasure: { kind: "delete", how: "deleted with its certificate (cascade)" },
    withheld: { pdf: "the file itself: download it at the certificate's address" },
    columns: { certificate_id: "identity", locale: "usage", fingerprint: "not personal", pdf: { category: "identity", note: "shows the recipient's name" }, rendered_at: "usage" },
  },

  // ------------------------------------------------------------ audit
  audit_log: {
    purpose: "who changed what and when, and who was let into a video visit (staff, and parents acting on their visits): accountability",
    retention: { kind: "setting", period: "audit" },
    export: { kind: "section", section: "activity" },
    erasure: { kind: "keep detached", how: "append-only: entries cannot be edited, so they are kept to the end of their period, then deleted by the prune job" },
    withheld: { before: "the changed record's fields may name another adult (an invited or removed parent)", after: "as before" },
    columns: {
      id: "not personal",
      at: "usage",
      actor_id: "identity",
      actor_kind: "usage",
      actor_via: "usage",
      actor_email: "contact",
      action: "usage",
      entity: "usage",
      entity_id: "usage",
      before: { category: "identity", note: "the changed row's fields: names, times; never health (alerts are recorded as written or not)" },
      after: { category: "identity", note: "as before" },
    },
  },
  record_views: {
    purpose: "who at the clinic opened a child's health record (the child's page, visits' details): accountability, shown to the parents",
    retention: { kind: "setting", period: "recordViews" },
    export: { kind: "section", section: "children" },
    erasure: { kind: "delete", how: "a child's rows go with the child (cascade), a visit's with the visit; otherwise kept to the end of their period, naming staff, not the parent" },
    withheld: { staff_id: "the staff member's identity: parents are told the role, not the person" },
    columns: {
      id: "not personal",
      at: "usage",
      staff_id: { category: "identity", note: "the staff member who looked" },
      staff_role: "usage",
      what: "usage",
      child_id: "identity",
      appointment_id: "usage",
    },
  },
} satisfies Record<string, TableEntry>;

/**
 * Personal data outside the product's tables: the same questions, answered for each place.
 */
export const OTHER_STORES = {
  "pg-boss jobs (schema pgboss): e-mails": {
    category: "contact",
    holds: "each e-mail queued: recipient, subject, text and HTML body, attachments (calendar files)",
    retention: { kind: "setting", period: "mailBodies" },
    erasure: "bodies of sent e-mails erased after the period; the envelope (recipient, subject) listed for staff until the queue deletes the job (30 days); failed ones keep their body for a retry until then. An account's erasure deletes the sent e-mails to its address at once. Exported in the \"messages\" section (a code e-mail without its body)",
  },
  "DATA_DIR/outbox (development mail transport)": {
    category: "contact",
    holds: "each e-mail as an RFC 822 file when RESEND_API_KEY is unset",
    retention: { kind: "setting", period: "mailBodies" },
    erasure: "files older than the period deleted",
  },
  "media store (DATA_DIR/media or S3)": {
    category: "not personal",
    holds: "lesson videos and pictures staff upload",
    retention: { kind: "content" },
    erasure: "uploads nothing uses are deleted after a week",
  },
  "logs (stdout, JSON lines)": {
    category: "usage",
    holds: "request and job events: no e-mail bodies, codes or health data; an outbox message's recipient in development",
    retention: { kind: "until", what: "the host's log rotation (journald, docker: deploy/)" },
    erasure: "by rotation",
  },
} as const satisfies Record<string, { category: Category; holds: string; retention: Retention; erasure: string }>;

export type DataMapTable = keyof typeof DATA_MAP;

export function columnCategory(entry: ColumnEntry): Category {
  return typeof entry === "string" ? entry : entry.category;
}

/** One line of words for a retention. */
export function describeRetention(retention: Retention): string {
  switch (retention.kind) {
    case "account":
      return "while the account exists";
    case "setting": {
      const { setting, unit, after } = RETENTION_SETTINGS[retention.period];
      return `\`${setting}\` (${unit}) after ${after}`;
    }
    case "legal": {
      const period = LEGAL_PERIODS[retention.record];
      return `legal period: ${period.years} years (${retention.record})`;
    }
    case "until":
      return `until ${retention.what}`;
    case "content":
      return "while the clinic uses it (not personal)";
  }
}
