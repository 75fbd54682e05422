import { isNoticeVersion } from "~/config/privacy-notice";
import { env } from "~/env";
import { localePath } from "~/i18n/locales";
import { ZClaimWaitlistOffer } from "~/schemas/appointments";
import { contextRoute, json } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
import { AppError, fieldErrorsFromIssues } from "~/server/errors";
import { formPageLocale } from "~/server/http/request-locale";
import { getPaymentProvider } from "~/server/payments/get-payment-provider";
import { OFFER_LAPSED_MESSAGE, OFFER_TAKEN_MESSAGE } from "~/server/services/appointments/slot-holds";
import { BAD_OFFER_LINK, claimWaitlistOffer } from "~/server/services/appointments/waitlist-offer";
/** The page's words for a refusal, by what refused it (never text carried in the address). */
function failureCode(error: AppError): string {
  if (error.message === OFFER_TAKEN_MESSAGE) return "taken";
  if (error.message === OFFER_LAPSED_MESSAGE) return "lapsed";
  if (error.fields?.service) return "service";
  if (error.fields?.healthDataConsent) return "consent";
  if (error.code === "SERVICE_UNAVAILABLE") return "payment";
  return "other";
}

/**
 * POST /api/appointments/waitlist/<offerId>/claim?t=<token>: the parent books the time kept for
 * them (decision 029), with a form of `service` and `notes`. From the offer's page (`from=page`):
 * to the checkout (303), or back to the page (in its language) with what went wrong; other callers
 * get JSON. The booking is in the language the parent joined the line in.
 */
export const POST = contextRoute<{ offerId: string }>(async ({ req, ctx, params: { offerId } }) => {
  const url = new URL(req.url);
  const token = url.searchParams.get("t") ?? "";
  const fromPage = url.searchParams.get("from") === "page";
  // A form (the proxy lets no other body, nor one over 16 KB, reach here); none reads as no fields.
  const form = await req.formData().catch(() => new FormData());
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === "string"));
  // The form's checkbox sends the notice's version it showed; ticked is the consent itself.
  const { healthDataConsent: ticked, ...rest } = fields;
  const consent = ticked ? { healthDataConsent: true, noticeVersion: isNoticeVersion(ticked) ? ticked : undefined, consentPage: fromPage ? `/appointment/waitlist/${offerId}` : undefined } : {};
  const parsed = ZClaimWaitlistOffer.safeParse({ ...rest, ...consent, offerId, token });
  const back = (failed: string) =>
    new Response(null, {
      status: 303,
      headers: { location: `${localePath(formPageLocale(req.headers), `/appointment/waitlist/${offerId}`)}?${new URLSearchParams({ t: token, failed })}` },
    });
  try {
    if (!parsed.success) {
      const fields = fieldErrorsFromIssues(parsed.error.issues);
      if (fields.offerId || fields.token) throw new AppError("BAD_REQUEST", BAD_OFFER_LINK);
      throw new AppError("BAD_REQUEST", Object.values(fields)[0] ?? "Please check the form.", fields);
    }
    const { healthDataConsent: _given, noticeVersion, consentPage, ...claim } = parsed.data;
    const claimed = await claimWaitlistOffer({
      db: ctx.db,
      provider: getPaymentProvider(),
      ...claim,
      consent: { noticeVersion, page: consentPage ?? `POST /api/appointments/waitlist/${offerId}/claim` },
      publicUrl: env.PUBLIC_URL,
      headers: req.headers,
    });
    return fromPage ? new Response(null, { status: 303, headers: { location: claimed.checkoutUrl } }) : json({ success: true, data: claimed }, 201);
  } catch (error) {
    if (fromPage && error instanceof AppError && error.message !== BAD_OFFER_LINK) return back(failureCode(error));
    throw error;
  }
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
