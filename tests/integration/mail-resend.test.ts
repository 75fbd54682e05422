import { randomUUID } from "node:crypto";

import { afterAll, describe, expect, it } from "vitest";

import { startFakeResend } from "../support/fake-resend-server";

const apiKey = "re_test_0123456789";
const fakeResend = await startFakeResend({ apiKey });
process.env.RESEND_API_KEY = apiKey;
process.env.RESEND_BASE_URL = fakeResend.url;
// Imported after the environment names the local Resend server.
const { deliverMail } = await import("~/server/mail/deliver-mail");
const { sendMail } = await import("~/server/mail/send-mail");
const { runQueuedJobs } = await import("../support/jobs");
const { testDb } = await import("../support/app");
const { getJobQueue } = await import("~/server/jobs/job-queue");
const { jobIdFor } = await import("~/server/jobs/enqueue-job");

afterAll(() => fakeResend.close());

const message = (subject: string, to = "parent@example.com") => ({ template: "test", to, subject, text: subject, html: `<p>${subject}</p>` });

describe("delivering mail with RESEND_API_KEY", () => {
  it("sends through the Resend SDK with the key, sender, both parts, attachments and the delivery's idempotency key", async () => {
    const deliveryId = randomUUID();
    const sent = await deliverMail(
      { ...message("Appointment confirmed"), attachments: [{ filename: "invite.ics", content: "BEGIN:VCALENDAR", contentType: "text/calendar" }] },
      deliveryId,
      new Date(),
    );
    expect(sent.transport).toBe("resend");
    expect(fakeResend.received).toHaveLength(1);
    const [email] = fakeResend.received;
    expect(email!.authorization).toBe(`Bearer ${apiKey}`);
    expect(email!.idempotencyKey).toBe(deliveryId);
    expect(email!.body).toMatchObject({ from: "Little Cedars Pediatrics <hello@littlecedars.clinic>", to: "parent@example.com", subject: "Appointment confirmed", html: "<p>Appointment confirmed</p>" });
    const [attachment] = email!.body.attachments as Array<{ filename: string; content: string }>;
    expect(attachment!.filename).toBe("invite.ics");
    expect(Buffer.from(attachment!.content, "base64").toString()).toBe("BEGIN:VCALENDAR");
  });

  it("throws when Resend refuses the message, so the job is tried again rather than called sent", async () => {
    await expect(deliverMail({ ...message("No recipient"), to: "" }, randomUUID(), new Date())).rejects.toThrow(/Resend refused the message \(422\): Missing `to` field/);
    expect(fakeResend.received).toHaveLength(1);
  });

  it("sends once more at once, with the same idempotency key, when a request gets no answer", async () => {
    const before = fakeResend.received.length;
    fakeResend.dropNextRequests(1);
    const deliveryId = randomUUID();
    await deliverMail(message("Your code"), deliveryId, new Date());
    expect(fakeResend.received).toHaveLength(before + 1);
    expect(fakeResend.received.at(-1)!.idempotencyKey).toBe(deliveryId);
    expect(fakeResend.dropped.at(-1)).toBe(deliveryId);
  });
});

describe("every e-mail is a job", () => {
  it("Resend answering 500 three times: the e-mail goes out on the fourth try, exactly once", async () => {
    await testDb();
    const to = `outage-${randomUUID()}@example.com`;
    await sendMail(message("Through the outage", to), { key: "outage" });
    fakeResend.failNextRequests(3);
    const failuresBefore = fakeResend.failures();
    const tries = [];
    for (let attempt = 0; attempt < 4; attempt++) tries.push(await runQueuedJobs({ names: ["send-email"], includeRetries: true }));
    expect(fakeResend.failures() - failuresBefore).toBe(3);
    expect(tries.map((t) => t.failed).reduce((a, b) => a + b)).toBe(3);
    expect(fakeResend.received.filter((r) => r.body.to === to)).toHaveLength(1);
    const job = await (await getJobQueue()).getJobById("send-email", jobIdFor("send-email", "test:outage"));
    expect(job).toMatchObject({ state: "completed", retryCount: 3 });
    // Nothing left to send: another round finds no job and Resend hears nothing more.
    expect(await runQueuedJobs({ includeRetries: true })).toEqual({ completed: 0, failed: 0 });
    expect(fakeResend.received.filter((r) => r.body.to === to)).toHaveLength(1);
  });

  it("asking twice with one key queues one e-mail; a transaction that rolls back queues none", async () => {
    const db = await testDb();
    const to = `twice-${randomUUID()}@example.com`;
    await sendMail(message("Only once", to), { key: to });
    await sendMail(message("Only once", to), { key: to });
    await expect(
      db.transaction(async (tx) => {
        await sendMail(message("Never", to), { key: `${to}:rolled-back`, db: tx });
        throw new Error("the booking failed");
      }),
    ).rejects.toThrow("the booking failed");
    await runQueuedJobs();
    expect(fakeResend.received.filter((r) => r.body.to === to).map((r) => r.body.subject)).toEqual(["Only once"]);
  });

  it("a one-time code travels through Resend as a job and signs the parent in", async () => {
    const { testCaller } = await import("../support/app");
    const caller = await testCaller({ from: "198.51.100.50" });
    const email = "resend-parent@example.com";
    await caller.users.requestSignInCode({ email });
    await runQueuedJobs();
    const sent = fakeResend.received.at(-1)!;
    expect(sent.body).toMatchObject({ to: email, subject: "Your sign-in code" });
    const code = /\b(\d{6})\b/.exec(String(sent.body.text))![1]!;
    expect(JSON.stringify(sent.body.headers ?? {})).not.toContain(code);
    const signedIn = await caller.users.verifySignInCode({ email, otp: code });
    expect(signedIn.user.email).toBe(email);
  });
});
