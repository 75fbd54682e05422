import { CLINIC_TIME_ZONE } from "~/lib/calendar-date";

/**
 * The audit log in words. Each service records its change as it chose (a row before and after,
 * a status, a reason…); this reads those records the way staff talk: "Online price of Pediatric
 * Consultation: $40.00 → $42.50". Fields the reader has no use for (ids, sort keys, time stamps of
 * the row itself) are left out; a field it does not know is named from its key.
 */

export type AuditRecord = {
  action: string;
  entity: string;
  before: unknown;
  after: unknown;
  /** What the change was about as it is now, when the record still exists (a visit's patient and time). */
  subject?: { name: string; startsAt: Date | null } | null;
};

export type DescribedChange = {
  /** "Edited the service Pediatric Consultation". */
  title: string;
  /** One line per field that changed, or (a record added or removed) per field it had. */
  lines: string[];
};

/** How staff name each kind of record, in the log's filter and its titles. */
export const KIND_LABELS: Record<string, { one: string; many: string }> = {
  appointment: { one: "the appointment of", many: "Appointments" },
  child: { one: "the child", many: "Children and their adults" },
  closure: { one: "a closure:", many: "Closures" },
  course: { one: "the course", many: "Courses" },
  "faq entry": { one: "the question", many: "Questions (FAQ)" },
  guide: { one: "the guide", many: "Guides" },
  job: { one: "the e-mail or job", many: "E-mails & jobs" },
  "kept time": { one: "the time kept for the waiting list", many: "Times kept for the waiting list" },
  media: { one: "the upload", many: "Uploads" },
  order: { one: "the order", many: "Orders & refunds" },
  schedule: { one: "the opening hours", many: "Opening hours" },
  service: { one: "the service", many: "Services & prices" },
  testimonial: { one: "the testimonial", many: "Testimonials" },
  user: { one: "the account of", many: "Staff accounts" },
};

export const kindLabel = (entity: string) => KIND_LABELS[entity]?.many ?? entity.charAt(0).toUpperCase() + entity.slice(1);

const PAST: Record<string, string> = {
  accept: "Accepted",
  add: "Added",
  archive: "Archived",
  book: "Booked",
  cancel: "Cancelled",
  change: "Changed",
  create: "Created",
  disable: "Disabled",
  edit: "Edited",
  enable: "Enabled",
  erase: "Erased",
  export: "Exported",
  invite: "Invited",
  leave: "Left",
  mark: "Marked",
  move: "Moved",
  publish: "Published",
  refund: "Refunded",
  regenerate: "Regenerated",
  release: "Released",
  remove: "Removed",
  rename: "Renamed",
  reschedule: "Moved",
  reset: "Reset",
  restore: "Restored",
  retry: "Tried again",
  revoke: "Withdrew",
  set: "Set",
  unpublish: "Took off the site",
  upload: "Uploaded",
};

/** Names of fields, by their key in the record. */
const FIELD_LABELS: Record<string, string> = {
  name: "Name",
  title: "Title",
  description: "Description",
  priceOnlineCents: "Online price",
  priceOfflineCents: "In-clinic price",
  priceCents: "Price",
  discountPriceCents: "Discounted price",
  amountCents: "Amount",
  bookableOnline: "Bookable online",
  imageUrl: "Picture",
  publishedAt: "On the site since",
  published: "Shown on the site",
  archivedAt: "Archived",
  disabledAt: "Signed-in access stopped",
  status: "Status",
  paymentStatus: "Payment",
  refundRef: "Refund reference",
  staffNote: "Internal note",
  role: "Role",
  reason: "Reason",
  startsAt: "Time",
  endsAt: "Until",
  keptUntil: "Kept until",
  date: "Date",
  time: "Time",
  patient: "Patient",
  payment: "Payment",
  language: "Language",
  email: "E-mail",
  question: "Question",
  answer: "Answer",
  quote: "Words",
  author: "Author",
  category: "Category",
  open: "Open",
  opensAt: "Opens",
  closesAt: "Closes",
  slotMinutes: "Slot length (minutes)",
  learningOutcomes: "What parents will learn",
  instructorFirstName: "Instructor's first name",
  instructorLastName: "Instructor's last name",
  authenticatorApp: "Authenticator app",
  passkeys: "Passkeys",
  queue: "Queue",
  durationSeconds: "Length (seconds)",
  dateOfBirth: "Date of birth",
  sex: "Sex",
  hasMedicalAlerts: "Medical alerts written",
};

/** Keys of the records' own bookkeeping: never what staff changed. */
const HIDDEN = new Set(["id", "slug", "sortOrder", "createdAt", "updatedAt", "courseId", "moduleId", "lessonId", "serviceId", "videoUploadId", "sequence", "storageKey", "sha256", "weekday"]);

const LANGUAGES: Record<string, string> = { en: "English", fr: "French", ar: "Arabic" };
const WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];
const STATUS_WORDS: Record<string, string> = {
  pending: "held, awaiting payment",
  confirmed: "confirmed",
  cancelled: "cancelled",
  expired: "expired",
  completed: "completed",
  no_show: "no-show",
  paid: "paid",
  failed: "payment failed",
  refund_needed: "refund needed",
  refunded: "refunded",
  staff: "reception",
  admin: "administrator",
  parent: "no back-office access",
};

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const dayAndTime = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: CLINIC_TIME_ZONE });
const dayTimeAndYear = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: CLINIC_TIME_ZONE });
const yearOf = new Intl.DateTimeFormat("en-GB", { year: "numeric", timeZone: CLINIC_TIME_ZONE });
const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", minimumFractionDigits: 2 });

/** "27 Nov 15:02" in Beirut; with the year when it is not this year's. */
export function formatAuditTime(instant: Date, now = new Date()): string {
  const format = yearOf.format(instant) === yearOf.format(now) ? dayAndTime : dayTimeAndYear;
  return format
    .formatToParts(instant)
    .filter((part) => part.type !== "literal")
    .reduce((text, part) => {
      const gap = part.type === "minute" ? ":" : text ? " " : "";
      return `${text}${gap}${part.value}`;
    }, "");
}

function words(key: string): string {
  const spaced = key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_-]/g, " ").toLowerCase();
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === "object" && value !== null && !Array.isArray(value);

/** A value as staff read it. */
function shown(key: string, value: unknown, now: Date): string {
  if (value === null || value === undefined || value === "") return key.endsWith("At") ? "not set" : "none";
  if (typeof value === "boolean") return value ? "yes" : "no";
  if (typeof value === "number") return key.endsWith("Cents") ? dollars.format(value / 100) : String(value);
  if (value instanceof Date) return formatAuditTime(value, now);
  if (typeof value === "string") {
    if (ISO_INSTANT.test(value)) return formatAuditTime(new Date(value), now);
    if ((key === "status" || key === "paymentStatus" || key === "role") && STATUS_WORDS[value]) return STATUS_WORDS[value];
    if (/^\d{1,2}:\d{2}$|^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
    const text = value.replace(/\s+/g, " ").trim();
    return `“${text.length > 80 ? `${text.slice(0, 79)}…` : text}”`;
  }
  if (Array.isArray(value)) return value.every((item) => typeof item !== "object") ? value.map((item) => shown(key, item, now)).join(", ") : `${value.length} items`;
  return "(details)";
}

type Leaf = { label: string; key: string; value: unknown };

/** The record's fields, nested ones named in full ("French name", "Monday opens"). */
function leavesOf(value: unknown, prefix: string[] = []): Map<string, Leaf> {
  const leaves = new Map<string, Leaf>();
  const add = (path: string[], labelParts: string[], key: string, leaf: unknown) => {
    if (isRecord(leaf) || (Array.isArray(leaf) && leaf.some((item) => typeof item === "object" && item !== null))) {
      for (const [inner, item] of leavesOf(leaf, labelParts)) leaves.set(`${path.join(".")}.${inner}`, item);
      return;
    }
    const label = labelParts.join(" ");
    leaves.set(path.join("."), { label: label.charAt(0).toUpperCase() + label.slice(1), key, value: leaf });
  };
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const weekday = isRecord(item) && typeof item.weekday === "number" ? WEEKDAYS[item.weekday - 1] : undefined;
      add([String(index)], [...prefix, weekday ?? `#${index + 1}`], "", item);
    });
    return leaves;
  }
  if (!isRecord(value)) return leaves;
  for (const [key, item] of Object.entries(value)) {
    if (HIDDEN.has(key)) continue;
    if (key === "translations") {
      add([key], prefix, key, item);
      continue;
    }
    const language = LANGUAGES[key];
    const label = language ?? (prefix.length > 0 ? (FIELD_LABELS[key] ?? words(key)).toLowerCase() : (FIELD_LABELS[key] ?? words(key)));
    add([key], [...prefix, label], key, item);
  }
  return leaves;
}

function subjectName(record: AuditRecord): string | null {
  for (const side of [record.after, record.before]) {
    if (!isRecord(side)) continue;
    for (const key of ["name", "title", "question", "author", "patient", "reason", "email", "originalName"]) {
      const value = side[key];
      if (typeof value === "string" && value.trim()) return value.trim();
    }
  }
  return record.subject?.name ?? null;
}

/** The time a record without a name is about (a slot kept for the waiting list). */
function startsAtOf(record: AuditRecord): Date | null {
  for (const side of [record.after, record.before]) {
    if (isRecord(side) && typeof side.startsAt === "string" && ISO_INSTANT.test(side.startsAt)) return new Date(side.startsAt);
  }
  return null;
}

/** The change in words: a title, and a line per field it changed. */
export function describeChange(record: AuditRecord, now = new Date()): DescribedChange {
  const [verb = "", ...rest] = record.action.split(" ");
  const past = PAST[verb];
  const name = subjectName(record);
  const at = record.subject?.startsAt ?? (name ? null : startsAtOf(record));
  const when = at ? ` (${formatAuditTime(at, now)})` : "";
  const kind = KIND_LABELS[record.entity]?.one;
  // "edit service" → "Edited the service Pediatric Consultation"; "mark no-show" → "Marked no-show: Nour Saad (3 Dec 17:00)".
  const object = rest.join(" ");
  const aboutItself = past && kind && (object === record.entity || object.startsWith(`${record.entity} `));
  const tail = aboutItself ? object.slice(record.entity.length).trim() : "";
  const title = aboutItself
    ? [past, kind, name ? `${name}${when}` : when.trim(), tail].filter(Boolean).join(" ")
    : `${past ?? verb.charAt(0).toUpperCase() + verb.slice(1)} ${object}`.trim() + (name ? `: ${name}${when}` : when);

  const before = leavesOf(record.before);
  const after = leavesOf(record.after);
  const of = name ? ` of ${name}` : "";
  const lines: string[] = [];
  const bothSides = isRecord(record.before) || Array.isArray(record.before) ? isRecord(record.after) || Array.isArray(record.after) : false;
  if (bothSides) {
    // A move records the instant and its Beirut date and time: the instant says it all.
    const moved = before.has("startsAt") && after.has("startsAt");
    for (const path of new Set([...before.keys(), ...after.keys()])) {
      if (moved && (path === "date" || path === "time")) continue;
      const was = before.get(path);
      const now_ = after.get(path);
      if (JSON.stringify(was?.value ?? null) === JSON.stringify(now_?.value ?? null)) continue;
      const leaf = (now_ ?? was)!;
      lines.push(`${leaf.label}${of}: ${shown(leaf.key, was?.value, now)} → ${shown(leaf.key, now_?.value, now)}`);
    }
  } else {
    for (const leaf of (after.size > 0 ? after : before).values()) {
      if (leaf.value === null || leaf.value === undefined || leaf.value === "") continue;
      lines.push(`${leaf.label}: ${shown(leaf.key, leaf.value, now)}`);
    }
  }
  return { title, lines };
}
