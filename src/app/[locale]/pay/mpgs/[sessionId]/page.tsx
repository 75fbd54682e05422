import type { Metadata } from "next";
import { headers } from "next/headers";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import { getTranslations } from "next-intl/server";

import { clinic } from "~/config/clinic";
import { env } from "~/env";
import { nonceOf } from "~/server/http/content-security-policy";
import { getMpgsCheckout } from "~/server/services/payments/get-mpgs-checkout";
import { serverContext } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("status.pay.card");
  return { title: t("metaTitle"), robots: { index: false } };
}
// Per visitor and per request, whole: its answer (or 404) depends on the database and the nonce.
export const instant = false;

/**
 * The hand-over to the Mastercard Gateway's payment page (decision 030): the bank's checkout.js,
 * allowed on this page only by the Content-Security-Policy, takes the session and redirects. Its
 * Cancel, error and timeout callbacks are global names read from the script tag, so they are
 * defined first; they send the parent back through our return route to the failure page.
 */
export default async function MpgsHandOverPage({ params }: { params: Promise<{ sessionId: string }> }) {
  await connection();
  const gateway = env.MPGS_GATEWAY_ORIGIN;
  if (!gateway) notFound();
  const { sessionId } = await params;
  const { db } = await serverContext();
  const checkout = await getMpgsCheckout({ db, sessionId });
  if (!checkout) notFound();
  const nonce = nonceOf((await headers()).get("content-security-policy"));
  const back = `/api/payments/mpgs/return?order=${encodeURIComponent(checkout.orderId)}&result=`;
  const open = checkout.status === "pending";
  const t = await getTranslations("status.pay.card");

  // Callbacks are global names the script tag names, so they exist before it loads; checkout.js
  // keeps the last session in sessionStorage and replays it after the Back button ("invalid
  // request"), so that is cleared before configure(). The tag is written from here, not by React,
  // so that configure() runs once it has loaded.
  const handOver = `
try { sessionStorage.removeItem("HostedCheckout_sessionId"); } catch (e) {}
window.mpgsCancel = function () { location.assign(${JSON.stringify(`${back}cancel`)}); };
window.mpgsError = function () { location.assign(${JSON.stringify(`${back}error`)}); };
window.mpgsTimeout = function () { location.assign(${JSON.stringify(`${back}timeout`)}); };
var script = document.createElement("script");
script.src = ${JSON.stringify(`${gateway}/static/checkout/checkout.min.js`)};
script.nonce = ${JSON.stringify(nonce ?? "")};
script.setAttribute("data-error", "mpgsError");
script.setAttribute("data-cancel", "mpgsCancel");
script.setAttribute("data-timeout", "mpgsTimeout");
script.onload = function () {
  Checkout.configure({ session: { id: ${JSON.stringify(sessionId)} } });
  Checkout.showPaymentPage();
};
script.onerror = window.mpgsError;
document.head.appendChild(script);`;

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-cream px-4 py-10">
      <div className="w-full max-w-md rounded-2xl bg-white p-6 text-navy shadow-lg sm:p-8">
        <h1 className="text-2xl font-bold">{t("title")}</h1>
        <p className="mt-3 text-base" data-testid="order-id">
          {t.rich("order", {
            orderId: checkout.orderId,
            description: checkout.description,
            id: (chunks) => (
              <bdi dir="ltr" className="font-mono font-semibold">
                {chunks}
              </bdi>
            ),
          })}
        </p>
        {open ? (
          <>
            <p className="mt-4 text-base" role="status">
              {t("redirecting", { clinic: clinic.name })}
            </p>
            <noscript>
              <p className="mt-4 text-base">{t("needsScript")}</p>
            </noscript>
            <script nonce={nonce} dangerouslySetInnerHTML={{ __html: handOver }} />
          </>
        ) : (
          <p className="mt-4 text-base">{t("closed")}</p>
        )}
      </div>
    </main>
  );
}
