import { ZSubscribersQuery } from "~/schemas/admin/subscribers";
import { readSearchParams, restRoute } from "~/server/api/rest/handler";
import { otherMethods } from "~/server/api/rest/other-methods";

/** GET /api/admin/subscribers/csv?search=&show=: the subscribers as a CSV download (staff). */
export const GET = restRoute(async ({ req, caller }) => {
  const url = new URL(req.url);
  const query = readSearchParams(url, ZSubscribersQuery);
  const csv = await caller.admin.subscribers.exportCsv(query);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="subscribers-${day}.csv"`,
      "cache-control": "no-store",
    },
  });
});

export const { POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET");
