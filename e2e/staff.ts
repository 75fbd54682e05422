import { mkdir, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { expect, type Page } from "@playwright/test";
import { generate } from "otplib";

/** The staff account the test server creates at start (ADMIN_EMAIL / ADMIN_PASSWORD in playwright.config.ts). */
export const STAFF_EMAIL = "staff@clinic.test";
export const STAFF_PASSWORD = "staff-password-for-tests";

const SESSION_COOKIE = "authjs.session-token";
const STEP_SECONDS = 30;

/** A tRPC mutation from the browser's session (cookie and CSRF header, as the app sends them). */
export async function trpcMutation(page: Page, path: string, input: unknown, base = "") {
  const xsrf = (await page.context().cookies(base || undefined)).find((c) => c.name === "XSRF-TOKEN")?.value ?? "";
  return page.request.post(`${base}/api/trpc/${path}`, { data: { json: input }, headers: { "x-xsrf-token": xsrf, "content-type": "application/json" } });
}

/**
 * One sign-in of an account at a time across the test workers: each takes the next unused
 * time step of the account's authenticator app (the server accepts a step once).
 */
export async function oneSignInAtATime<T>(email: string, signIn: () => Promise<T>): Promise<T> {
  const lock = path.join(tmpdir(), `clinic-e2e-sign-in-${process.env.E2E_PORT ?? "3210"}-${email}`);
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await mkdir(lock);
      break;
    } catch {
      // A lock left by a worker that died is dropped after 40 s (a sign-in may wait a step, 30 s).
      const age = await stat(lock).then((s) => Date.now() - s.mtimeMs, () => 0);
      if (age > 40_000) await rm(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`waited 60 s to sign in ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await signIn();
  } finally {
    await rm(lock, { recursive: true, force: true });
  }
}

/*
 * What the tests' "authenticator app" knows of an account: its secret, enrolled at the account's
 * first sign-in, and the last time step it gave a code for. Kept beside the server's database
 * (DATA_DIR), so a new run's fresh database starts without it, and every worker shares it.
 */
type AppState = { secret: string; lastStep: number; recoveryCodes: string[] };

function appStateFile(email: string): string {
  return path.join(process.env.DATA_DIR ?? tmpdir(), "e2e-authenticator", `${email}.json`);
}

async function readAppState(email: string): Promise<AppState | null> {
  return readFile(appStateFile(email), "utf8").then((text) => JSON.parse(text) as AppState, () => null);
}

async function writeAppState(email: string, state: AppState): Promise<void> {
  await mkdir(path.dirname(appStateFile(email)), { recursive: true });
  await writeFile(appStateFile(email), JSON.stringify(state));
}

/** The authenticator app's code for `secret` in a 30-second time step. */
export function totpCodeAt(secret: string, step: number): Promise<string> {
  return generate({ strategy: "totp", secret: secret.replace(/\s/g, ""), epoch: step * STEP_SECONDS });
}

export const currentStep = () => Math.floor(Date.now() / 1000 / STEP_SECONDS);

/**
 * A code the server has not seen: the app's for the current step or the next one (the server
 * accepts one step either side), else one of the recovery codes, rather than wait for the next
 * step; with none left, it waits. Call inside `oneSignInAtATime`.
 */
export async function freshCode(email: string): Promise<string> {
  const state = await readAppState(email);
  if (!state) throw new Error(`${email} has no authenticator app enrolled by the tests`);
  let step = Math.max(currentStep(), state.lastStep + 1);
  if (step > currentStep() + 1 && state.recoveryCodes.length > 0) {
    const [code, ...rest] = state.recoveryCodes;
    await writeAppState(email, { ...state, recoveryCodes: rest });
    return code!;
  }
  while (step > currentStep() + 1) await new Promise((resolve) => setTimeout(resolve, 250));
  step = Math.max(step, currentStep() - 1);
  await writeAppState(email, { ...state, lastStep: step });
  return totpCodeAt(state.secret, step);
}

/** Enrols the account's authenticator app through the API (a first sign-in), keeping its secret. */
async function enrolThroughApi(page: Page, token: string, email: string, base: string) {
  const picture = await trpcMutation(page, "admin.signIn.enrolTotp", { token }, base);
  expect(picture.status(), await picture.text()).toBe(200);
  const secret = ((await picture.json()) as { result: { data: { json: { manualKey: string } } } }).result.data.json.manualKey.replace(/\s/g, "");
  // The previous step's code (the server accepts it), leaving the two after it for the next
  // sign-ins; not in a step's last seconds, when it would be two steps old on arrival.
  const step = (Date.now() / 1000) % STEP_SECONDS < STEP_SECONDS - 3 ? currentStep() - 1 : currentStep();
  const done = await trpcMutation(page, "admin.signIn.finishTotpEnrolment", { token, code: await totpCodeAt(secret, step) }, base);
  if (done.ok()) {
    const { recoveryCodes } = ((await done.json()) as { result: { data: { json: { recoveryCodes: string[] } } } }).result.data.json;
    await writeAppState(email, { secret, lastStep: step, recoveryCodes });
  }
  return done;
}

/**
 * Signs in through the API: the password, then a fresh code of the account's app (enrolling the
 * app first if the account has none).
 */
async function signInThroughApi(page: Page, email: string, password: string, base: string) {
  await oneSignInAtATime(email, async () => {
    const started = await trpcMutation(page, "admin.signIn.start", { email, password }, base);
    expect(started.status(), await started.text()).toBe(200);
    const { token, next } = ((await started.json()) as { result: { data: { json: { token: string; next: "verify" | "enrol" } } } }).result.data.json;
    const completed = next === "enrol" ? await enrolThroughApi(page, token, email, base) : await trpcMutation(page, "admin.signIn.complete", { token, code: await freshCode(email) }, base);
    expect(completed.status(), await completed.text()).toBe(200);
  });
}

/**
 * Each worker signs an account in once and its later tests reuse that back-office session (a
 * code of the app works once per 30-second step, and a sign-in for every test would wait for
 * steps). Keyed by server (its DATA_DIR) and account.
 */
const sessions = new Map<string, string>();

async function stillSignedIn(page: Page, base: string): Promise<boolean> {
  const current = await page.request.get(`${base}/api/trpc/admin.signIn.current`);
  if (!current.ok()) return false;
  return Boolean(((await current.json()) as { result?: { data?: { json?: unknown } } }).result?.data?.json);
}

/** Signs the page's browser in to the back-office: password, then the app's code (or this worker's session). */
export async function signInToBackOffice(page: Page, email = STAFF_EMAIL, password = STAFF_PASSWORD, { base = "" }: { base?: string } = {}) {
  const site = base || `http://127.0.0.1:${process.env.E2E_PORT ?? "3210"}`;
  if (!(await page.context().cookies(base || undefined)).some((c) => c.name === "XSRF-TOKEN")) await page.goto(`${base}/`);
  const key = `${process.env.DATA_DIR}|${base}|${email}`;
  const kept = sessions.get(key);
  if (kept) {
    await page.context().addCookies([{ name: SESSION_COOKIE, value: kept, url: site, httpOnly: true, sameSite: "Lax" }]);
    if (await stillSignedIn(page, base)) return;
  }
  await signInThroughApi(page, email, password, base);
  const cookie = (await page.context().cookies(base || undefined)).find((c) => c.name === SESSION_COOKIE);
  if (cookie) sessions.set(key, cookie.value);
}
