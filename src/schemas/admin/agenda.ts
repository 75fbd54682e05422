import { z } from "zod/mini";

import { ZAppointmentStatus, ZAppointmentType, ZLocaleAnswer } from "~/schemas/answers";
import { NOTES_MAX_LENGTH, ZCalendarDate, ZPatient, ZSlotTime } from "~/schemas/appointments";
import { ZConsentPage } from "~/schemas/consents";
import { ZContentLocale } from "~/schemas/translations";
import { beirutDate } from "~/lib/calendar-date";
import { dateOfBirthProblem } from "~/lib/child-age";
import { ORDER_STATUSES } from "./orders";

/** A day or a week of the agenda from a Beirut date, or a search across every date. */
export const ZAgendaQuery = z.object({
  from: ZCalendarDate,
  days: z.union([z.literal(1), z.literal(7)], { error: "Show a day or a week." }),
  search: z.optional(z.string().check(z.trim(), z.maxLength(100, "Search for at most 100 characters."))),
});
export type TAgendaQuery = z.infer<typeof ZAgendaQuery>;

/** The opening hours and closures of the days the agenda's grid shows. */
export const ZAgendaHoursQuery = z.object({
  from: ZCalendarDate,
  days: z.union([z.literal(1), z.literal(7)], { error: "Show a day or a week." }),
});
export type TAgendaHoursQuery = z.infer<typeof ZAgendaHoursQuery>;

export const CANCEL_REASON_MAX = 500;

export const ZCancelAppointment = z.object({
  appointmentId: z.uuid("Unknown appointment."),
  refund: z.boolean(),
  reason: z.string().check(z.trim(), z.maxLength(CANCEL_REASON_MAX, `At most ${CANCEL_REASON_MAX} characters.`)),
});
export type TCancelAppointment = z.infer<typeof ZCancelAppointment>;

export const ZRescheduleAppointment = z.object({
  appointmentId: z.uuid("Unknown appointment."),
  date: ZCalendarDate,
  startTime: ZSlotTime,
});
export type TRescheduleAppointment = z.infer<typeof ZRescheduleAppointment>;

export const ZVisitOutcome = z.object({
  appointmentId: z.uuid("Unknown appointment."),
  outcome: z.enum(["completed", "no_show"], { error: "Mark it completed or no-show." }),
});

export const STAFF_NOTE_MAX = 2000;
export const ZStaffNote = z.object({
  appointmentId: z.uuid("Unknown appointment."),
  note: z.string().check(z.trim(), z.maxLength(STAFF_NOTE_MAX, `At most ${STAFF_NOTE_MAX} characters.`)),
});

export const PAYMENT_LINK_NEEDS_EMAIL = "A payment link goes by e-mail: please enter the parent's e-mail.";
export const PARENT_NOT_TOLD = "Tell the parent of the privacy notice (what the clinic keeps about their child, why and for how long), then tick the box.";

/**
 * A booking made by staff for a parent who phoned: confirmed at once and paid at the clinic, or
 * held while the parent pays through a link e-mailed to them. `locale` is the parent's language,
 * which their e-mails speak; left out, it is their account's (an account with this e-mail), else
 * English.
 */
export const ZStaffBooking = z
  .object({
    serviceId: z.uuid("Please choose a service."),
    date: ZCalendarDate,
    startTime: ZSlotTime,
    type: z.enum(["Online", "In-Person"], { error: "Choose online or in the clinic." }),
    patient: ZPatient,
    notes: z.string().check(z.trim(), z.maxLength(NOTES_MAX_LENGTH, `At most ${NOTES_MAX_LENGTH} characters.`)),
    payment: z._default(z.enum(["at_clinic", "link"], { error: "Choose how the parent pays." }), "at_clinic"),
    /**
     * The staff member confirms the parent was told of the privacy notice on the phone: the consent to
     * use the child's health information for their care, recorded as given by phone, in the staff
     * member's name (decision 055). Only `true`: without it nothing is booked.
     */
    parentToldOfNotice: z.literal(true, { error: PARENT_NOT_TOLD }),
    consentPage: ZConsentPage,
    locale: z.optional(ZContentLocale),
    /** A child record (from the search or its page): the visit is its, under its name. */
    childId: z.optional(z.string().check(z.maxLength(100, "Child not found."))),
    /** A child staff add: the patient's name is the child's, this its date of birth (decision 050). */
    childDateOfBirth: z.optional(
      z.string().check(
        z.refine((value) => value === "" || dateOfBirthProblem(value, beirutDate(new Date())) === null, {
          message: "Enter the child's real date of birth: not in the future, less than 18 years ago.",
        }),
      ),
    ),
  })
  .check(
    z.superRefine((booking, ctx) => {
      if (booking.payment === "link" && !booking.patient.email) ctx.addIssue({ code: "custom", path: ["patient", "email"], message: PAYMENT_LINK_NEEDS_EMAIL });
    }),
  );
export type TStaffBooking = z.output<typeof ZStaffBooking>;

// Answers (decision 037): the fields each procedure sends back, and no others. A visit's internal
// counters (its calendar sequence, the parent's moves, the hold's end) stay on the server.

const ZAgendaVisit = z.object({
  id: z.string(),
  startsAt: z.date(),
  endsAt: z.date(),
  status: ZAppointmentStatus,
  type: ZAppointmentType,
  patientName: z.string(),
  patientPhone: z.string(),
  patientEmail: z.nullable(z.string()),
  notes: z.string(),
  staffNote: z.string(),
});

/**
 * Who a visit is for, as staff see it: the child record (`id`, for its page) or a guest's child kept
 * with the visit (`id` null), the age on the visit's day ("1 y 4 m", "12 d"). `medicalAlerts` is
 * for staff screens only: never in an e-mail, a calendar file or an address.
 */
export const ZVisitChild = z.object({
  id: z.nullable(z.string()),
  name: z.string(),
  dateOfBirth: z.nullable(z.string()),
  age: z.nullable(z.string()),
  medicalAlerts: z.nullable(z.string()),
});
export type TVisitChild = z.infer<typeof ZVisitChild>;

/**
 * A message the clinic sent about the visit on WhatsApp (decision 053): which template, how far it
 * got (queued, accepted, sent, delivered, read; failed; fell_back when the e-mail went instead).
 * E-mails the visit's parent gets otherwise are not listed here.
 */
export const ZVisitMessage = z.object({
  channel: z.enum(["whatsapp"]),
  template: z.string(),
  status: z.enum(["queued", "accepted", "sent", "delivered", "read", "failed", "fell_back"]),
  /** The e-mail went instead. */
  fellBackToEmail: z.boolean(),
  errorCode: z.nullable(z.number()),
  createdAt: z.date(),
  updatedAt: z.date(),
});

/** The parent's latest reply on WhatsApp about the visit (their words: staff move anything medical to the record). */
export const ZVisitReply = z.object({ body: z.string(), kind: z.string(), optedOut: z.boolean(), receivedAt: z.date() });
export type TVisitMessage = z.infer<typeof ZVisitMessage>;
export type TVisitReply = z.infer<typeof ZVisitReply>;

/** The agenda's rows: each visit, its child, its service and its payment. */
export const ZAgendaAnswer = z.array(
  z.extend(ZAgendaVisit, {
    date: z.string(),
    time: z.string(),
    serviceName: z.string(),
    child: z.nullable(ZVisitChild),
    /** The name on the parent's account when one has the visit's e-mail (the visit names the child). */
    parentName: z.nullable(z.string()),
    payment: z.nullable(
      z.object({
        orderId: z.string(),
        status: z.enum(ORDER_STATUSES),
        amountCents: z.number(),
        currency: z.string(),
        provider: z.enum(["stripe", "mpgs", "simulated"]),
      }),
    ),
    /** Its WhatsApp messages, oldest first, and the parent's latest reply there. */
    messages: z.array(ZVisitMessage),
    latestReply: z.nullable(ZVisitReply),
  }),
);

const ZWallClockPeriod = z.object({ from: z.string(), to: z.string() });

/** Each day's opening periods (the gaps between them are breaks) and closures, in Beirut wall-clock time. */
export const ZAgendaHoursAnswer = z.array(
  z.object({
    date: z.string(),
    open: z.array(z.extend(ZWallClockPeriod, { slotMinutes: z.number() })),
    closures: z.array(z.extend(ZWallClockPeriod, { reason: z.string() })),
  }),
);

/** A visit as a change by staff leaves it; `locale` is the language of the parent's e-mails. */
export const ZStaffVisitAnswer = z.extend(ZAgendaVisit, { serviceId: z.string(), locale: ZLocaleAnswer });

export const ZStaffCancelAnswer = z.object({
  appointment: ZStaffVisitAnswer,
  refunded: z.nullable(z.object({ refundId: z.string(), amountCents: z.number() })),
  emailed: z.boolean(),
});
export const ZStaffRescheduleAnswer = z.object({ appointment: ZStaffVisitAnswer, emailed: z.boolean() });
/** A visit booked for a parent, and its order when it is paid by the e-mailed link. */
export const ZStaffBookingAnswer = z.extend(ZStaffVisitAnswer, { orderId: z.nullable(z.string()) });
export const ZStaffNoteAnswer = z.object({ staffNote: z.string() });
