import { isLocale } from "~/i18n/locales";
import { ZManageAppointment } from "~/schemas/appointments";
import { contextRoute } from "~/server/api/rest/handler";
import { BAD_MANAGE_LINK } from "~/server/api/rest/manage-visit-form";
import { otherMethods } from "~/server/api/rest/other-methods";
import { AppError } from "~/server/errors";
import { formPageLocale } from "~/server/http/request-locale";
import { visitCalendarFile } from "~/server/services/appointments/visit-calendar";

/**
 * GET /api/appointments/manage/<id>/calendar?t=<token>: the visit's .ics, by its signed link (the
 * confirmation page's and the manage page's "Add to calendar"), in the page's language (`lang`, else
 * the page it was asked from). Phones hand a text/calendar download to their calendar app.
 */
export const GET = contextRoute<{ appointmentId: string }>(async ({ req, ctx, params: { appointmentId } }) => {
  const query = new URL(req.url).searchParams;
  const link = ZManageAppointment.safeParse({ appointmentId, token: query.get("t") ?? "" });
  if (!link.success) throw new AppError("BAD_REQUEST", BAD_MANAGE_LINK);
  const lang = query.get("lang");
  const ics = await visitCalendarFile({ db: ctx.db, ...link.data, locale: isLocale(lang) ? lang : formPageLocale(req.headers) });
  return new Response(ics, {
    headers: {
      "content-type": "text/calendar; charset=utf-8",
      "content-disposition": 'attachment; filename="appointment.ics"',
      // It carries the video link: never kept by a cache in between.
      "cache-control": "private, no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
