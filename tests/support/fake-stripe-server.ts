import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

type Session = {
  id: string;
  object: "checkout.session";
  status: "open" | "complete" | "expired";
  payment_status: "unpaid" | "paid";
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  expires_at: number;
  url: string | null;
  mode: "payment";
  payment_intent: string | null;
};

type Refund = { id: string; object: "refund"; amount: number; payment_intent: string; status: "succeeded"; currency: string };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A local server speaking the part of Stripe's API the product uses, form-encoded like the real
 * one: create, retrieve and expire Checkout sessions, refund their payments. Idempotency keys
 * replay the first answer.
 */
export async function startFakeStripe({ secretKey }: { secretKey: string }) {
  const sessions = new Map<string, Session>();
  const refunds: Refund[] = [];
  /** When set, refunds are declined with this message (as Stripe does for, e.g., a disputed charge). */
  let refuseRefunds: string | null = null;
  const idempotent = new Map<string, string>();
  const requests: Array<{ method: string; path: string; form: URLSearchParams; idempotencyKey?: string }> = [];

  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_${randomBytes(6).toString("hex")}` });
      res.end(JSON.stringify(body));
    };
    const url = new URL(req.url ?? "/", "http://localhost");
    const form = new URLSearchParams(await readBody(req));
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    requests.push({ method: req.method ?? "", path: url.pathname, form, idempotencyKey });
    if (req.headers.authorization !== `Bearer ${secretKey}`) {
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
    }
    if (req.method === "POST" && idempotencyKey && idempotent.has(idempotencyKey)) {
      return send(200, JSON.parse(idempotent.get(idempotencyKey)!));
    }

    if (req.method === "POST" && url.pathname === "/v1/checkout/sessions") {
      const id = `cs_test_${randomBytes(12).toString("hex")}`;
      const expiresAt = Number(form.get("expires_at"));
      const now = Math.floor(Date.now() / 1000);
      if (!(expiresAt >= now + 30 * 60 - 5 && expiresAt <= now + 24 * 3600)) {
        return send(400, { error: { type: "invalid_request_error", param: "expires_at", message: "expires_at must be 30 minutes to 24 hours ahead" } });
      }
      const metadata: Record<string, string> = {};
      for (const [key, value] of form) {
        const match = /^metadata\[(.+)\]$/.exec(key);
        if (match) metadata[match[1]!] = value;
      }
      const session: Session = {
        id,
        object: "checkout.session",
        status: "open",
        payment_status: "unpaid",
        amount_total: Number(form.get("line_items[0][price_data][unit_amount]")) * Number(form.get("line_items[0][quantity]") ?? 1),
        currency: form.get("line_items[0][price_data][currency]") ?? "usd",
        client_reference_id: form.get("client_reference_id"),
        customer_email: form.get("customer_email"),
        metadata,
        success_url: form.get("success_url") ?? "",
        cancel_url: form.get("cancel_url") ?? "",
        expires_at: expiresAt,
        url: `https://checkout.stripe.test/c/pay/${id}`,
        mode: "payment",
        payment_intent: null,
      };
      sessions.set(id, session);
      if (idempotencyKey) idempotent.set(idempotencyKey, JSON.stringify(session));
      return send(200, session);
    }
    if (req.method === "POST" && url.pathname === "/v1/refunds") {
      const intent = form.get("payment_intent") ?? "";
      const paid = [...sessions.values()].find((s) => s.payment_intent === intent);
      if (!paid) return send(404, { error: { type: "invalid_request_error", param: "payment_intent", message: `No such payment_intent: '${intent}'` } });
      if (refuseRefunds) return send(400, { error: { type: "invalid_request_error", code: "charge_disputed", message: refuseRefunds } });
      const amount = Number(form.get("amount") ?? paid.amount_total);
      const already = refunds.filter((r) => r.payment_intent === intent).reduce((sum, r) => sum + r.amount, 0);
      if (amount + already > paid.amount_total) {
        return send(400, { error: { type: "invalid_request_error", code: "charge_already_refunded", message: "Charge has already been refunded." } });
      }
      const refund: Refund = { id: `re_${randomBytes(12).toString("hex")}`, object: "refund", amount, payment_intent: intent, status: "succeeded", currency: paid.currency };
      refunds.push(refund);
      if (idempotencyKey) idempotent.set(idempotencyKey, JSON.stringify(refund));
      return send(200, refund);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(url.pathname);
    const session = match ? sessions.get(match[1]!) : undefined;
    if (match && !session) return send(404, { error: { type: "invalid_request_error", message: `No such checkout.session: '${match[1]}'` } });
    if (req.method === "GET" && match && !match[2]) return send(200, session);
    if (req.method === "POST" && match?.[2] && session) {
      if (session.status !== "open") {
        return send(400, { error: { type: "invalid_request_error", message: `Only Checkout Sessions with a status of open can be expired.` } });
      }
      session.status = "expired";
      session.url = null;
      return send(200, session);
    }
    send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    sessions,
    requests,
    refunds,
    refuseRefundsWith(message: string | null) {
      refuseRefunds = message;
    },
    /** What the payer does on Stripe's page. */
    pay(id: string) {
      const session = sessions.get(id)!;
      session.status = "complete";
      session.payment_status = "paid";
      session.payment_intent = `pi_${randomBytes(12).toString("hex")}`;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
