import { z } from "zod";

import { env } from "~/env";
import { ZAvailableDaysQuery, ZBookAppointment, ZOrderId, ZTimeSlotsQuery } from "~/schemas/appointments";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { bookAppointment } from "~/server/services/appointments/book-appointment";
import { listAvailableDays } from "~/server/services/appointments/list-available-days";
import { listTimeSlots } from "~/server/services/appointments/list-time-slots";
import { listServices } from "~/server/services/catalogue/list-services";
import { getOrderStatus } from "~/server/services/payments/get-order-status";
import { createTRPCRouter, publicProcedure } from "../trpc";

export const appointmentsRouter = createTRPCRouter({
  listServices: publicProcedure.query(({ ctx }) => listServices({ db: ctx.db })),
  listOnlineServices: publicProcedure.query(({ ctx }) => listServices({ db: ctx.db, onlineOnly: true })),
  timeSlots: publicProcedure.input(ZTimeSlotsQuery).query(({ ctx, input }) => listTimeSlots({ db: ctx.db, date: input.date })),
  /** Dates with free slots, for the date picker (Sundays, closed and full days have none). */
  availableDays: publicProcedure
    .input(ZAvailableDaysQuery)
    .query(({ ctx, input }) => listAvailableDays({ db: ctx.db, from: input.from, to: input.to })),
  book: publicProcedure
    .input(ZBookAppointment)
    .mutation(({ ctx, input }) =>
      bookAppointment({ db: ctx.db, provider: getPaymentProvider(), input, publicUrl: env.PUBLIC_URL, headers: ctx.headers }),
    ),
  orderStatus: publicProcedure
    .input(z.object({ orderId: ZOrderId }))
    .query(({ ctx, input }) =>
      getOrderStatus({ db: ctx.db, provider: getPaymentProvider(), orderId: input.orderId, kind: "appointment" }),
    ),
});
