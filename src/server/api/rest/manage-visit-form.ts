import "server-only";

import { localePath } from "~/i18n/locales";
import { ZManageAppointment } from "~/schemas/appointments";
import { AppError } from "~/server/errors";
import { formPageLocale } from "~/server/http/request-locale";
import { contextRoute, json } from "./handler";
import type { TRPCContext } from "~/server/api/trpc";

export const BAD_MANAGE_LINK = "This link is not valid. Please use the link in your latest e-mail from the clinic, or call us.";

/**
 * A change a parent makes from their visit's page (decision 028): a plain form posted to
 * `/api/appointments/manage/<id>/<change>?t=<token>&from=page`, answered by sending the browser
 * back to the page (303, in the page's language) with what happened as a code, never as text carried in the address.
 * Other callers get JSON in the one shape.
 */
export function manageVisitFormRoute(
  done: string,
  change: (input: { ctx: TRPCContext; appointmentId: string; token: string; form: FormData | null }) => Promise<unknown>,
) {
  return contextRoute<{ appointmentId: string }>(async ({ req, ctx, params: { appointmentId } }) => {
    const url = new URL(req.url);
    const link = ZManageAppointment.safeParse({ appointmentId, token: url.searchParams.get("t") ?? "" });
    if (!link.success) throw new AppError("BAD_REQUEST", BAD_MANAGE_LINK);
    const fromPage = url.searchParams.get("from") === "page";
    const backToPage = (outcome: Record<string, string>) =>
      new Response(null, {
        status: 303,
        headers: { location: `${localePath(formPageLocale(req.headers), `/appointment/manage/${appointmentId}`)}?${new URLSearchParams({ t: link.data.token, ...outcome })}` },
      });
    // A body that is not a form (or none) reads as no fields: the change then says what is missing.
    const form = await req.formData().catch(() => null);
    try {
      const result = await change({ ctx, ...link.data, form });
      return fromPage ? backToPage({ done }) : json({ success: true, data: result });
    } catch (error) {
      if (fromPage && error instanceof AppError && error.code !== "FORBIDDEN") {
        const failed = error.code === "SERVICE_UNAVAILABLE" || /refund/i.test(error.message) ? "payment" : error.message.includes("taken") ? "taken" : error.message.includes("meanwhile") ? "changed" : "other";
        return backToPage({ failed });
      }
      throw error;
    }
  });
}
