import { beforeAll, describe, expect, it } from "vitest";

import { GET as unknownPath } from "~/app/api/[...path]/route";
import { POST as join } from "~/app/api/appointments/waitlist/route";
import { POST as trpc } from "~/app/api/trpc/[trpc]/route";
import { GET as loginGet } from "~/app/api/user/login/route";
import { errorResponse } from "~/server/api/rest/handler";
import { hashPassword } from "~/server/auth/password";
import { users } from "~/server/db/schema";
import { errorEntryOf, loadErrorLanguage, localizeError, localizeMessage } from "~/server/error-language";
import { AppError, appErrorResponse, INTERNAL_ERROR_MESSAGE } from "~/server/errors";
import { crossSiteRefusal } from "~/server/http/api-request-guard";
import { slotHeldMessage } from "~/server/services/appointments/slot-holds";
import { callRoute, testDb } from "../support/app";
import { newParent, postUser, registerParent } from "../support/accounts";
import { upcoming } from "../support/dates";

// API errors keep their one shape; `message`, `error` and the per-field messages are in the
// caller's language: the page's (x-site-locale), else Accept-Language, else English — and English
// is exactly what it was.

let counter = 0;
const from = () => `192.0.2.${++counter}`;

// Accounts made directly, with one password hash made once: argon2 is slow on purpose.
let passwordHash: string;
beforeAll(async () => {
  await testDb();
  passwordHash = await hashPassword("cedar-tree-42");
});

async function wrongPassword(headers: Record<string, string>) {
  const email = `login-${++counter}-${Date.now()}@example.com`;
  await (await testDb()).insert(users).values({ email, passwordHash });
  return postUser("login", { email, password: "not-the-password-1" }, headers, { from: from() });
}

describe("errors in the caller's language", () => {
  it("a wrong password: French by the page's language, Arabic by Accept-Language, English otherwise — word for word as before", async () => {
    const french = await wrongPassword({ "x-site-locale": "fr", "accept-language": "ar" });
    expect(french.status).toBe(401);
    expect(french.json).toEqual({ success: false, code: "UNAUTHORIZED", message: "E-mail ou mot de passe incorrect", error: "E-mail ou mot de passe incorrect" });

    const arabic = await wrongPassword({ "accept-language": "ar-LB,ar;q=0.9,en;q=0.8" });
    expect(arabic.json).toEqual({ success: false, code: "UNAUTHORIZED", message: "البريد الإلكتروني أو كلمة المرور غير صحيحة", error: "البريد الإلكتروني أو كلمة المرور غير صحيحة" });

    for (const headers of [{}, { "x-site-locale": "en", "accept-language": "fr" }, { "accept-language": "de-DE,de;q=0.9" }] as Array<Record<string, string>>) {
      const english = await wrongPassword(headers);
      expect(english.json).toEqual({ success: false, code: "UNAUTHORIZED", message: "Invalid email or password", error: "Invalid email or password" });
    }
  });

  it("a refused field: the message and the field's message in the caller's language", async () => {
    const common = await registerParent(newParent({ password: "password123" }), { "x-site-locale": "fr" }, { from: from() });
    expect(common.status).toBe(400);
    const text = "Ce mot de passe est trop courant. Veuillez en choisir un plus difficile à deviner.";
    expect(common.json).toEqual({ success: false, code: "BAD_REQUEST", message: text, error: text, fields: { password: text } });

    // Registering an address that has an account is not refused (the answer never tells); a second
    // code within the minute is, in the caller's language.
    const parent = newParent();
    await registerParent(parent, {}, { from: from() });
    const twice = await postUser("register", { ...parent }, { "accept-language": "ar" }, { from: from() });
    expect(twice.status).toBe(429);
    expect(twice.json).toMatchObject({ code: "TOO_MANY_REQUESTS", message: "يُرجى الانتظار دقيقة قبل طلب رمز جديد." });

    // A day that is not full, on the waiting list's REST path.
    const notFull = await callRoute(join, {
      url: "http://localhost:3000/api/appointments/waitlist",
      method: "POST",
      body: { date: upcoming(2, 9), name: "Rana Khoury", email: "rana@example.com", phoneNumber: "+961 3 123 456" },
      headers: { "x-site-locale": "ar" },
      from: from(),
    });
    expect(notFull.json).toMatchObject({ code: "BAD_REQUEST", fields: { date: "ما زالت في هذا اليوم مواعيد متاحة: يُرجى حجز أحدها." } });
  });

  it("messages with numbers in them: the wrong code's tries left", async () => {
    const email = `otp-${Date.now()}@example.com`;
    await postUser("registerEnroll", { email }, {}, { from: from() });
    const wrong = (headers: Record<string, string>) => postUser("verifyotp", { email, otp: "000000" }, headers, { from: from() });
    // (000000 is the code once in a million runs; then the first message differs, and this test says so.)
    expect((await wrong({ "x-site-locale": "fr" })).json).toMatchObject({ message: "Code incorrect. Il vous reste 4 essais.", fields: { otp: "Code incorrect. Il vous reste 4 essais." } });
    expect((await wrong({ "x-site-locale": "ar" })).json).toMatchObject({ message: "الرمز غير صحيح. بقيت لك 3 محاولات." });
    expect((await wrong({ "x-site-locale": "ar" })).json).toMatchObject({ message: "الرمز غير صحيح. بقيت لك محاولتان." });
    expect((await wrong({})).json).toMatchObject({ message: "Invalid OTP. 1 try left." });
    expect((await wrong({ "x-site-locale": "fr" })).json).toMatchObject({ message: "Trop de codes incorrects. Veuillez en demander un nouveau." });
  });

  it("over tRPC: the formatter answers in the page's language, and in English without one", async () => {
    const parent = newParent();
    await registerParent(parent, {}, { from: from() });
    const login = (headers: Record<string, string>) =>
      callRoute(trpc, { url: "http://localhost:3000/api/trpc/users.login", method: "POST", body: { json: { email: parent.email, password: "wrong-password-1" } }, headers, from: from() });
    expect((await login({ "x-site-locale": "ar" })).json).toMatchObject({
      error: { json: { message: "البريد الإلكتروني أو كلمة المرور غير صحيحة", data: { appCode: "UNAUTHORIZED", fields: null } } },
    });
    expect((await login({})).json).toMatchObject({ error: { json: { message: "Invalid email or password", data: { appCode: "UNAUTHORIZED" } } } });
    // The NUL refusal, with its field's message, in French.
    const nul = await callRoute(trpc, {
      url: "http://localhost:3000/api/trpc/newsletter.subscribe",
      method: "POST",
      body: { json: { email: "nul@example.com", source: "foot\u0000er" } },
      headers: { "x-site-locale": "fr" },
      from: from(),
    });
    expect(nul.json).toMatchObject({
      error: { json: { message: "Le texte ne peut pas contenir le caractère NUL.", data: { fields: { source: "Le texte ne peut pas contenir le caractère NUL." } } } },
    });
  });

  it("the adapter's own answers: an unknown path and a wrong method", async () => {
    const missing = await callRoute(unknownPath, { url: "http://localhost:3000/api/nothing", headers: { "x-site-locale": "fr" } });
    expect(missing).toMatchObject({ status: 404, json: { code: "NOT_FOUND", message: "Aucun service de l’API à cette adresse." } });
    expect((await callRoute(unknownPath, { url: "http://localhost:3000/api/nothing" })).json).toEqual({
      success: false,
      code: "NOT_FOUND",
      message: "No API endpoint at this address.",
      error: "No API endpoint at this address.",
    });
    const method = await callRoute(loginGet, { url: "http://localhost:3000/api/user/login", headers: { "accept-language": "ar" } });
    expect(method).toMatchObject({ status: 405, json: { code: "METHOD_NOT_ALLOWED", message: "الطريقة GET غير مقبولة هنا؛ استخدم POST." } });
  });

  it("a forged page language falls back safely", async () => {
    for (const forged of ["de", "AR", "fr-FR", "__proto__", "constructor", "errors", "../ar", ""]) {
      const answer = await wrongPassword({ "x-site-locale": forged });
      expect((answer.json as { message: string }).message, forged).toBe("Invalid email or password");
    }
    expect(((await wrongPassword({ "x-site-locale": "toString", "accept-language": "fr;q=0.5, xx" })).json as { message: string }).message).toBe(
      "E-mail ou mot de passe incorrect",
    );
  });
});

describe("the translation at the edges", () => {
  it("turns catalogue keys of any namespace into text, leaves unknown text alone, keeps internal errors generic", async () => {
    await loadErrorLanguage("fr");
    await loadErrorLanguage("en");
    expect(localizeError("fr", { message: "errors.booking.slotTaken", fields: { startTime: "errors.booking.slotTaken", name: "common.nav.home", other: "unknown.key.here" } })).toEqual({
      message: "Ce créneau vient d’être réservé. Veuillez en choisir un autre.",
      fields: { startTime: "Ce créneau vient d’être réservé. Veuillez en choisir un autre.", name: "Accueil", other: "unknown.key.here" },
    });
    // In English a key becomes its English text; any other message stays byte for byte.
    expect(localizeMessage("en", "errors.booking.slotTaken")).toBe("This time slot was just taken. Please choose another.");
    expect(localizeMessage("en", "Un message à moi")).toBe("Un message à moi");
    // The back-office's words are not translated.
    expect(localizeMessage("fr", "This closure is already over.")).toBe("This closure is already over.");
    // A message with its argument read back from the English.
    expect(errorEntryOf(slotHeldMessage(new Date("2026-03-03T13:45:00Z")))).toEqual({ key: "booking.slotKept", values: { time: "15:45" } });
    expect(localizeMessage("ar", slotHeldMessage(new Date("2026-03-03T13:45:00Z")))).toBe("هذا الموعد محجوز لعائلة على قائمة الانتظار حتى الساعة 15:45. يُرجى اختيار موعد آخر.");

    const crash = errorResponse(new Error("password=hunter2 at db.ts:12"), "fr");
    expect(crash.status).toBe(500);
    expect(await crash.json()).toEqual({ success: false, code: "INTERNAL_SERVER_ERROR", message: "Un problème est survenu. Veuillez réessayer.", error: "Un problème est survenu. Veuillez réessayer." });
    expect(await errorResponse(new Error("secret"), "en").json()).toMatchObject({ message: INTERNAL_ERROR_MESSAGE });

    // The proxy's refusals, once it passes the caller's language.
    const refusal = crossSiteRefusal("POST", new Headers({ origin: "https://evil.example" }), "http://localhost:3000")!;
    expect(await appErrorResponse(refusal, "ar").json()).toMatchObject({ code: "FORBIDDEN", message: "رُفض هذا الطلب لأنه صادر عن موقع آخر. يُرجى استخدام صفحات العيادة نفسها." });
    expect(await appErrorResponse(new AppError("BAD_REQUEST", "Please select a service", { service: "Please select a service" })).json()).toEqual({
      success: false,
      code: "BAD_REQUEST",
      message: "Please select a service",
      error: "Please select a service",
      fields: { service: "Please select a service" },
    });
  });
});
