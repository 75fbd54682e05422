import { env } from "~/env";
import {
  ZAgendaAnswer,
  ZAgendaHoursAnswer,
  ZAgendaHoursQuery,
  ZAgendaQuery,
  ZCancelAppointment,
  ZRescheduleAppointment,
  ZStaffBooking,
  ZStaffBookingAnswer,
  ZStaffCancelAnswer,
  ZStaffNote,
  ZStaffNoteAnswer,
  ZStaffRescheduleAnswer,
  ZStaffVisitAnswer,
  ZVisitOutcome,
} from "~/schemas/admin/agenda";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { bookForParent } from "~/server/services/appointments/book-for-parent";
import { cancelAppointment } from "~/server/services/appointments/cancel-appointment";
import { listAgenda } from "~/server/services/appointments/list-agenda";
import { listAgendaHours } from "~/server/services/appointments/list-agenda-hours";
import { recordVisitOutcome, setStaffNote } from "~/server/services/appointments/record-visit-outcome";
import { rescheduleAppointment } from "~/server/services/appointments/reschedule-appointment";
import { logRecordViews } from "~/server/privacy/record-views";
import { createTRPCRouter, staffProcedure } from "../../trpc";

/** The agenda (reception and the doctor): the day's and week's appointments, search, cancel, move. */
export const agendaRouter = createTRPCRouter({
  // Each visit's reason, note and alerts reach the screen: logged as opened (decision 052).
  list: staffProcedure.input(ZAgendaQuery).output(ZAgendaAnswer).query(async ({ ctx, input }) => {
    const rows = await listAgenda(ctx.db, input);
    await logRecordViews(ctx.db, ctx.user, "visit details", rows.map((row) => ({ childId: row.child?.id ?? null, appointmentId: row.id })));
    return rows;
  }),
  hours: staffProcedure.input(ZAgendaHoursQuery).output(ZAgendaHoursAnswer).query(({ ctx, input }) => listAgendaHours(ctx.db, input)),
  cancel: staffProcedure.input(ZCancelAppointment).output(ZStaffCancelAnswer).mutation(({ ctx, input }) =>
    cancelAppointment({
      db: ctx.db,
      provider: getPaymentProvider(),
      actorId: ctx.user.id,
      appointmentId: input.appointmentId,
      refund: input.refund,
      reason: input.reason,
    }),
  ),
  reschedule: staffProcedure
    .input(ZRescheduleAppointment)
    .output(ZStaffRescheduleAnswer)
    .mutation(({ ctx, input }) => rescheduleAppointment({ db: ctx.db, actorId: ctx.user.id, ...input })),
  recordOutcome: staffProcedure
    .input(ZVisitOutcome)
    .output(ZStaffVisitAnswer)
    .mutation(({ ctx, input }) => recordVisitOutcome({ db: ctx.db, actorId: ctx.user.id, ...input })),
  bookForParent: staffProcedure
    .input(ZStaffBooking)
    .output(ZStaffBookingAnswer)
    .mutation(({ ctx, input }) => bookForParent({ db: ctx.db, actorId: ctx.user.id, booking: input, provider: getPaymentProvider(), publicUrl: env.PUBLIC_URL })),
  setNote: staffProcedure.input(ZStaffNote).output(ZStaffNoteAnswer).mutation(({ ctx, input }) => setStaffNote({ db: ctx.db, actorId: ctx.user.id, ...input })),
});
