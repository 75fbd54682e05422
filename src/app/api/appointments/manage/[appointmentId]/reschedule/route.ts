import { ZCalendarDate, ZSlotTime } from "~/schemas/appointments";
import { manageVisitFormRoute } from "~/server/api/rest/manage-visit-form";
import { otherMethods } from "~/server/api/rest/other-methods";
import { AppError } from "~/server/errors";
import { rescheduleByParent } from "~/server/services/appointments/manage-appointment";

/** POST /api/appointments/manage/<id>/reschedule?t=<token> with `date` and `startTime`: the parent moves their visit (decision 028). */
export const POST = manageVisitFormRoute("moved", async ({ ctx, appointmentId, token, form }) => {
  const date = ZCalendarDate.safeParse(form?.get("date"));
  const startTime = ZSlotTime.safeParse(form?.get("startTime"));
  if (!date.success) throw new AppError("BAD_REQUEST", "Please choose a day.", { date: "Please choose a day." });
  if (!startTime.success) throw new AppError("BAD_REQUEST", "Please select a time slot", { startTime: "Please select a time slot" });
  const version = Number.parseInt(String(form?.get("version") ?? ""), 10);
  return rescheduleByParent({ db: ctx.db, appointmentId, token, date: date.data, startTime: startTime.data, version: Number.isInteger(version) ? version : undefined });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
