import { env } from "~/env";
import { isLocale, localePath } from "~/i18n/locales";
import { ZPaymentReturn } from "~/schemas/appointments";
import { contextRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
import { AppError } from "~/server/errors";
import { formPageLocale } from "~/server/http/request-locale";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { retryBooking } from "~/server/services/payments/retry-booking";

function see(location: string): Response {
  return new Response(null, { status: 303, headers: { location, "cache-control": "no-store" } });
}

/**
 * POST /api/appointments/retry with `order` and `session_id` (the failure page's "Try again", a
 * plain form): a new attempt to pay for the same booking, answered by sending the browser to the
 * payment page; to the confirmation if it was paid after all; else to the booking form, filled in
 * again with what the parent typed, to choose another time.
 */
export const POST = contextRoute(async ({ req, ctx }) => {
  const form = await req.formData().catch(() => null);
  const input = ZPaymentReturn.safeParse({ orderId: form?.get("order"), sessionId: form?.get("session_id") });
  if (!input.success) throw new AppError("BAD_REQUEST", "This checkout was not found.");
  const outcome = await retryBooking({ db: ctx.db, provider: getPaymentProvider(), ...input.data, publicUrl: env.PUBLIC_URL, headers: req.headers });
  const back = new URLSearchParams({ order: input.data.orderId, session_id: input.data.sessionId });
  const lang = form?.get("lang");
  const locale = isLocale(lang) ? lang : formPageLocale(req.headers);
  if (outcome.next === "checkout") return see(outcome.url);
  if (outcome.next === "paid") return see(`${localePath(locale, "/appointment/status/success")}?${back}`);
  return see(`${localePath(locale, "/appointment")}?${new URLSearchParams({ again: input.data.orderId, session_id: input.data.sessionId })}`);
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
