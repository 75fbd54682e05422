import { otherMethods } from "~/server/api/rest/other-methods";
import { whatsAppHandshake, whatsAppNotification } from "~/server/api/rest/whatsapp-webhook-route";

// WhatsApp Cloud API (decision 053): GET is Meta's subscription handshake, POST its signed notifications.
export const GET = whatsAppHandshake;
export const POST = whatsAppNotification;

export const { PUT, PATCH, DELETE, OPTIONS } = otherMethods("GET", "POST");
