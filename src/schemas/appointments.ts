import { z } from "zod/mini";

import { beirutDate, isCalendarDate } from "~/lib/calendar-date";
import { ZAppointmentStatus, ZCheckoutSessionAnswer } from "./answers";
import { healthDataConsentFields, whatsAppOptInFields } from "./consents";
import { ZChildId, ZDateOfBirth } from "./family";
import { ZEmail, ZPhoneNumber } from "./users";

// Messages are catalogue keys (booking.validation.*): the form shows them in the page's language
// (useMessageText), the server in the caller's.

import { NOTES_MAX_LENGTH } from "./appointment-limits";

export { NOTES_MAX_LENGTH };

/** Reports a custom issue from inside a transform and ends it. */
function fail(ctx: { issues: unknown[]; value: unknown }, message: string): never {
  (ctx.issues as Array<{ code: "custom"; message: string; input: unknown }>).push({ code: "custom", message, input: ctx.value });
  return z.NEVER;
}

/** A Beirut calendar date, YYYY-MM-DD. */
export const ZCalendarDate = z
  .string({ error: "booking.validation.dateRequired" })
  .check(z.trim(), z.refine(isCalendarDate, "booking.validation.dateInvalid"));

export const ZTimeSlotsQuery = z.object({ date: ZCalendarDate });
export type TTimeSlotsQuery = z.infer<typeof ZTimeSlotsQuery>;

/** Accepts "15:30" and the earlier client's "3:30 PM"; yields "HH:mm". */
export const ZSlotTime = z.pipe(
  z.string({ error: "booking.validation.timeRequired" }).check(z.trim(), z.minLength(1, "booking.validation.timeRequired")),
  z.transform((value: string, ctx) => {
    const match = /^(\d{1,2}):(\d{2})(?:\s*([AaPp][Mm]))?$/.exec(value);
    if (match) {
      let hours = Number(match[1]);
      const minutes = Number(match[2]);
      const meridiem = match[3]?.toLowerCase();
      if (meridiem === "pm" && hours < 12) hours += 12;
      if (meridiem === "am" && hours === 12) hours = 0;
      if (hours < 24 && minutes < 60) return `${String(hours).padStart(2, "0")}:${String(minutes).padStart(2, "0")}`;
    }
    return fail(ctx, "booking.validation.timeRequired");
  }),
);

export const ZPatient = z.object({
  name: z
    .string({ error: "booking.validation.nameRequired" })
    .check(z.trim(), z.minLength(1, "booking.validation.nameRequired"), z.maxLength(120, "booking.validation.nameTooLong")),
  phoneNumber: ZPhoneNumber("booking.validation.phoneRequired"),
  email: z.pipe(
    z.optional(
      z.union([
        z.literal(""),
        z.null(),
        z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email("booking.validation.emailInvalid")),
      ]),
    ),
    z.transform((value: string | null | undefined) => value || null),
  ),
});

/**
 * The child a visit is for, when no child of the account is chosen: a guest's, or another child of
 * a signed-in parent. The name is the patient's name (decision 046).
 */
export const ZBookingChild = z.object({
  name: ZPatient.shape.name,
  dateOfBirth: ZDateOfBirth,
});

/**
 * The booking payload of spec §7. The server recomputes what the client may not decide: the end
 * time, the status, the video room and the price. `date` may be YYYY-MM-DD or an ISO instant
 * (the earlier client sends the chosen date normalised to noon).
 */
export const ZBookAppointment = z.object({
  service: z.pipe(
    z.string({ error: "booking.validation.serviceRequired" }).check(z.trim(), z.minLength(1, "booking.validation.serviceRequired")),
    z.uuid("booking.validation.serviceRequired"),
  ),
  patient: ZPatient,
  date: z.pipe(
    z.string({ error: "booking.validation.dateRequired" }).check(z.trim(), z.minLength(1, "booking.validation.dateRequired")),
    z.transform((value: string, ctx) => {
      if (isCalendarDate(value)) return value;
      const instant = /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null;
      if (instant && !Number.isNaN(instant.getTime())) return beirutDate(instant);
      return fail(ctx, "booking.validation.dateInvalid");
    }),
  ),
  startTime: ZSlotTime,
  endTime: z.optional(z.unknown()),
  type: z._default(z.enum(["Online", "In-Person"], { error: "booking.validation.typeInvalid" }), "Online"),
  meetingLink: z.optional(z.unknown()),
  status: z.optional(z.unknown()),
  notes: z.pipe(
    z.nullish(
      z.string().check(z.maxLength(NOTES_MAX_LENGTH, "booking.validation.notesTooLong")),
    ),
    z.transform((value: string | null | undefined) => value?.trim() ?? ""),
  ),
  address: z.optional(z.unknown()),
  /** One of the signed-in parent's children (assertChildAccess: another's is "not found"); wins over `child`. */
  childId: z.optional(ZChildId),
  /** A child not on the account (a guest's, or "another child"): its name and date of birth. */
  child: z.optional(ZBookingChild),
  /** The explicit consent to process the child's health information for their care (decision 049). */
  ...healthDataConsentFields("common.consent.required"),
  /** "Send me messages on WhatsApp" for the phone number above (decision 053), optional. */
  ...whatsAppOptInFields,
});
export type TBookAppointment = z.input<typeof ZBookAppointment>;
export type TBookAppointmentParsed = z.output<typeof ZBookAppointment>;

export const ZOrderId = z.string().check(z.trim(), z.regex(/^[A-Z]{3}-[0-9A-Z]{6,20}$/, "booking.validation.orderUnknown"));

/** The payment provider's checkout session id (Stripe's cs_…, the simulated gateway's sim_cs_…). */
export const ZCheckoutSessionId = z.string().check(z.trim(), z.regex(/^[A-Za-z0-9_-]{8,255}$/, "booking.validation.checkoutUnknown"));

/**
 * A payment's return, as the provider's return address carries it: the order and its checkout
 * session. The session is what proves the browser is the one that paid (an order number alone is
 * shown on screen and read out over the phone).
 */
export const ZPaymentReturn = z.object({ orderId: ZOrderId, sessionId: ZCheckoutSessionId });

/** "E-mail me this" on the confirmation page: the payment's return and the address to write to. */
export const ZEmailConfirmation = z.extend(ZPaymentReturn, { email: ZEmail });

/** A range of dates for the date picker, at most about two months. */
export const ZAvailableDaysQuery = z.object({ from: ZCalendarDate, to: ZCalendarDate }).check(
  z.refine((range) => range.from <= range.to, { message: "booking.validation.rangeOrder", path: ["to"] }),
  z.refine((range) => Date.parse(range.to) - Date.parse(range.from) <= 62 * 86_400_000, {
    message: "booking.validation.rangeTooLong",
    path: ["to"],
  }),
);

/** A parent's own visit, opened by the signed link in their e-mails. */
export const ZManageAppointment = z.object({
  appointmentId: z.uuid({ error: "booking.validation.linkNoAppointment" }),
  token: z.string({ error: "booking.validation.linkIncomplete" }).check(z.maxLength(100, "booking.validation.linkInvalid")),
});

/** The parent turns WhatsApp on or off for their visit's number (decision 053), from its link. */
export const ZSetWhatsAppMine = z.extend(ZManageAppointment, {
  optIn: z.boolean(),
  whatsappWording: whatsAppOptInFields.whatsappWording,
});

/** Whether WhatsApp is offered, and whether the visit's number chose it. */
export const ZWhatsAppChoiceAnswer = z.object({ available: z.boolean(), optedIn: z.boolean() });

/** Whether the clinic sends WhatsApp messages, so that the booking form offers them. */
export const ZWhatsAppOfferedAnswer = z.object({ offered: z.boolean() });

/** The parent moves their visit: the link's two parts, the new slot and the version they saw. */
export const ZRescheduleMine = z.extend(ZManageAppointment, {
  date: ZCalendarDate,
  startTime: ZSlotTime,
  /** The visit's version the parent's page showed: a change made meanwhile (another tab) refuses this one. */
  version: z.optional(z.number().check(z.int(), z.gte(0))),
});

/** A parent joins the waitlist of a fully booked day (decision 029). */
export const ZJoinWaitlist = z.object({
  date: ZCalendarDate,
  name: ZPatient.shape.name,
  email: ZEmail,
  phoneNumber: ZPhoneNumber("booking.validation.phoneRequired"),
  /** One of the signed-in parent's children (decision 054): the place, and the visit it books, are its; wins over `dateOfBirth`. */
  childId: z.optional(ZChildId),
  /** The date of birth of the child named above, when it is not one of the account's children (a guest's). */
  dateOfBirth: z.optional(ZDateOfBirth),
});
export type TJoinWaitlist = z.input<typeof ZJoinWaitlist>;
export type TJoinWaitlistParsed = z.output<typeof ZJoinWaitlist>;

/** A waitlist offer's signed link: the offer and its token. */
export const ZWaitlistOffer = z.object({
  offerId: z.uuid({ error: "booking.validation.linkNoOffer" }),
  token: z.string({ error: "booking.validation.linkIncomplete" }).check(z.maxLength(100, "booking.validation.linkInvalid")),
});

/** A waiting-list place's confirmation link: the place and its token. */
export const ZConfirmWaitlistPlace = z.object({
  entryId: z.uuid({ error: "booking.validation.linkNoPlace" }),
  token: z.string({ error: "booking.validation.linkIncomplete" }).check(z.maxLength(100, "booking.validation.linkInvalid")),
});

/** Booking the held time from an offer: which service, and anything the doctor should know. */
export const ZClaimWaitlistOffer = z.extend(ZWaitlistOffer, {
  service: ZBookAppointment.shape.service,
  notes: ZBookAppointment.shape.notes,
  ...healthDataConsentFields("common.consent.required"),
});

// Answers (decision 037): the fields each procedure sends back, and no others.

/** A day's times: each with whether it can be booked, and why not. */
export const ZTimeSlotsAnswer = z.object({
  date: z.string(),
  bookedSlots: z.array(z.object({ startTime: z.string() })),
  slots: z.array(z.object({ startTime: z.string(), endTime: z.string(), available: z.boolean(), reason: z.enum(["free", "booked", "past"]) })),
});

export const ZAvailableDaysAnswer = z.object({ days: z.array(z.object({ date: z.string(), freeSlots: z.number(), full: z.boolean() })) });

/** A booking: its order, and the payment page to go to. */
export const ZBookingAnswer = z.object({ orderId: z.string(), session: ZCheckoutSessionAnswer });

/**
 * A confirmed online visit's video room (decision 048): when it opens to the parent and when it
 * closes. Null for any other visit. The room itself is reached only through the visit's page.
 */
export const ZVideoWindowAnswer = z.nullable(z.object({ opensAt: z.date(), closesAt: z.date() }));

/** One of a signed-in parent's visits. */
export const ZMyAppointmentAnswer = z.object({
  id: z.string(),
  serviceName: z.string(),
  startsAt: z.date(),
  type: z.string(),
  status: ZAppointmentStatus,
  video: ZVideoWindowAnswer,
  manageUrl: z.nullable(z.string()),
  /** The child it is for, when it is one of the reader's children (either adult sees it). */
  child: z.nullable(z.object({ id: z.string(), firstName: z.string() })),
});
/** A parent's visits; none until their address is proved. */
export const ZMyAppointmentsAnswer = z.discriminatedUnion("emailVerified", [
  z.object({ emailVerified: z.literal(false), email: z.string(), upcoming: z.array(ZMyAppointmentAnswer), past: z.array(ZMyAppointmentAnswer) }),
  z.object({ emailVerified: z.literal(true), email: z.string(), upcoming: z.array(ZMyAppointmentAnswer), past: z.array(ZMyAppointmentAnswer) }),
]);

/** Whether the parent may cancel (and the refund it gives) or move (and how many moves are left), else why not. */
const ZCancelAllowed = z.union([
  z.object({ refundCents: z.nullable(z.number()), reason: z.optional(z.undefined()) }),
  z.object({ refundCents: z.optional(z.undefined()), reason: z.string() }),
]);
const ZRescheduleAllowed = z.union([
  z.object({ left: z.number(), reason: z.optional(z.undefined()) }),
  z.object({ left: z.optional(z.undefined()), reason: z.string() }),
]);

/** A parent's own visit, opened by the link of their e-mails. */
export const ZManagedAppointmentAnswer = z.object({
  id: z.string(),
  serviceName: z.string(),
  patientName: z.string(),
  startsAt: z.date(),
  endsAt: z.date(),
  type: z.string(),
  status: ZAppointmentStatus,
  version: z.number(),
  video: ZVideoWindowAnswer,
  cancel: ZCancelAllowed,
  reschedule: ZRescheduleAllowed,
  /** Once cancelled: what was refunded to the card (null: nothing). */
  refundedCents: z.nullable(z.number()),
  /** Whether its e-mails reach the parent. */
  emailed: z.boolean(),
});

export const ZCancelledByParentAnswer = z.object({ status: z.literal("cancelled"), refundedCents: z.nullable(z.number()) });
export const ZMovedByParentAnswer = z.object({ status: z.literal("moved"), startsAt: z.date() });

export const ZFullDaysAnswer = z.array(z.string());
/** The parent's place in the day's waitlist. */
/** A place taken on a waiting list: counted in line once its address is confirmed (decision 037). */
export const ZWaitlistPlaceAnswer = z.object({ date: z.string(), confirmed: z.boolean(), place: z.nullable(z.number()) });

/** A waiting-list place as its confirmation link shows it. */
export const ZWaitlistConfirmedAnswer = z.object({
  id: z.string(),
  date: z.string(),
  patientName: z.string(),
  email: z.string(),
  state: z.enum(["booked", "waiting", "unconfirmed"]),
  place: z.nullable(z.number()),
});

/** A freed time offered to a waiting parent. */
export const ZWaitlistOfferAnswer = z.object({
  id: z.string(),
  startsAt: z.date(),
  expiresAt: z.date(),
  patientName: z.string(),
  email: z.string(),
  state: z.enum(["booked", "held", "taken", "lapsed"]),
  checkoutUrl: z.nullable(z.string()),
});
export const ZClaimedOfferAnswer = z.object({ orderId: z.nullable(z.string()), checkoutUrl: z.string() });

/** What the parent typed for a booking they could not pay: the form fills it in again. */
export const ZRetryDetailsAnswer = z.object({
  service: z.string(),
  name: z.string(),
  phoneNumber: z.string(),
  email: z.string(),
  notes: z.string(),
  date: z.string(),
});

/** A checkout given up: the order's status after it. */
export const ZAbandonedCheckoutAnswer = z.object({ orderId: z.string(), status: z.string() });
