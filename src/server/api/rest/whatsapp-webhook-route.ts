import "server-only";

import { env } from "~/env";
import { ensureDatabaseReady } from "~/server/database-ready";
import { getDb } from "~/server/db/client";
import { NO_ENDPOINT_MESSAGE, toApiErrorBody } from "~/server/errors";
import { handleWhatsAppWebhook, verifyWhatsAppSubscription } from "~/server/messaging/handle-whatsapp-webhook";
import { errorResponse, json } from "./handler";

// WhatsApp Cloud API's webhook (decision 053): the subscription handshake (GET) and its signed
// notifications (POST: message statuses, parents' replies). Absent when WhatsApp is not set up.

const notHere = () => json(toApiErrorBody("NOT_FOUND", NO_ENDPOINT_MESSAGE), 404);

/** Meta's GET with hub.mode=subscribe and our verify token: answered with its challenge, as text. */
export async function whatsAppHandshake(req: Request): Promise<Response> {
  if (!env.WHATSAPP_ENABLED) return notHere();
  const challenge = verifyWhatsAppSubscription(new URL(req.url).searchParams);
  if (challenge === null) return json(toApiErrorBody("FORBIDDEN", "The verify token does not match."), 403);
  return new Response(challenge, { status: 200, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store" } });
}

/** A signed notification: the raw body goes to signature verification untouched. */
export async function whatsAppNotification(req: Request): Promise<Response> {
  if (!env.WHATSAPP_ENABLED) return notHere();
  try {
    await ensureDatabaseReady();
    const { handled } = await handleWhatsAppWebhook({ db: getDb(), rawBody: await req.text(), signature: req.headers.get("x-hub-signature-256") });
    return json({ received: true, handled });
  } catch (error) {
    // A 5xx makes Meta deliver again later; a bad signature (400) does not.
    return errorResponse(error);
  }
}
