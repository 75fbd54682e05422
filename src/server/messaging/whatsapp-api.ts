import "server-only";

import { env } from "~/env";
import type { Locale } from "~/i18n/locales";

/**
 * Meta's error codes (Cloud API) the product acts on. Temporary ones are retried by the job's
 * backoff; the "cannot deliver" ones send the e-mail instead at once; any other refusal is
 * permanent (a wrong token or parameter: retrying changes nothing) and also falls back.
 */
export const WHATSAPP_TEMPORARY_CODES = new Set([130429, 131000, 131016, 131048, 131056, 133004, 2]);
export const WHATSAPP_UNDELIVERABLE_CODES = new Set([131026, 131047, 132015, 132016, 132001, 131049, 131050]);

export class WhatsAppApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number | null,
    message: string,
  ) {
    super(`WhatsApp Cloud API refused (${status}${code === null ? "" : `, code ${code}`}): ${message}`);
    this.name = "WhatsAppApiError";
  }

  /** Worth another try later: rate limits, Meta's own trouble, the network. */
  get temporary(): boolean {
    return this.status >= 500 || this.status === 0 || (this.code !== null && WHATSAPP_TEMPORARY_CODES.has(this.code));
  }
}

export type TemplateMessage = {
  to: string;
  template: string;
  locale: Locale;
  parameters: Record<string, string>;
  /** The URL button's suffix (after the site's address). */
  buttonSuffix: string | null;
};

/** POST {WHATSAPP_API_URL}/{version}/{phone-number-id}/messages: a template message; answers Meta's message id. */
export async function sendTemplateMessage(message: TemplateMessage): Promise<{ wamid: string }> {
  const components: unknown[] = [
    { type: "body", parameters: Object.entries(message.parameters).map(([parameter_name, text]) => ({ type: "text", parameter_name, text })) },
  ];
  if (message.buttonSuffix !== null) components.push({ type: "button", sub_type: "url", index: "0", parameters: [{ type: "text", text: message.buttonSuffix }] });
  let response: Response;
  try {
    response = await fetch(`${env.WHATSAPP_API_URL}/${env.WHATSAPP_API_VERSION}/${env.WHATSAPP_PHONE_NUMBER_ID}/messages`, {
      method: "POST",
      headers: { authorization: `Bearer ${env.WHATSAPP_ACCESS_TOKEN}`, "content-type": "application/json" },
      body: JSON.stringify({
        messaging_product: "whatsapp",
        recipient_type: "individual",
        to: message.to,
        type: "template",
        template: { name: message.template, language: { code: message.locale }, components },
      }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new WhatsAppApiError(0, null, error instanceof Error ? error.message : String(error));
  }
  const body = (await response.json().catch(() => null)) as { messages?: Array<{ id?: string }>; error?: { code?: number; message?: string } } | null;
  const wamid = body?.messages?.[0]?.id;
  if (response.ok && wamid) return { wamid };
  throw new WhatsAppApiError(response.status, typeof body?.error?.code === "number" ? body.error.code : null, body?.error?.message ?? `HTTP ${response.status}`);
}
