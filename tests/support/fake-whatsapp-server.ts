import { createHmac, randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { namedParameters, WHATSAPP_TEMPLATES, type WhatsAppTemplateName } from "~/server/messaging/whatsapp-templates";

/** A template as the business account holds it: per language, its approval and the parameters its body names. */
type RegisteredTemplate = { status: "APPROVED" | "PENDING" | "REJECTED" | "PAUSED" | "DISABLED"; parameters: string[] };

/** One message the fake took, as the API received it. */
export type SentTemplate = { wamid: string; to: string; template: string; language: string; parameters: Record<string, string>; buttonSuffix: string | null };

/** A notification as Meta posts it: the signature header and the JSON body. */
export type WhatsAppNotification = { url: string; body: string; headers: Record<string, string> };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/** Meta's error body: { error: { message, type, code, error_subcode?, fbtrace_id } }. */
function refuse(res: ServerResponse, status: number, code: number, message: string, type = "OAuthException", subcode?: number) {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify({ error: { message, type, code, ...(subcode ? { error_subcode: subcode } : {}), fbtrace_id: randomBytes(8).toString("base64url") } }));
}

/**
 * A local server speaking the part of the WhatsApp Cloud API the product uses: POST
 * /{version}/{phone-number-id}/messages with a bearer token, template messages checked against a
 * registry (name, language, approval, the named parameters' count), refused with Meta's codes and
 * error body; it answers { messaging_product, contacts, messages: [{ id: "wamid.…" }] }. It then
 * posts signed notifications (X-Hub-Signature-256 with the app's secret) through `deliver`:
 * statuses (in any order a test asks, failures injected per number) and parents' replies.
 */
export async function startFakeWhatsApp({
  phoneNumberId,
  accessToken,
  appSecret,
  webhookUrl = "http://localhost:3000/api/webhooks/whatsapp",
  deliver = async (notification) => fetch(notification.url, { method: "POST", body: notification.body, headers: notification.headers }),
}: {
  phoneNumberId: string;
  accessToken: string;
  appSecret: string;
  webhookUrl?: string;
  deliver?: (notification: WhatsAppNotification) => Promise<unknown>;
}) {
  const templates = new Map<string, RegisteredTemplate>();
  for (const [name, definition] of Object.entries(WHATSAPP_TEMPLATES)) {
    for (const [language, text] of Object.entries(definition.text)) templates.set(`${name}:${language}`, { status: "APPROVED", parameters: namedParameters(text.body) });
  }
  const sent: SentTemplate[] = [];
  /** Numbers the API refuses at once, with the code (131026 undeliverable, 131047 …), or temporarily (130429). */
  const refusals = new Map<string, { code: number; status: number; times: number }>();

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const match = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(url.pathname);
    if (req.method !== "POST" || !match) return refuse(res, 400, 100, "Unsupported request - method type or path not supported", "GraphMethodException");
    if (req.headers.authorization !== `Bearer ${accessToken}`) return refuse(res, 401, 190, "Invalid OAuth access token - Cannot parse access token");
    if (match[2] !== phoneNumberId) return refuse(res, 400, 100, `Unsupported post request. Object with ID '${match[2]}' does not exist`, "GraphMethodException", 33);
    let body: {
      messaging_product?: string;
      to?: string;
      type?: string;
      template?: { name?: string; language?: { code?: string }; components?: Array<{ type: string; sub_type?: string; parameters?: Array<{ type: string; text?: string; parameter_name?: string }> }> };
    };
    try {
      body = JSON.parse(await readBody(req)) as typeof body;
    } catch {
      return refuse(res, 400, 100, "Invalid parameter", "OAuthException");
    }
    if (body.messaging_product !== "whatsapp" || body.type !== "template" || !body.to || !body.template?.name) return refuse(res, 400, 100, "Invalid parameter");
    const language = body.template.language?.code ?? "";
    const registered = templates.get(`${body.template.name}:${language}`);
    if (!registered) return refuse(res, 404, 132001, `(#132001) Template name does not exist in the translation`);
    if (registered.status === "PAUSED") return refuse(res, 400, 132015, "(#132015) Template is paused");
    if (registered.status === "DISABLED") return refuse(res, 400, 132016, "(#132016) Template is disabled");
    if (registered.status !== "APPROVED") return refuse(res, 404, 132001, `(#132001) Template name does not exist in the translation`);
    const bodyParameters = body.template.components?.find((c) => c.type === "body")?.parameters ?? [];
    const names = bodyParameters.map((p) => p.parameter_name ?? "");
    if (bodyParameters.length !== registered.parameters.length || names.some((n) => !registered.parameters.includes(n)) || bodyParameters.some((p) => !p.text)) {
      return refuse(res, 400, 132000, "(#132000) Number of parameters does not match the expected number of params");
    }
    const refusal = refusals.get(body.to);
    if (refusal && refusal.times > 0) {
      refusal.times -= 1;
      return refuse(res, refusal.status, refusal.code, `(#${refusal.code}) Message refused`);
    }
    const wamid = `wamid.${randomBytes(24).toString("base64url")}`;
    const button = body.template.components?.find((c) => c.type === "button" && c.sub_type === "url")?.parameters?.[0]?.text ?? null;
    sent.push({ wamid, to: body.to, template: body.template.name, language, parameters: Object.fromEntries(bodyParameters.map((p) => [p.parameter_name!, p.text!])), buttonSuffix: button });
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ messaging_product: "whatsapp", contacts: [{ input: body.to, wa_id: body.to }], messages: [{ id: wamid }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  /** Signs and delivers one notification (an array of changes' values), as Meta does. */
  async function notify(value: Record<string, unknown>, { secret = appSecret }: { secret?: string } = {}) {
    const body = JSON.stringify({
      object: "whatsapp_business_account",
      entry: [{ id: "102290129340398", changes: [{ field: "messages", value: { messaging_product: "whatsapp", metadata: { display_phone_number: "9611000000", phone_number_id: phoneNumberId }, ...value } }] }],
    });
    const notification = { url: webhookUrl, body, headers: { "content-type": "application/json", "x-hub-signature-256": `sha256=${createHmac("sha256", secret).update(body).digest("hex")}` } };
    return { notification, answer: await deliver(notification) };
  }

  const statusOf = (message: SentTemplate, status: string, errorCode?: number) => ({
    id: message.wamid,
    status,
    timestamp: String(Math.floor(Date.now() / 1000)),
    recipient_id: message.to,
    ...(errorCode ? { errors: [{ code: errorCode, title: "Message undeliverable", message: "Message undeliverable", error_data: { details: "Message Undeliverable." } }] } : {}),
  });

  return {
    url: `http://127.0.0.1:${port}`,
    sent,
    /** Sets a template's approval in one language (or all three). */
    setTemplateStatus(name: WhatsAppTemplateName, status: RegisteredTemplate["status"], language?: string) {
      for (const [key, template] of templates) if (key.startsWith(`${name}:`) && (!language || key === `${name}:${language}`)) template.status = status;
    },
    /** The next `times` messages to `to` are refused with `code` (131026: not a WhatsApp user; 130429: rate limit). */
    refuseNumber(to: string, code: number, { status = 400, times = 1 }: { status?: number; times?: number } = {}) {
      refusals.set(to, { code, status, times });
    },
    /** Posts these statuses of a sent message, in this order, each its own notification. */
    async sendStatuses(message: SentTemplate, statuses: string[], { errorCode }: { errorCode?: number } = {}) {
      const answers = [];
      for (const status of statuses) answers.push((await notify({ statuses: [statusOf(message, status, status === "failed" ? errorCode : undefined)] })).answer);
      return answers;
    },
    /** A parent's reply: text, or a quick-reply button's payload. */
    async sendInbound(from: string, text: string, { id = `wamid.${randomBytes(24).toString("base64url")}`, secret }: { id?: string; secret?: string } = {}) {
      return notify({ contacts: [{ profile: { name: "Parent" }, wa_id: from }], messages: [{ from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: "text", text: { body: text } }] }, { secret });
    },
    /** Delivers a notification again, unchanged (Meta retries what it thinks was not received). */
    redeliver: (notification: WhatsAppNotification) => deliver(notification),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
