import { isLocale } from "~/i18n/locales";
import { contextRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";
import { AppError } from "~/server/errors";
import { exportMyData } from "~/server/privacy/export-my-data";
import { renderExportSummary } from "~/server/privacy/export-summary";
import { zipFiles } from "~/server/privacy/zip-files";

/**
 * "Download my data" (decision 051): the signed-in parent's export as one ZIP, `data.json` for a
 * computer and `summary.html` to read, in `?lang=` (the page's language) or the account's. Never
 * cached, never another account's: the session alone says whose. Errors in the one error shape.
 */
export const GET = contextRoute(async ({ req, ctx }) => {
  if (!ctx.user) throw new AppError("UNAUTHORIZED", "Please log in to continue.");
  const data = await exportMyData({ db: ctx.db, userId: ctx.user.id });
  const asked = new URL(req.url).searchParams.get("lang");
  const locale = isLocale(asked) ? asked : data.account.locale;
  const day = data.exportedAt.slice(0, 10);
  const archive = zipFiles([
    { name: "data.json", content: `${JSON.stringify(data, null, 2)}\n` },
    { name: "summary.html", content: await renderExportSummary(data, locale) },
  ]);
  return new Response(new Uint8Array(archive), {
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="my-data-${day}.zip"`,
      "cache-control": "no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
