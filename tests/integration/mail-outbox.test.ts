import { readFileSync } from "node:fs";

import { describe, expect, it } from "vitest";

import { renderMail } from "~/server/mail/layout";
import { sendMail } from "~/server/mail/send-mail";

describe("sendMail without RESEND_API_KEY", () => {
  it("writes one RFC 822 file with headers, text and HTML parts to DATA_DIR/outbox", async () => {
    const { html, text } = renderMail({
      preheader: "Your code",
      heading: "Your one-time code",
      blocks: [
        { kind: "paragraph", text: "Use this code <within> 10 minutes." },
        { kind: "code", text: "123456" },
      ],
    });
    const sent = await sendMail({ template: "test", to: "parent@example.com", subject: "Your code", text, html });
    expect(sent.transport).toBe("outbox");
    expect(sent.file).toMatch(new RegExp(`${process.env.DATA_DIR}/outbox/\\d{4}-\\d\\d-\\d\\dT.*-${sent.id}\\.eml$`));

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
});
