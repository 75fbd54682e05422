import { z } from "zod";

import { env } from "~/env";
import { ZOrderStatusAnswer } from "~/schemas/answers";
import {
  ZAvailableDaysAnswer,
  ZAvailableDaysQuery,
  ZBookAppointment,
  ZBookingAnswer,
  ZCancelledByParentAnswer,
  ZClaimedOfferAnswer,
  ZClaimWaitlistOffer,
  ZFullDaysAnswer,
  ZConfirmWaitlistPlace,
  ZJoinWaitlist,
  ZManageAppointment,
  ZSetWhatsAppMine,
  ZWhatsAppChoiceAnswer,
  ZWhatsAppOfferedAnswer,
  ZManagedAppointmentAnswer,
  ZMovedByParentAnswer,
  ZMyAppointmentsAnswer,
  ZOrderId,
  ZPaymentReturn,
  ZRescheduleMine,
  ZRetryDetailsAnswer,
  ZTimeSlotsAnswer,
  ZTimeSlotsQuery,
  ZWaitlistOffer,
  ZWaitlistOfferAnswer,
  ZWaitlistConfirmedAnswer,
  ZWaitlistPlaceAnswer,
} from "~/schemas/appointments";
import { ZServicesAnswer } from "~/schemas/catalogue";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { bookAppointment } from "~/server/services/appointments/book-appointment";
import { listMyAppointments } from "~/server/services/appointments/list-my-appointments";
import { listAvailableDays } from "~/server/services/appointments/list-available-days";
import { listTimeSlots } from "~/server/services/appointments/list-time-slots";
import { cancelByParent, readManagedAppointment, rescheduleByParent } from "~/server/services/appointments/manage-appointment";
import { readWhatsAppChoiceByLink, readWhatsAppOffered, setWhatsAppChoiceByLink } from "~/server/services/appointments/whatsapp-choice";
import { joinWaitlist, listFullDays } from "~/server/services/appointments/waitlist";
import { confirmWaitlistPlace } from "~/server/services/appointments/waitlist-confirmation";
import { claimWaitlistOffer, readWaitlistOffer } from "~/server/services/appointments/waitlist-offer";
import { listServices } from "~/server/services/catalogue/list-services";
import { getOrderStatus } from "~/server/services/payments/get-order-status";
import { retryDetails } from "~/server/services/payments/retry-booking";
import { contentLocale, pageLocale } from "../content-locale";
import { createTRPCRouter, protectedProcedure, publicProcedure } from "../trpc";

export const appointmentsRouter = createTRPCRouter({
  // In the page's language (contentLocale), English for other callers.
  listServices: publicProcedure.output(ZServicesAnswer).query(({ ctx }) => listServices({ db: ctx.db, locale: contentLocale(ctx, undefined) })),
  listOnlineServices: publicProcedure
    .output(ZServicesAnswer)
    .query(({ ctx }) => listServices({ db: ctx.db, onlineOnly: true, locale: contentLocale(ctx, undefined) })),
  timeSlots: publicProcedure
    .input(ZTimeSlotsQuery)
    .output(ZTimeSlotsAnswer)
    .query(({ ctx, input }) => listTimeSlots({ db: ctx.db, date: input.date })),
  /** Dates with free slots, for the date picker (Sundays, closed and full days have none). */
  availableDays: publicProcedure
    .input(ZAvailableDaysQuery)
    .output(ZAvailableDaysAnswer)
    .query(({ ctx, input }) => listAvailableDays({ db: ctx.db, from: input.from, to: input.to })),
  book: publicProcedure
    .input(ZBookAppointment)
    .output(ZBookingAnswer)
    .mutation(({ ctx, input }) =>
      bookAppointment({
        db: ctx.db,
        provider: getPaymentProvider(),
        input,
        consent: { noticeVersion: input.noticeVersion, page: input.consentPage ?? "appointments.book" },
        publicUrl: env.PUBLIC_URL,
        headers: ctx.headers,
        locale: ctx.locale,
        user: ctx.user,
      }),
    ),
  /** The signed-in parent's visits, booked with their proven e-mail address. */
  mine: protectedProcedure.output(ZMyAppointmentsAnswer).query(({ ctx }) => listMyAppointments({ db: ctx.db, userId: ctx.user.id, locale: ctx.locale })),
  /**
   * A parent's own visit, by the signed link of their e-mails (no account needed); its service
   * named in the page's language, else in the one the visit was booked in.
   */
  manage: publicProcedure
    .input(ZManageAppointment)
    .output(ZManagedAppointmentAnswer)
    .query(({ ctx, input }) => readManagedAppointment({ db: ctx.db, ...input, locale: pageLocale(ctx) })),
  cancelMine: publicProcedure
    .input(ZManageAppointment)
    .output(ZCancelledByParentAnswer)
    .mutation(({ ctx, input }) => cancelByParent({ db: ctx.db, provider: getPaymentProvider(), ...input })),
  rescheduleMine: publicProcedure
    .input(ZRescheduleMine)
    .output(ZMovedByParentAnswer)
    .mutation(({ ctx, input }) => rescheduleByParent({ db: ctx.db, ...input })),
  /** The visit's WhatsApp choice (decision 053), read and changed by its signed link. */
  whatsappMine: publicProcedure
    .input(ZManageAppointment)
    .output(ZWhatsAppChoiceAnswer)
    .query(({ ctx, input }) => readWhatsAppChoiceByLink({ db: ctx.db, ...input })),
  /** Whether the booking form offers "Send me messages on WhatsApp" (the home page's form asks; the booking page is told). */
  whatsappOffered: publicProcedure.output(ZWhatsAppOfferedAnswer).query(() => readWhatsAppOffered()),
  setWhatsappMine: publicProcedure
    .input(ZSetWhatsAppMine)
    .output(ZWhatsAppChoiceAnswer)
    .mutation(({ ctx, input: { whatsappWording, ...input } }) => setWhatsAppChoiceByLink({ db: ctx.db, ...input, wordingVersion: whatsappWording })),
  /** Full days of the next two months: those a parent can wait for (decision 029). */
  fullDays: publicProcedure.output(ZFullDaysAnswer).query(({ ctx }) => listFullDays({ db: ctx.db })),
  joinWaitlist: publicProcedure
    .input(ZJoinWaitlist)
    .output(ZWaitlistPlaceAnswer)
    .mutation(({ ctx, input }) => joinWaitlist({ db: ctx.db, input, headers: ctx.headers, locale: ctx.locale, user: ctx.user })),
  /** The link e-mailed to a waiting parent proves their address: the place counts from now. */
  confirmWaitlistPlace: publicProcedure
    .input(ZConfirmWaitlistPlace)
    .output(ZWaitlistConfirmedAnswer)
    .mutation(({ ctx, input }) => confirmWaitlistPlace({ db: ctx.db, ...input })),
  /** A freed time offered to a waiting parent, by the signed link of its e-mail. */
  waitlistOffer: publicProcedure
    .input(ZWaitlistOffer)
    .output(ZWaitlistOfferAnswer)
    .query(({ ctx, input }) => readWaitlistOffer({ db: ctx.db, ...input })),
  claimWaitlistOffer: publicProcedure
    .input(ZClaimWaitlistOffer)
    .output(ZClaimedOfferAnswer)
    .mutation(({ ctx, input }) =>
      claimWaitlistOffer({
        db: ctx.db,
        provider: getPaymentProvider(),
        offerId: input.offerId,
        token: input.token,
        service: input.service,
        notes: input.notes,
        consent: { noticeVersion: input.noticeVersion, page: input.consentPage ?? "appointments.claimWaitlistOffer" },
        publicUrl: env.PUBLIC_URL,
        headers: ctx.headers,
      }),
    ),
  /** What the parent typed for a booking they could not pay, for the form to fill in again (the same proof). */
  retryDetails: publicProcedure
    .input(ZPaymentReturn)
    .output(ZRetryDetailsAnswer)
    .query(({ ctx, input }) => retryDetails({ db: ctx.db, ...input })),
  orderStatus: publicProcedure
    .input(z.object({ orderId: ZOrderId }))
    .output(ZOrderStatusAnswer)
    .query(({ ctx, input }) =>
      getOrderStatus({ db: ctx.db, provider: getPaymentProvider(), orderId: input.orderId, kind: "appointment" }),
    ),
});
