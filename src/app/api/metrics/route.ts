import { connection } from "next/server";

import { env } from "~/env";
import { AppError, appErrorResponse } from "~/server/errors";
import { requestLocale } from "~/server/http/request-locale";
import { renderMetrics } from "~/server/observability/clinic-metrics";
import { metricsAccessRefusal } from "~/server/observability/metrics-access";

/**
 * Prometheus's scrape of this process (decision 043): its requests and job failures, and the
 * clinic's queues, e-mails, payments, bookings and backup age. Only with the METRICS_TOKEN as a
 * Bearer credential; without the setting the address does not exist (404), whatever the method.
 */
async function handler(req: Request): Promise<Response> {
  try {
    await connection();
  } catch {
    // Called outside Next (a test): no request scope to mark.
  }
  const refusal = metricsAccessRefusal(req.headers, env.METRICS_TOKEN);
  if (!refusal && (req.method === "GET" || req.method === "HEAD")) {
    const { body, contentType } = await renderMetrics();
    return new Response(body, { headers: { "content-type": contentType, "cache-control": "no-store" } });
  }
  if (!refusal) {
    const response = appErrorResponse(new AppError("METHOD_NOT_ALLOWED", `${req.method} is not allowed here; use GET.`), requestLocale(req.headers));
    response.headers.set("allow", "GET, HEAD");
    return response;
  }
  const response = appErrorResponse(refusal, requestLocale(req.headers));
  if (refusal.code === "UNAUTHORIZED") response.headers.set("www-authenticate", 'Bearer realm="metrics"');
  return response;
}

export { handler as GET, handler as POST, handler as PUT, handler as PATCH, handler as DELETE, handler as OPTIONS };
