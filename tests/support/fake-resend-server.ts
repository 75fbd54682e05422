import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";

export type ReceivedEmail = { authorization: string | undefined; idempotencyKey: string | undefined; body: Record<string, unknown> };

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

/**
 * A local stand-in for Resend's HTTP API (POST /emails), enough for the official SDK:
 * it checks the API key and the required fields and answers with an id, as Resend does. Like
 * Resend, a request with an idempotency key it already accepted gets the first answer again and
 * sends nothing more. It can fail on purpose: answer 500, drop the connection, or never answer.
 */
export async function startFakeResend({ apiKey }: { apiKey: string }) {
  const received: ReceivedEmail[] = [];
  /** Idempotency keys of requests whose connection was dropped without an answer. */
  const dropped: Array<string | undefined> = [];
  let dropNext = 0;
  let failNext = 0;
  let holdNext = 0;
  /** Requests answered 500 on purpose. */
  let failures = 0;
  const held: Array<() => void> = [];
  const accepted = new Map<string, string>();
  const server = createServer(async (req, res) => {
    if (holdNext > 0) {
      holdNext--;
      // Never answered: the sender is stuck until it gives up or dies.
      held.push(() => req.socket.destroy());
      return;
    }
    if (failNext > 0) {
      failNext--;
      failures++;
      res.writeHead(500, { "content-type": "application/json" });
      res.end(JSON.stringify({ statusCode: 500, name: "internal_server_error", message: "An unexpected error occurred." }));
      return;
    }
    if (dropNext > 0) {
      dropNext--;
      dropped.push(req.headers["idempotency-key"] as string | undefined);
      req.socket.destroy();
      return;
    }
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(body));
    };
    if (req.method !== "POST" || req.url !== "/emails") return send(404, { name: "not_found", message: "Not found" });
    if (req.headers.authorization !== `Bearer ${apiKey}`) {
      return send(401, { statusCode: 401, name: "validation_error", message: "API key is invalid" });
    }
    const body = JSON.parse(await readBody(req)) as Record<string, unknown>;
    for (const field of ["from", "to", "subject"]) {
      if (!body[field]) return send(422, { statusCode: 422, name: "missing_required_field", message: `Missing \`${field}\` field.` });
    }
    const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
    const earlier = idempotencyKey ? accepted.get(idempotencyKey) : undefined;
    if (earlier) return send(200, { id: earlier });
    const id = randomUUID();
    if (idempotencyKey) accepted.set(idempotencyKey, id);
    received.push({ authorization: req.headers.authorization, idempotencyKey, body });
    send(200, { id });
  });
  // Idle connections stay open longer than the client keeps them, as Resend's do: otherwise a test
  // that waits ~5 s between two e-mails races the server closing the connection the client reuses.
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    received,
    dropped,
    /** The next `count` requests lose their connection before any answer. */
    dropNextRequests: (count: number) => {
      dropNext = count;
    },
    /** The next `count` requests are answered 500, as Resend does when it fails. */
    failNextRequests: (count: number) => {
      failNext = count;
    },
    failures: () => failures,
    /** How many requests are being held without an answer. */
    held: () => held.length,
    /** The next `count` requests are never answered (until close). */
    holdNextRequests: (count: number) => {
      holdNext = count;
    },
    close: () => {
      for (const release of held.splice(0)) release();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
