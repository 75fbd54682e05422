import { type Page } from "@playwright/test";

import { readOutbox, recipients } from "../tests/support/outbox";
import { expect, test } from "./fixtures";
import { uniqueEmail } from "./parents";
import { signInToBackOffice, trpcMutation } from "./staff";
import { keepScreenshot } from "./screenshots";

// A video visit a few minutes from now (decision 048): this test opens today's weekday round the
// clock for a moment (in the "content" project, like Today's test), the clinic books an online
// visit, and the parent checks camera and microphone (Chromium's fake devices) and joins; the
// doctor starts it from the back-office. The test server has no VIDEO_PROVIDER: the public demo
// service, whose script the test browser need not reach — the room's own page is offered then.

type Week = Array<{ weekday: number; open: boolean; opensAt: string; closesAt: string; slotMinutes: number }>;

const beirutToday = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Beirut" }).format(new Date());
const isoWeekday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() || 7;
const BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];
const FAKE_MEDIA = ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"];

async function weeklyHours(page: Page): Promise<Week> {
  const answer = await page.request.get("/api/trpc/admin.schedule.get");
  expect(answer.status(), await answer.text()).toBe(200);
  return ((await answer.json()) as { result: { data: { json: { week: Week } } } }).result.data.json.week;
}

async function setWeeklyHours(page: Page, week: Week) {
  const saved = await trpcMutation(page, "admin.schedule.setWeeklyHours", { days: week });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Books an online visit at today's next free time (at most ten minutes away): its id and the manage link mailed. */
async function visitInAFewMinutes(page: Page, email: string): Promise<{ id: string; link: string } | null> {
  const date = beirutToday();
  const week = await weeklyHours(page);
  try {
    // Today opens round the clock in ten-minute slots (as Today's test does before this one): the
    // next free times are tried in turn, soonest first (another test may hold one), so the visit's
    // window (15 minutes before it) is open now or within minutes.
    const clock = (ms: number) => new Intl.DateTimeFormat("en-GB", { timeZone: "Asia/Beirut", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(new Date(Date.now() + ms));
    await setWeeklyHours(page, week.map((day) => (day.weekday === isoWeekday(date) ? { ...day, open: true, opensAt: "00:00", closesAt: "23:59", slotMinutes: 10 } : day)));
    const slots = (await (await page.request.get(`/api/appointments/timeslots?date=${date}`)).json()) as { data: { slots: Array<{ startTime: string; available: boolean }> } };
    const soon = clock(2 * 60_000);
    const candidates = slots.data.slots.filter((s) => s.available && s.startTime > soon && s.startTime <= clock(35 * 60_000));
    const services = (await (await page.request.get("/api/services/online/online")).json()) as { data: Array<{ id: string }> };
    let booked: Awaited<ReturnType<typeof trpcMutation>> | null = null;
    for (const slot of candidates) {
      const attempt = await trpcMutation(page, "admin.agenda.bookForParent", {
        serviceId: services.data[0]!.id,
        date,
        startTime: slot.startTime,
        type: "Online",
        patient: { name: "Lina Haddad", phoneNumber: "+961 3 765 432", email },
        notes: "",
        payment: "at_clinic",
        parentToldOfNotice: true,
      });
      if (attempt.status() === 409) continue;
      booked = attempt;
      break;
    }
    // In the last half hour of a Beirut day there may be no time left today.
    if (!booked) return null;
    expect(booked.status(), await booked.text()).toBe(200);
    const id = ((await booked.json()) as { result: { data: { json: { id: string } } } }).result.data.json.id;
    let link = "";
    await expect
      .poll(async () => {
        const mail = (await readOutbox()).find((m) => recipients(m).includes(email) && m.subject?.startsWith("Appointment confirmed"));
        link = /https?:\/\/\S+\/appointment\/manage\/[^\s)\]>]+/.exec(mail?.text ?? "")?.[0] ?? "";
        return link;
      })
      .toContain("/appointment/manage/");
    return { id, link };
  } finally {
    await setWeeklyHours(page, week);
  }
}

test("a parent checks camera and microphone and joins the video visit; the doctor starts it; only the visit pages let the video service in", async ({ page, browser, playwright }, testInfo) => {
  test.setTimeout(30 * 60_000); // a sign-in, a booking, two browsers and, when the nearest times are held, a wait for the window
  await signInToBackOffice(page);
  const email = uniqueEmail("video");
  const visit = await visitInAFewMinutes(page, email);
  // In the last ten minutes of a Beirut day there is no time left today: nothing to test then.
  test.skip(!visit, "no free time left today");
  const { id, link } = visit!;

  // The parent, in a browser whose camera and microphone are Chromium's fakes.
  const media = await playwright.chromium.launch({ executablePath: process.env.E2E_BROWSER_PATH, args: [...BROWSER_ARGS, ...FAKE_MEDIA] });
  try {
    const parent = await (await media.newContext({ permissions: ["camera", "microphone"] })).newPage();
    const manage = await parent.goto(link);
    expect(manage!.headers()["content-security-policy"]).not.toContain("meet.jit.si");
    expect(manage!.headers()["permissions-policy"]).toContain("camera=()");
    // The link appears from 15 minutes before the visit (a countdown until then): on a busy machine
    // the chosen time may still be a minute or two away, so the parent looks again, as a parent would.
    const join = parent.getByRole("link", { name: "Join the video visit" });
    await expect
      .poll(
        async () => {
          if (await join.isVisible()) return true;
          await parent.reload();
          return join.isVisible();
        },
        { timeout: 25 * 60_000, intervals: [10_000] },
      )
      .toBe(true);
    await join.click();
    await expect(parent).toHaveURL(new RegExp(`/visit/${id}\\?t=`));
    const policy = (await parent.request.get(parent.url())).headers();
    expect(policy["content-security-policy"]).toContain("frame-src https://meet.jit.si");
    expect(policy["permissions-policy"]).toContain('camera=(self "https://meet.jit.si")');
    await expect(parent.getByRole("heading", { name: "Before you join: your camera and microphone" })).toBeVisible();

    await parent.getByRole("button", { name: "Check my camera and microphone" }).click();
    await expect(parent.getByText("Your camera and microphone work.")).toBeVisible();
    await expect.poll(() => parent.getByTestId("camera-preview").evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
    await expect.poll(() => parent.getByTestId("mic-level").evaluate((meter: HTMLMeterElement) => meter.value)).toBeGreaterThan(0);
    await keepScreenshot(parent, { path: testInfo.outputPath("video-check.png"), fullPage: true });

    await parent.getByRole("button", { name: "Join the video visit" }).click();
    await expect(parent.getByText("Please write the name the doctor will see.")).toBeVisible();
    await parent.getByLabel("Your name, as the doctor will see it").fill("Lina's parent");
    await parent.getByRole("button", { name: "Join the video visit" }).click();
    await expect(parent.getByRole("heading", { name: "Your video visit", level: 2 })).toBeVisible();
    const room = parent.getByRole("link", { name: /open it in its own page/ });
    await expect(room).toHaveAttribute("href", /^https:\/\/meet\.jit\.si\/visit-[0-9a-f]{40}$/);
    const parentRoom = await room.getAttribute("href");
    await expect(parent.getByRole("region", { name: "Your video visit" }).getByRole("link", { name: "+961 3 123 456" })).toHaveAttribute("href", "tel:+9613123456");

    // In Arabic, right to left.
    await parent.goto(link.replace("/appointment/manage/", "/ar/visit/").replace(/^https?:\/\/[^/]+/, ""));
    await expect(parent.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(parent.getByRole("heading", { name: "قبل الانضمام: الكاميرا والميكروفون" })).toBeVisible();

    // The doctor: the back-office's visit page starts the same room, with the parent's number at hand.
    await page.goto(`/admin/visit/${id}`);
    await expect(page.getByRole("link", { name: "Call +9613765432" })).toHaveAttribute("href", "tel:+9613765432");
    await expect(page.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute("href", "https://wa.me/9613765432");
    await expect(page.getByRole("link", { name: /open it in its own tab/ })).toHaveAttribute("href", parentRoom!);
  } finally {
    await media.close();
  }

  // A browser that refuses the camera: the page says how to allow it, per browser.
  const refusing = await (await browser.newContext()).newPage();
  await refusing.goto(link.replace("/appointment/manage/", "/visit/").replace(/^https?:\/\/[^/]+/, ""));
  await refusing.getByRole("button", { name: "Check my camera and microphone" }).click();
  await expect(refusing.getByTestId("blocked-help").or(refusing.getByText(/No camera or microphone was found/))).toBeVisible();
});
