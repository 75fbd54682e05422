import { localePath } from "~/i18n/locales";
import { ZConfirmWaitlistPlace } from "~/schemas/appointments";
import { contextRoute, json } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
import { AppError } from "~/server/errors";
import { formPageLocale } from "~/server/http/request-locale";
import { BAD_CONFIRM_LINK, confirmWaitlistPlace } from "~/server/services/appointments/waitlist-confirmation";

/**
 * POST /api/appointments/waitlist/confirm/<entryId>?t=<token>: the link e-mailed to a waiting
 * parent confirms their place (decision 037). From the confirmation page (`from=page`, a plain
 * form): back to the page (303) in its language, which shows the place or what went wrong; other
 * callers get JSON.
 */
export const POST = contextRoute<{ entryId: string }>(async ({ req, ctx, params: { entryId } }) => {
  const url = new URL(req.url);
  const token = url.searchParams.get("t") ?? "";
  const fromPage = url.searchParams.get("from") === "page";
  // The page shows the place, or reads the same refusal from the link itself.
  const back = () =>
    new Response(null, {
      status: 303,
      headers: { location: `${localePath(formPageLocale(req.headers), `/appointment/waitlist/confirm/${entryId}`)}?${new URLSearchParams({ t: token })}` },
    });
  try {
    const parsed = ZConfirmWaitlistPlace.safeParse({ entryId, token });
    if (!parsed.success) throw new AppError("BAD_REQUEST", BAD_CONFIRM_LINK);
    const confirmed = await confirmWaitlistPlace({ db: ctx.db, ...parsed.data });
    return fromPage ? back() : json({ success: true, data: { date: confirmed.date, place: confirmed.place } });
  } catch (error) {
    if (fromPage && error instanceof AppError) return back();
    throw error;
  }
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
