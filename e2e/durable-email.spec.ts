import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test } from "@playwright/test";

import { startFakeResend } from "../tests/support/fake-resend-server";
import { ownServerReady, startOwnServer } from "./own-server";

// A server of its own (the suite's shares its outbox with every test): the same build, its own port
// and data, e-mail through a local Resend that can stop answering.
const PORT = Number(process.env.E2E_PORT ?? 3210) + 81;
const BASE = `http://127.0.0.1:${PORT}`;
const API_KEY = "re_durable_0123456789";

function startServer(dataDir: string, resendUrl: string): ChildProcess {
  const child = startOwnServer({ port: PORT, dataDir, settings: { RESEND_API_KEY: API_KEY, RESEND_BASE_URL: resendUrl, } });
  return child;
}

async function ready() {
  await ownServerReady(BASE);
}

/** The first free online slot in the coming weeks, through the REST API outside callers use. */
async function freeSlot() {
  const services = (await (await fetch(`${BASE}/api/services`)).json()) as { data: Array<{ _id: string; bookableOnline: boolean }> };
  const service = services.data.find((s) => s.bookableOnline)!;
  const from = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
  const to = new Date(Date.now() + 40 * 86_400_000).toISOString().slice(0, 10);
  const days = (await (await fetch(`${BASE}/api/appointments/available-days?from=${from}&to=${to}`)).json()) as { data: { days: Array<{ date: string; freeSlots: number }> } };
  const day = days.data.days.find((d) => d.freeSlots > 0)!;
  const slots = (await (await fetch(`${BASE}/api/appointments/timeslots?date=${day.date}`)).json()) as { data: { slots: Array<{ startTime: string; endTime: string; available: boolean }> } };
  const slot = slots.data.slots.find((s) => s.available)!;
  return { service: service._id, date: day.date, startTime: slot.startTime, endTime: slot.endTime };
}

test("kill -9 of the server between a paid booking and its e-mail: after the restart the e-mail goes out, once", async () => {
  test.setTimeout(240_000);
  const resend = await startFakeResend({ apiKey: API_KEY });
  const dataDir = mkdtempSync(path.join(tmpdir(), "clinic-durable-"));
  let server = startServer(dataDir, resend.url);
  try {
    await ready();
    const email = `durable-${Date.now()}@example.com`;
    const slot = await freeSlot();
    const booked = await fetch(`${BASE}/api/appointments/book`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: BASE },
      body: JSON.stringify({ ...slot, type: "Online", patient: { name: "Rana Khoury", phoneNumber: "+961 3 123 456", email }, notes: "", healthDataConsent: true }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const { data } = (await booked.json()) as { data: { orderId: string; session: { id: string } } };

    // Resend stops answering; the parent pays; the confirmation's send hangs.
    resend.holdNextRequests(10);
    const paid = await fetch(`${BASE}/api/payments/simulated/${data.session.id}`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: BASE },
      body: new URLSearchParams({ outcome: "pay" }),
    });
    expect(paid.status).toBe(303);
    await expect.poll(() => resend.held(), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);

    // The machine dies mid-send.
    process.kill(-server.pid!, "SIGKILL");
    await new Promise((resolve) => server.once("exit", resolve));
    resend.holdNextRequests(0);

    server = startServer(dataDir, resend.url);
    await ready();
    const confirmations = () => resend.received.filter((r) => r.body.to === email && String(r.body.subject).startsWith("Appointment confirmed"));
    await expect.poll(() => confirmations().length, { timeout: 150_000, intervals: [500] }).toBe(1);
    expect(String(confirmations()[0]!.body.text)).toContain(data.orderId);
    // Its other tries (if any) hit Resend's idempotency key: still one e-mail a few seconds on.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(confirmations()).toHaveLength(1);
  } finally {
    if (server.exitCode === null) {
      process.kill(-server.pid!, "SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
    }
    await resend.close();
  }
});
