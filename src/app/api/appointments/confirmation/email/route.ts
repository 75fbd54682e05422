import { isLocale, localePath } from "~/i18n/locales";
import { ZEmailConfirmation } from "~/schemas/appointments";
import { contextRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
import { AppError } from "~/server/errors";
import { formPageLocale } from "~/server/http/request-locale";
import { emailBookingConfirmation } from "~/server/services/payments/booking-confirmation";

/**
 * POST /api/appointments/confirmation/email with `order`, `session_id` and `email` (the
 * confirmation page's "E-mail me this", a plain form): the confirmation is sent to that address,
 * and the browser goes back to the page with what happened as a code (`copy=sent|invalid|limit|gone`),
 * never the address.
 */
export const POST = contextRoute(async ({ req, ctx }) => {
  const form = await req.formData().catch(() => null);
  const orderId = form?.get("order");
  const sessionId = form?.get("session_id");
  const input = ZEmailConfirmation.safeParse({ orderId, sessionId, email: form?.get("email") ?? "" });
  const lang = form?.get("lang");
  const locale = isLocale(lang) ? lang : formPageLocale(req.headers);
  const back = (copy: string) =>
    new Response(null, {
      status: 303,
      headers: {
        location: `${localePath(locale, "/appointment/status/success")}?${new URLSearchParams({ order: String(orderId), session_id: String(sessionId), copy })}`,
        "cache-control": "no-store",
      },
    });
  if (!input.success) {
    // A malformed address is the parent's typing; a malformed order or session is nobody's page.
    if (input.error.issues.some((issue) => issue.path[0] !== "email")) throw new AppError("BAD_REQUEST", "This checkout was not found.");
    return back("invalid");
  }
  try {
    await emailBookingConfirmation({ db: ctx.db, ...input.data, headers: req.headers });
  } catch (error) {
    if (error instanceof AppError && error.code === "TOO_MANY_REQUESTS") return back("limit");
    if (error instanceof AppError && error.code === "CONFLICT") return back("gone");
    throw error;
  }
  return back("sent");
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
