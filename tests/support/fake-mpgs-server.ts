import { randomBytes } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type Order = {
  id: string;
  amount: number;
  currency: string;
  description: string;
  status: "INITIATED" | "CAPTURED" | "FAILED" | "REFUNDED" | "PARTIALLY_REFUNDED";
  totalCapturedAmount: number;
  totalRefundedAmount: number;
  transactions: Array<{ id: string; type: "PAYMENT" | "REFUND"; amount: number; result: "SUCCESS" | "FAILURE" }>;
};

type Session = {
  id: string;
  successIndicator: string;
  orderId: string;
  amount: string;
  currency: string;
  description: string;
  returnUrl: string;
  cancelUrl: string | null;
  notificationUrl: string | null;
  body: Record<string, unknown>;
};

/** A notification as the gateway posts it: the headers that authenticate it and a JSON body. */
export type MpgsNotification = { url: string; body: string; headers: Record<string, string> };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A local server speaking the part of the Mastercard Gateway (MPGS) the product uses, JSON like
 * the real one: INITIATE_CHECKOUT sessions (Basic auth `merchant.{id}:{password}`), RETRIEVE_ORDER,
 * REFUND transactions (a transaction id used twice is refused, as the gateway does), checkout.js
 * and a hosted payment page with Pay / Decline / Cancel. Paying or declining records the order,
 * posts the notification (through `deliver`, so a test can hand it to the route handler) and
 * sends the browser back to the returnUrl with a resultIndicator.
 */
export async function startFakeMpgs({
  merchantId,
  apiPassword,
  webhookSecret,
  deliver = async (notification) => {
    await fetch(notification.url, { method: "POST", body: notification.body, headers: notification.headers });
  },
}: {
  merchantId: string;
  apiPassword: string;
  webhookSecret: string;
  deliver?: (notification: MpgsNotification) => Promise<unknown>;
}) {
  const sessions = new Map<string, Session>();
  const orders = new Map<string, Order>();
  const requests: Array<{ method: string; path: string; body: Record<string, unknown> | null; authorization?: string }> = [];
  /** Answers RETRIEVE_ORDER with these fields changed (a tampered or misconfigured order). */
  const orderOverrides = new Map<string, Partial<{ currency: string; totalCapturedAmount: number; amount: number }>>();
  let refuseRefunds: "decline" | "error" | null = null;
  let stallSessions = false;
  const stalled: ServerResponse[] = [];
  const notifications: MpgsNotification[] = [];
  const expectedAuth = `Basic ${Buffer.from(`merchant.${merchantId}:${apiPassword}`).toString("base64")}`;

  const orderJson = (order: Order) => ({
    merchant: merchantId,
    id: order.id,
    result: "SUCCESS",
    status: order.status,
    amount: order.amount,
    currency: order.currency,
    description: order.description,
    totalAuthorizedAmount: order.totalCapturedAmount,
    totalCapturedAmount: order.totalCapturedAmount,
    totalRefundedAmount: order.totalRefundedAmount,
    transaction: order.transactions.map((t) => ({ transaction: { id: t.id, type: t.type, amount: t.amount }, result: t.result })),
    ...orderOverrides.get(order.id),
  });

  /** Pay or decline on the hosted page: the order's record, the notification, the way back. */
  async function complete(sessionId: string, outcome: "pay" | "decline" | "cancel"): Promise<string> {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`No such session ${sessionId}`);
    if (outcome === "cancel") return session.cancelUrl ?? session.returnUrl;
    const amount = Number(session.amount);
    const order: Order = orders.get(session.orderId) ?? {
      id: session.orderId,
      amount,
      currency: session.currency,
      description: session.description,
      status: "INITIATED",
      totalCapturedAmount: 0,
      totalRefundedAmount: 0,
      transactions: [],
    };
    orders.set(order.id, order);
    const paid = outcome === "pay";
    order.transactions.push({ id: String(order.transactions.length + 1), type: "PAYMENT", amount, result: paid ? "SUCCESS" : "FAILURE" });
    order.status = paid ? "CAPTURED" : "FAILED";
    if (paid) order.totalCapturedAmount = amount;
    if (session.notificationUrl) await notify(session.notificationUrl, order, "PAYMENT");
    const back = new URL(session.returnUrl);
    back.searchParams.set("resultIndicator", paid ? session.successIndicator : randomBytes(8).toString("hex"));
    back.searchParams.set("sessionVersion", randomBytes(5).toString("hex"));
    return back.toString();
  }

  function notificationOf(url: string, order: Order, type: string, id = `NOTIF-${randomBytes(8).toString("hex")}`): MpgsNotification {
    return {
      url,
      body: JSON.stringify({ merchant: merchantId, order: orderJson(order), result: "SUCCESS", transaction: { type } }),
      headers: { "content-type": "application/json", "x-notification-secret": webhookSecret, "x-notification-id": id, "x-notification-attempt": "1" },
    };
  }

  async function notify(url: string, order: Order, type: string) {
    const notification = notificationOf(url, order, type);
    notifications.push(notification);
    await deliver(notification);
  }

  const server = createServer(async (req, res) => {
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, cause: string, explanation: string) => send(status, { result: "ERROR", error: { cause, explanation } });
    const url = new URL(req.url ?? "/", "http://localhost");
    const raw = await readBody(req);

    if (req.method === "GET" && url.pathname === "/static/checkout/checkout.min.js") {
      res.writeHead(200, { "content-type": "application/javascript" });
      res.end(`window.Checkout = (function () {
  var session = null;
  return {
    configure: function (config) { session = config && config.session && config.session.id; },
    showPaymentPage: function () { location.assign(${JSON.stringify(`http://${req.headers.host}/checkout/pay/`)} + encodeURIComponent(session)); }
  };
})();`);
      return;
    }
    const page = /^\/checkout\/pay\/([^/]+)$/.exec(url.pathname);
    if (page) {
      const session = sessions.get(decodeURIComponent(page[1]!));
      if (!session) return error(404, "INVALID_REQUEST", "Session not found");
      if (req.method === "POST") {
        const outcome = new URLSearchParams(raw).get("outcome");
        if (outcome !== "pay" && outcome !== "decline" && outcome !== "cancel") return error(400, "INVALID_REQUEST", "Choose an outcome");
        res.writeHead(303, { location: await complete(session.id, outcome) });
        res.end();
        return;
      }
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><title>Fake MPGS</title><h1>Pay ${escapeHtml(session.amount)} ${escapeHtml(session.currency)}</h1>
<p>${escapeHtml(session.description)}</p>
<form method="post"><button name="outcome" value="pay">Pay</button><button name="outcome" value="decline">Decline</button><button name="outcome" value="cancel">Cancel</button></form>`);
      return;
    }

    const api = /^\/api\/rest\/version\/(\d+)\/merchant\/([^/]+)(\/.*)$/.exec(url.pathname);
    let body: Record<string, unknown> | null = null;
    try {
      body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    } catch {
      return error(400, "INVALID_REQUEST", "Request body is not JSON");
    }
    requests.push({ method: req.method ?? "", path: url.pathname, body, authorization: req.headers.authorization });
    if (!api) return error(404, "INVALID_REQUEST", "Unknown path");
    if (api[2] !== merchantId || req.headers.authorization !== expectedAuth) return error(401, "INVALID_REQUEST", "Invalid credentials.");
    const rest = api[3]!;

    if (req.method === "POST" && rest === "/session") {
      if (stallSessions) {
        stalled.push(res);
        return;
      }
      const order = body?.order as { id?: string; amount?: string; currency?: string; description?: string; notificationUrl?: string } | undefined;
      const interaction = body?.interaction as { returnUrl?: string; cancelUrl?: string; operation?: string } | undefined;
      if (body?.apiOperation !== "INITIATE_CHECKOUT" || !order?.id || !/^\d+(\.\d{1,3})?$/.test(order.amount ?? "") || !interaction?.returnUrl) {
        return error(400, "INVALID_REQUEST", "Value is invalid: the request is not an INITIATE_CHECKOUT with an order and a returnUrl");
      }
      const session: Session = {
        id: `SESSION0002${randomBytes(12).toString("hex").toUpperCase()}`,
        successIndicator: randomBytes(8).toString("hex"),
        orderId: order.id,
        amount: order.amount!,
        currency: order.currency ?? "USD",
        description: order.description ?? "",
        returnUrl: interaction.returnUrl,
        cancelUrl: interaction.cancelUrl ?? null,
        notificationUrl: order.notificationUrl ?? null,
        body,
      };
      sessions.set(session.id, session);
      return send(201, { merchant: merchantId, result: "SUCCESS", session: { id: session.id, updateStatus: "SUCCESS", version: "1" }, successIndicator: session.successIndicator });
    }
    const orderPath = /^\/order\/([^/]+)(?:\/transaction\/([^/]+))?$/.exec(rest);
    if (!orderPath) return error(404, "INVALID_REQUEST", "Unknown operation");
    const order = orders.get(decodeURIComponent(orderPath[1]!));
    const transactionId = orderPath[2] ? decodeURIComponent(orderPath[2]) : null;
    if (!order) return error(400, "INVALID_REQUEST", "Unable to find order");
    if (req.method === "GET" && !transactionId) return send(200, orderJson(order));
    const existing = order.transactions.find((t) => t.id === transactionId);
    if (req.method === "GET" && transactionId) {
      return existing ? send(200, { result: existing.result, transaction: { id: existing.id, type: existing.type, amount: existing.amount } }) : error(400, "INVALID_REQUEST", "Unable to find transaction");
    }
    if (req.method === "PUT" && transactionId) {
      const transaction = body?.transaction as { amount?: string; currency?: string } | undefined;
      if (body?.apiOperation !== "REFUND" || !transaction?.amount) return error(400, "INVALID_REQUEST", "Only refunds are supported here");
      if (existing) return error(400, "INVALID_REQUEST", "Transaction with the same id already exists");
      if (refuseRefunds === "error") return error(400, "INVALID_REQUEST", "Requested refund exceeds the captured amount");
      const amount = Number(transaction.amount);
      const declined = refuseRefunds === "decline" || transaction.currency !== order.currency || amount + order.totalRefundedAmount > order.totalCapturedAmount;
      order.transactions.push({ id: transactionId, type: "REFUND", amount, result: declined ? "FAILURE" : "SUCCESS" });
      if (declined) return send(201, { result: "FAILURE", response: { gatewayCode: "DECLINED" }, transaction: { id: transactionId, type: "REFUND", amount } });
      order.totalRefundedAmount += amount;
      order.status = order.totalRefundedAmount >= order.totalCapturedAmount ? "REFUNDED" : "PARTIALLY_REFUNDED";
      return send(201, { result: "SUCCESS", response: { gatewayCode: "APPROVED" }, transaction: { id: transactionId, type: "REFUND", amount } });
    }
    error(400, "INVALID_REQUEST", "Unsupported operation");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    url: origin,
    sessions,
    orders,
    requests,
    notifications,
    /** The gateway's hosted page: Pay, Decline or Cancel as the payer presses it. Returns where the browser goes. */
    async press(sessionId: string, outcome: "pay" | "decline" | "cancel"): Promise<string> {
      const response = await fetch(`${origin}/checkout/pay/${encodeURIComponent(sessionId)}`, {
        method: "POST",
        body: new URLSearchParams({ outcome }),
        redirect: "manual",
      });
      if (response.status !== 303) throw new Error(`The hosted page answered ${response.status}`);
      return response.headers.get("location")!;
    },
    /** A second delivery of a notification, as the gateway retries; the same id unless told otherwise. */
    notificationFor(orderId: string, { id, secret = webhookSecret }: { id?: string; secret?: string | null } = {}): MpgsNotification {
      const order = orders.get(orderId) ?? { id: orderId, amount: 0, currency: "USD", description: "", status: "INITIATED", totalCapturedAmount: 0, totalRefundedAmount: 0, transactions: [] };
      const notification = notificationOf("http://localhost:3000/api/webhooks/mpgs", order, "PAYMENT", id);
      if (secret === null) delete notification.headers["x-notification-secret"];
      else notification.headers["x-notification-secret"] = secret;
      return notification;
    },
    overrideOrder(orderId: string, fields: Partial<{ currency: string; totalCapturedAmount: number; amount: number }>) {
      orderOverrides.set(orderId, fields);
    },
    refuseRefundsWith(mode: "decline" | "error" | null) {
      refuseRefunds = mode;
    },
    /** Session requests get no answer (a gateway that hangs). */
    stallSessions(stall: boolean) {
      stallSessions = stall;
      if (!stall) for (const res of stalled.splice(0)) res.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of stalled.splice(0)) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
