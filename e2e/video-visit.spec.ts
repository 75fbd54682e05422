import type { ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, test, type APIRequestContext, type BrowserContext, type Page } from "@playwright/test";

import { localePath, type Locale } from "../src/i18n/locales";
import { checkVideoToken, type TokenCheckConfig } from "../tests/support/fake-video-token-check";
import { readOutbox, recipients } from "../tests/support/outbox";
import { expectLanguage, expectNoSeriousAxeIssue, expectNoSidewaysScroll, msg, snap } from "./i18n";
import { uniqueEmail } from "./parents";
import { signInToBackOffice, trpcMutation } from "./staff";
import { bookedOrder, bookedOrderUnlessTaken, type Slot } from "./visits";
import { minutesUntil, openingSoon, roundTheClock, setWeeklyHours, weeklyHours } from "./weekly-hours";
import { ownServerReady, startOwnServer, stopOwnServer } from "./own-server";

// Private video visits (decision 048) in a real browser, on a server of its own whose video service
// is a self-hosted Jitsi with token auth (VIDEO_PROVIDER=jitsi, HS256): nothing of it is on the
// internet. The browsers answer the service's iframe API (external_api.js) with a local fake that
// keeps what the page hands it (room, token, commands), and the tokens are checked as Jitsi's
// prosody would (tests/support/fake-video-token-check.ts). The server's data is its own, so its
// hours can open round the clock, with the day's first time a few minutes from now at any hour.

const PORT = Number(process.env.E2E_PORT ?? 3210) + 83;
const BASE = `http://127.0.0.1:${PORT}`;
const STAFF_EMAIL = "video-staff@clinic.test";
const STAFF_PASSWORD = "video-staff-password-e2e";
const JITSI = { domain: "meet.clinic.test", appId: "littlecedars-e2e", appSecret: "e2e-jitsi-app-secret-0123456789abcdef0123" };
const JITSI_CHECK: TokenCheckConfig = { provider: "jitsi", ...JITSI };
const EXTERNAL_API = `https://${JITSI.domain}/external_api.js`;
const DATA_DIR = mkdtempSync(path.join(tmpdir(), "clinic-video-"));
const FAKE_MEDIA = ["--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream"];
const BROWSER_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/**
 * Jitsi's iframe API as far as the visit pages use it: the constructor's domain and options, the
 * "videoConferenceJoined" event (fired at once) and executeCommand; all kept in window.fakeJitsi.
 */
const FAKE_EXTERNAL_API = `
window.fakeJitsi = window.fakeJitsi || [];
window.JitsiMeetExternalAPI = class {
  constructor(domain, options) {
    this.entry = { domain, roomName: options.roomName, jwt: options.jwt || null, displayName: (options.userInfo || {}).displayName || null, commands: [] };
    window.fakeJitsi.push(this.entry);
    this.listeners = {};
    const room = document.createElement("p");
    room.textContent = "(a local stand-in for the video room)";
    options.parentNode.append(room);
    setTimeout(() => (this.listeners.videoConferenceJoined || []).forEach((listener) => listener()), 0);
  }
  addListener(event, listener) { (this.listeners[event] = this.listeners[event] || []).push(listener); }
  executeCommand(command, ...args) { this.entry.commands.push([command, ...args]); }
  dispose() {}
};
`;

type Entered = { domain: string; roomName: string; jwt: string | null; displayName: string | null; commands: unknown[][] };

/** The browser reaches only the test server; the video service's script is the local fake. */
async function fakeVideoService(context: BrowserContext) {
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) =>
    route.request().url() === EXTERNAL_API ? route.fulfill({ contentType: "text/javascript", body: FAKE_EXTERNAL_API }) : route.abort("blockedbyclient"),
  );
}

/** What the page handed the video service's iframe API, once it has. */
async function enteredRooms(page: Page): Promise<Entered[]> {
  await expect.poll(() => page.evaluate(() => (window as { fakeJitsi?: unknown[] }).fakeJitsi?.length ?? 0)).toBeGreaterThan(0);
  return page.evaluate(() => (window as unknown as { fakeJitsi: Entered[] }).fakeJitsi);
}

/** The visit's id and link token from its manage link. */
function linkParts(link: string): { id: string; token: string } {
  const url = new URL(link);
  return { id: url.pathname.split("/").at(-1)!, token: url.searchParams.get("t")! };
}

/** The manage link mailed to `email` (this server's outbox). */
async function mailedLink(email: string): Promise<string> {
  let link = "";
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).find((m) => recipients(m).includes(email) && /\/appointment\/manage\//.test(m.text ?? ""));
      link = /https?:\/\/\S+\/appointment\/manage\/[^\s)\]>]+/.exec(mail?.text ?? "")?.[0].replace(/[.,]+$/, "") ?? "";
      return link;
    }, { timeout: 30_000 })
    .toContain("/appointment/manage/");
  return link;
}

/** Today's and tomorrow's free times on this server, with how many minutes away each is. */
async function freeTimes(api: APIRequestContext, dates: string[]): Promise<Array<Omit<Slot, "service"> & { inMinutes: number }>> {
  const times: Array<Omit<Slot, "service"> & { inMinutes: number }> = [];
  for (const date of dates) {
    const answer = (await (await api.get(`/api/appointments/timeslots?date=${date}`)).json()) as { data: { slots: Array<{ startTime: string; endTime: string; available: boolean }> } };
    times.push(...answer.data.slots.filter((s) => s.available).map((s) => ({ date, startTime: s.startTime, endTime: s.endTime, inMinutes: minutesUntil(date, s.startTime) })));
  }
  return times.sort((a, b) => a.inMinutes - b.inMinutes);
}

/** A video.join as the visit's page makes it, from the parent's browser: its status and body. */
async function joinByApi(parent: Page, appointmentId: string, token: string) {
  const answer = await trpcMutation(parent, "video.join", { appointmentId, token, displayName: "Lina's parent" }, BASE);
  return { status: answer.status(), body: await answer.text() };
}

test.describe.configure({ mode: "serial" });

let server: ChildProcess;
let mainDataDir: string | undefined;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // readOutbox() and the staff's authenticator app read DATA_DIR: this worker reads this server's.
  mainDataDir = process.env.DATA_DIR;
  process.env.DATA_DIR = DATA_DIR;
  server = startOwnServer({ port: PORT, dataDir: DATA_DIR, settings: { ADMIN_EMAIL: STAFF_EMAIL, ADMIN_PASSWORD: STAFF_PASSWORD, VIDEO_PROVIDER: "jitsi", JITSI_DOMAIN: JITSI.domain, JITSI_APP_ID: JITSI.appId, JITSI_APP_SECRET: JITSI.appSecret, } });
  await ownServerReady(BASE);
});

test.afterAll(async () => {
  await stopOwnServer(server);
  process.env.DATA_DIR = mainDataDir;
});

const LOCALES: Locale[] = ["en", "ar"];
for (const locale of LOCALES) {
  test(`${locale}, on a phone: a paid visit's page counts down until its window, then checks camera and microphone and enters with a token for that room only; the doctor starts it as moderator; a cancelled visit gives no token`, async ({
    page,
    browser,
    playwright,
  }, testInfo) => {
    test.setTimeout(5 * 60_000);
    const m = (key: string, values?: Record<string, string | number>) => msg(locale, key, values);
    const at = (pathname: string) => `${BASE}${localePath(locale, pathname)}`;
    const name = locale === "ar" ? "ليلى حداد" : "Lina Haddad";
    const shownName = locale === "ar" ? "والدة ليلى" : "Lina's parent";

    // The clinic opens every day round the clock, today's (or, in the day's last minutes,
    // tomorrow's) first time two or three minutes from now: that visit's room is open at once.
    await signInToBackOffice(page, STAFF_EMAIL, STAFF_PASSWORD, { base: BASE });
    const soon = openingSoon(roundTheClock(await weeklyHours(page, BASE)), { inMinutes: 2 });
    await setWeeklyHours(page, soon.week, BASE);
    const api = await playwright.request.newContext({ baseURL: BASE });
    const services = (await (await api.get("/api/services")).json()) as { data: Array<{ _id: string; bookableOnline: boolean }> };
    const service = services.data.find((s) => s.bookableOnline)!._id;
    const tomorrow = new Date(Date.parse(`${soon.date}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    const times = await freeTimes(api, [soon.date, tomorrow]);
    // The parent books three visits (the site's form's request) and pays for the two others at once.
    type Time = (typeof times)[number];
    const emails = { now: uniqueEmail("video-now"), later: uniqueEmail("video-later"), cancelled: uniqueEmail("video-cancelled") };
    // The day's first time, or the next when an earlier test of this server holds it or keeps it
    // for its waiting list (the day was opened at the same minute): tried soonest first.
    let now: Time | undefined;
    let order: Awaited<ReturnType<typeof bookedOrder>> | null = null;
    for (const candidate of times.filter((s) => s.inMinutes > 1 && s.inMinutes <= 14)) {
      order = await bookedOrderUnlessTaken(api, BASE, emails.now, { service, date: candidate.date, startTime: candidate.startTime, endTime: candidate.endTime }, { locale, name });
      if (order) {
        now = candidate;
        break;
      }
    }
    // Another between 35 and 58 minutes away: its room opens to the parent in 20 minutes or more, to the doctor already.
    const later = times.find((s) => s.inMinutes >= 35 && s.inMinutes <= 58 && s !== now);
    const cancelled = times.find((s) => s !== now && s !== later);
    expect([now, later, cancelled].every(Boolean), JSON.stringify(times.slice(0, 12))).toBe(true);
    if (!now || !later || !cancelled || !order) throw new Error("no free times");
    const booked = async ({ date, startTime, endTime }: Time, email: string) => bookedOrder(api, BASE, email, { service, date, startTime, endTime }, { locale, name });
    for (const [slot, email] of [[later, emails.later], [cancelled, emails.cancelled]] as const) {
      const { sessionId } = await booked(slot, email);
      const paid = await api.post(`/api/payments/simulated/${sessionId}`, { headers: { origin: BASE }, form: { outcome: "pay" }, maxRedirects: 0 });
      expect(paid.status()).toBe(303);
    }

    let visitPage = "";
    // The parent's phone, whose camera and microphone are Chromium's fakes.
    const media = await playwright.chromium.launch({ executablePath: process.env.E2E_BROWSER_PATH, args: [...BROWSER_ARGS, ...FAKE_MEDIA] });
    try {
      const phone = await media.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, permissions: ["camera", "microphone"], locale: locale === "ar" ? "ar-LB" : "en-GB" });
      await fakeVideoService(phone);
      const parent = await phone.newPage();

      // Before the window: the visit's page and the visit page count down; no token is given.
      const laterLink = await mailedLink(emails.later);
      const laterVisit = linkParts(laterLink);
      await parent.goto(laterLink);
      await expectLanguage(parent, locale);
      const countdown = m("video.entry.opensIn", { time: "\u0000" }).split("\u0000");
      await expect(parent.getByTestId("video-countdown")).toHaveText(new RegExp(`^${escapeRegExp(countdown[0]!)}.+${escapeRegExp(countdown[1]!)}$`));
      await expect(parent.getByRole("link", { name: m("video.entry.join") })).toHaveCount(0);
      await parent.goto(`${at(`/visit/${laterVisit.id}`)}?t=${laterVisit.token}`);
      await expect(parent.getByTestId("video-countdown")).toBeVisible();
      await expect(parent.getByRole("heading", { name: m("video.check.title") })).toHaveCount(0);
      await expectNoSeriousAxeIssue(parent, "the countdown");
      await snap(parent, testInfo, `video-countdown-${locale}`);
      const early = await joinByApi(parent, laterVisit.id, laterVisit.token);
      expect(early.status, early.body).toBe(409);
      expect(early.body).not.toMatch(/jwt|visit-[0-9a-f]{40}/);

      // A cancelled visit: neither its page nor the API give a token.
      const cancelledVisit = linkParts(await mailedLink(emails.cancelled));
      const cancel = await trpcMutation(parent, "appointments.cancelMine", { appointmentId: cancelledVisit.id, token: cancelledVisit.token }, BASE);
      expect(cancel.status(), await cancel.text()).toBe(200);
      await parent.goto(`${at(`/visit/${cancelledVisit.id}`)}?t=${cancelledVisit.token}`);
      await expect(parent.getByText(m("errors.video.notAVideoVisit"))).toBeVisible();
      await expect(parent.getByRole("heading", { name: m("video.check.title") })).toHaveCount(0);
      await expect(parent.getByTestId("video-countdown")).toHaveCount(0);
      const refused = await joinByApi(parent, cancelledVisit.id, cancelledVisit.token);
      expect(refused.status, refused.body).toBe(409);
      expect(refused.body).not.toMatch(/jwt|visit-[0-9a-f]{40}/);

      // The visit a few minutes away: paid on the phone, then its page, whose window is open.
      await parent.goto(at(`/pay/${order.sessionId}`));
      await parent.getByRole("button", { name: m("status.pay.simulated.pay"), exact: true }).click();
      await expect(parent).toHaveURL(new RegExp(`/appointment/status/success\\?order=${order.orderId}`));
      await parent.getByRole("link", { name: m("status.confirmation.video.join") }).click();
      await expect(parent).toHaveURL(/\/appointment\/manage\/[\w-]+\?t=/);
      const link = parent.url();
      const visit = linkParts(link);
      const managePolicy = (await parent.request.get(link)).headers();
      expect(managePolicy["content-security-policy"]).not.toContain(JITSI.domain);
      expect(managePolicy["permissions-policy"]).toContain("camera=()");
      // A busy machine may reach the page a moment before the window: the parent looks again.
      const join = parent.getByRole("link", { name: m("video.entry.join") });
      await expect
        .poll(
          async () => {
            if (await join.isVisible()) return true;
            await parent.reload();
            return join.isVisible();
          },
          { timeout: 60_000, intervals: [5_000] },
        )
        .toBe(true);
      await join.click();
      await expect(parent).toHaveURL(new RegExp(`/visit/${visit.id}\\?t=`));
      visitPage = parent.url();
      const visitPolicy = (await parent.request.get(parent.url())).headers();
      expect(visitPolicy["content-security-policy"]).toContain(`frame-src https://${JITSI.domain}`);
      expect(visitPolicy["permissions-policy"]).toContain(`camera=(self "https://${JITSI.domain}")`);

      // Before the page's scripts run, the check's buttons are visibly not ready: a tap would be lost.
      let releaseScripts!: () => void;
      const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
      await parent.route("**/_next/static/chunks/**/*.js", async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      await parent.reload({ waitUntil: "domcontentloaded" });
      await expect(parent.getByRole("button", { name: m("video.check.start") })).toBeDisabled();
      await expect(parent.getByTestId("join-room")).toBeDisabled();
      releaseScripts();
      await parent.unrouteAll({ behavior: "ignoreErrors" });

      // The check: the camera's picture and the microphone's level.
      await expectLanguage(parent, locale);
      await expect(parent.getByRole("heading", { name: m("video.check.title") })).toBeVisible();
      await parent.getByRole("button", { name: m("video.check.start") }).click();
      await expect(parent.getByText(m("video.check.ok"))).toBeVisible();
      await expect.poll(() => parent.getByTestId("camera-preview").evaluate((video: HTMLVideoElement) => video.videoWidth)).toBeGreaterThan(0);
      await expect.poll(() => parent.getByTestId("mic-level").evaluate((meter: HTMLMeterElement) => meter.value)).toBeGreaterThan(0);
      await expectNoSidewaysScroll(parent, "the check");
      await expectNoSeriousAxeIssue(parent, "the check");
      await snap(parent, testInfo, `video-check-${locale}`);

      // The name the doctor sees, then the room, with a token minted by this press.
      await parent.getByRole("button", { name: m("video.check.join") }).click();
      await expect(parent.getByText(m("video.check.nameRequired"))).toBeVisible();
      await parent.getByLabel(m("video.check.nameLabel")).fill(shownName);
      await parent.getByRole("button", { name: m("video.check.join") }).click();
      await expect(parent.getByRole("heading", { name: m("video.room.title"), level: 2 })).toBeVisible();
      const [entered, ...more] = await enteredRooms(parent);
      expect(more).toEqual([]);
      expect(entered).toMatchObject({ domain: JITSI.domain, roomName: expect.stringMatching(/^visit-[0-9a-f]{40}$/), displayName: shownName });
      expect(await checkVideoToken(JITSI_CHECK, { token: entered!.jwt, room: entered!.roomName, now: new Date() })).toMatchObject({ entered: true, moderator: false, name: shownName });
      await expect(parent.getByRole("region", { name: m("video.room.title") }).getByRole("link", { name: "+961 3 123 456" })).toHaveAttribute("href", "tel:+9613123456");
      await expectNoSidewaysScroll(parent, "the room");
      await snap(parent, testInfo, `video-room-${locale}`);

      // The doctor opens the later visit (from an hour before): another room, which the parent's token does not open.
      const other = await trpcMutation(page, "video.start", { appointmentId: laterVisit.id }, BASE);
      expect(other.status(), await other.text()).toBe(200);
      const otherRoom = ((await other.json()) as { result: { data: { json: { roomName: string } } } }).result.data.json.roomName;
      expect(otherRoom).not.toBe(entered!.roomName);
      expect(await checkVideoToken(JITSI_CHECK, { token: entered!.jwt, room: otherRoom, now: new Date() })).toEqual({ entered: false, reason: `room ${entered!.roomName}` });

      // The doctor starts this visit from the back-office: the same room, as its moderator, with the lobby on.
      await fakeVideoService(page.context());
      const doctorPage = await page.goto(`${BASE}/admin/visit/${visit.id}`);
      expect(doctorPage!.headers()["content-security-policy"]).toContain(`frame-src https://${JITSI.domain}`);
      await expect(page.getByRole("link", { name: /^Call \+961 ?3 ?123 ?456$/ })).toHaveAttribute("href", /^tel:\+961 ?3 ?123 ?456$/);
      await expect(page.getByRole("link", { name: /^WhatsApp/ })).toHaveAttribute("href", "https://wa.me/9613123456");
      const [doctor] = await enteredRooms(page);
      expect(doctor!.roomName).toBe(entered!.roomName);
      expect(await checkVideoToken(JITSI_CHECK, { token: doctor!.jwt, room: doctor!.roomName, now: new Date() })).toMatchObject({ entered: true, moderator: true });
      await expect.poll(async () => (await enteredRooms(page))[0]!.commands).toContainEqual(["toggleLobby", true]);
    } finally {
      await media.close();
      await api.dispose();
    }

    // A browser that refuses the camera: the page says how to allow it, per browser.
    const refusing = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    try {
      await fakeVideoService(refusing);
      const parent = await refusing.newPage();
      await parent.goto(visitPage);
      await parent.getByRole("button", { name: m("video.check.start") }).click();
      await expect(parent.getByTestId("blocked-help").or(parent.getByText(m("video.check.noDevices")))).toBeVisible();
    } finally {
      await refusing.close();
    }
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
