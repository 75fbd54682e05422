import { afterAll, describe, expect, it } from "vitest";

import { startFakeResend } from "../support/fake-resend-server";

const apiKey = "re_test_0123456789";
const fakeResend = await startFakeResend({ apiKey });
process.env.RESEND_API_KEY = apiKey;
process.env.RESEND_BASE_URL = fakeResend.url;
// Imported after the environment names the local Resend server.
const { sendMail } = await import("~/server/mail/send-mail");

afterAll(() => fakeResend.close());

describe("sendMail with RESEND_API_KEY", () => {
  it("sends through the Resend SDK with the key, sender, both parts and attachments", async () => {
    const sent = await sendMail({ template: "test",
      to: "parent@example.com",
      subject: "Appointment confirmed",
      text: "See you soon",
      html: "<p>See you soon</p>",
      attachments: [{ filename: "invite.ics", content: "BEGIN:VCALENDAR", contentType: "text/calendar" }],
    });
    expect(sent.transport).toBe("resend");
    expect(fakeResend.received).toHaveLength(1);
    const [email] = fakeResend.received;
    expect(email!.authorization).toBe(`Bearer ${apiKey}`);
    expect(email!.body).toMatchObject({
      from: "Little Cedars Pediatrics <hello@littlecedars.clinic>",
      to: "parent@example.com",
      subject: "Appointment confirmed",
      text: "See you soon",
      html: "<p>See you soon</p>",
    });
    const [attachment] = email!.body.attachments as Array<{ filename: string; content: string }>;
    expect(attachment!.filename).toBe("invite.ics");
    expect(Buffer.from(attachment!.content, "base64").toString()).toBe("BEGIN:VCALENDAR");
  });

  it("throws when Resend refuses the message, so callers never assume it was sent", async () => {
    await expect(sendMail({ template: "test", to: "", subject: "No recipient", text: "x", html: "<p>x</p>" })).rejects.toThrow(
      /Resend refused the message: Missing `to` field/,
    );
    expect(fakeResend.received).toHaveLength(1);
  });

  it("sends once more, with the same idempotency key, when a request gets no answer", async () => {
    const before = fakeResend.received.length;
    fakeResend.dropNextRequests(1);
    const sent = await sendMail({ template: "test", to: "parent@example.com", subject: "Your code", text: "123456", html: "<p>123456</p>" });
    expect(sent.transport).toBe("resend");
    expect(fakeResend.received).toHaveLength(before + 1);
    const key = fakeResend.received.at(-1)!.idempotencyKey;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(fakeResend.dropped).toEqual([key]);
  });

  it("gives up after the second request without an answer", async () => {
    const before = fakeResend.received.length;
    fakeResend.dropNextRequests(2);
    await expect(sendMail({ template: "test", to: "parent@example.com", subject: "Lost", text: "x", html: "<p>x</p>" })).rejects.toThrow(/Resend refused the message/);
    expect(fakeResend.received).toHaveLength(before);
    expect(fakeResend.dropped.slice(-2)[0]).toBe(fakeResend.dropped.slice(-2)[1]);
  });

  it("a one-time code travels through Resend and signs the parent in", async () => {
    const { testCaller } = await import("../support/app");
    const caller = await testCaller({ from: "198.51.100.50" });
    const email = "resend-parent@example.com";
    await caller.users.requestSignInCode({ email });
    const sent = fakeResend.received.at(-1)!;
    expect(sent.body).toMatchObject({ to: email, subject: "Your sign-in code" });
    const code = /\b(\d{6})\b/.exec(String(sent.body.text))![1]!;
    expect(JSON.stringify(sent.body.headers ?? {})).not.toContain(code);
    const signedIn = await caller.users.verifySignInCode({ email, otp: code });
    expect(signedIn.user.email).toBe(email);
  });
});
