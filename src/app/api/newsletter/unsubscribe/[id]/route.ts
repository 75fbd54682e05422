import { localePath } from "~/i18n/locales";
import { contextRoute, json } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
import { AppError } from "~/server/errors";
import { formPageLocale } from "~/server/http/request-locale";
import { unsubscribeFromNewsletter, unsubscribeTokenValid } from "~/server/services/newsletter/subscribe-to-newsletter";

/**
 * One-click unsubscribe (RFC 8058): mail clients POST `List-Unsubscribe=One-Click` here; the
 * page's button posts a form and is sent back to the page, which then says it is done.
 */
export const POST = contextRoute<{ id: string }>(async ({ req, ctx, params: { id } }) => {
  const url = new URL(req.url);
  const token = url.searchParams.get("t");
  if (!unsubscribeTokenValid(id, token)) throw new AppError("BAD_REQUEST", "This unsubscribe link is not valid.");
  const fromPage = url.searchParams.get("from") === "page";
  await unsubscribeFromNewsletter({ db: ctx.db, subscriberId: id, page: fromPage ? `/newsletter/unsubscribe/${id}` : "one-click unsubscribe (List-Unsubscribe)" });
  if (fromPage) {
    return new Response(null, { status: 303, headers: { location: `${localePath(formPageLocale(req.headers), `/newsletter/unsubscribe/${id}`)}?t=${token}&done=1` } });
  }
  return json({ success: true });
});

export const { GET, PUT, PATCH, DELETE, OPTIONS } = otherMethods("POST");
