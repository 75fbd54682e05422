import { readdirSync, readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { renderMail } from "~/server/mail/layout";
import { deliverMail } from "~/server/mail/deliver-mail";

describe("delivering mail without RESEND_API_KEY", () => {
  it("writes one RFC 822 file with headers, text and HTML parts to DATA_DIR/outbox", async () => {
    const { html, text } = renderMail({
      preheader: "Your code",
      heading: "Your one-time code",
      blocks: [
        { kind: "paragraph", text: "Use this code <within> 10 minutes." },
        { kind: "code", text: "123456" },
      ],
    });
    const deliveryId = "0b1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b";
    const sent = await deliverMail({ template: "test", to: "parent@example.com", subject: "Your code", text, html }, deliveryId, new Date("2026-11-25T08:00:00Z"));
    expect(sent.transport).toBe("outbox");
    expect(sent.file).toBe(`${process.env.DATA_DIR}/outbox/2026-11-25T08-00-00-000Z-${deliveryId}.eml`);

    const raw = readFileSync(sent.file!, "utf8");
    expect(raw).toMatch(/^From: Little Cedars Pediatrics <hello@littlecedars\.clinic>$/m);
    expect(raw).toMatch(/^To: parent@example\.com$/m);
    expect(raw).toMatch(/^Subject: Your code$/m);
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(raw).toMatch(/^Content-Type: text\/plain; charset=utf-8$/m);
    expect(raw).toMatch(/^Content-Type: text\/html; charset=utf-8$/m);
    expect(raw).toContain("123456");
    // HTML is escaped; the text part keeps the words as written.
    expect(raw).toContain("&lt;within&gt;");
    expect(raw).toContain("Use this code <within> 10 minutes.");
  });

  it("a second delivery of one message (a retried job) replaces its file instead of adding one", async () => {
    const deliveryId = "1b1c2d3e-4f50-4617-8a9b-0c1d2e3f4a5b";
    const queuedAt = new Date("2026-11-25T09:00:00Z");
    const message = { template: "test", to: "parent@example.com", subject: "Once", text: "once", html: "<p>once</p>" };
    const first = await deliverMail(message, deliveryId, queuedAt);
    const second = await deliverMail(message, deliveryId, queuedAt);
    expect(second.file).toBe(first.file);
    expect(readdirSync(`${process.env.DATA_DIR}/outbox`).filter((f) => f.includes(deliveryId))).toEqual([`2026-11-25T09-00-00-000Z-${deliveryId}.eml`]);
  });
});
