import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { POST as subscribe } from "~/app/api/newsletter/subscribe/route";
import { POST as unsubscribe } from "~/app/api/newsletter/unsubscribe/[id]/route";
import { env } from "~/env";
import { locales } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator";
import { newsletterSubscribers, users } from "~/server/db/schema";
import { callRoute, testCaller, testDb } from "../support/app";
import { getMe, newParent, postUser, registerParent } from "../support/accounts";
import { createAccount } from "../support/factories";
import { deliveredMailTo as mailTo } from "../support/jobs";

// Codes, resets and the newsletter's welcome are in the language of the page that asked for them;
// the account and the subscriber keep it.

let counter = 0;
const from = () => `203.0.113.${100 + (++counter % 100)}`;
const unique = (label: string) => `${label}-${++counter}-${Date.now()}@example.com`;

const localeOf = async (email: string) =>
  (await (await testDb()).select({ locale: users.locale }).from(users).where(sql`lower(${users.email}) = ${email}`))[0]?.locale;

describe("code e-mails", () => {
  it("a code asked for on a French page comes in French, and the account it opens is French", async () => {
    const email = unique("code");
    const asked = await postUser("registerEnroll", { email }, { "x-site-locale": "fr" }, { from: from() });
    expect(asked.status).toBe(200);
    const [mail, ...more] = await mailTo(email);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe("Votre code de connexion");
    expect(mail!.headers.get("content-language")).toBe("fr");
    expect(String(mail!.html)).toContain('<html lang="fr" dir="ltr">');
    expect(mail!.text).toContain("Utilisez ce code pour confirmer votre adresse e-mail auprès de Little Cedars Pediatrics :");
    expect(mail!.text).toContain("Il ne fonctionne qu’une fois, pendant 10 minutes.");
    const code = /\b(\d{6})\b/.exec(mail!.text ?? "")![1]!;
    // The code is nowhere but in the body.
    expect(mail!.subject).not.toContain(code);

    const verified = await postUser("verifyotp", { email, otp: code }, { "x-site-locale": "fr" }, { from: from() });
    expect(verified.status).toBe(200);
    expect(await localeOf(email)).toBe("fr");
  });

  it("registering on an Arabic page (Accept-Language) keeps ar; forgot-password answers in Arabic, right to left", async () => {
    const parent = newParent();
    const registered = await registerParent(parent, { "accept-language": "ar-LB,ar;q=0.9,en;q=0.8" }, { from: from() });
    expect(registered.status).toBe(201);
    expect(await localeOf(parent.email)).toBe("ar");

    // The registration's code came in Arabic too.
    const [confirmation] = await mailTo(parent.email);
    expect(confirmation!.subject).toBe("أكّد عنوان بريدك الإلكتروني");
    expect(String(confirmation!.html)).toContain('<html lang="ar" dir="rtl">');

    expect((await postUser("sendForgotOtp", { email: parent.email }, { "x-site-locale": "ar" }, { from: from() })).status).toBe(200);
    const [, reset] = await mailTo(parent.email);
    expect(reset!.subject).toBe("رمز إعادة تعيين كلمة المرور");
    const html = String(reset!.html);
    expect(html).toContain('<html lang="ar" dir="rtl">');
    // The code reads left to right inside the Arabic text.
    expect(html).toMatch(/<p dir="ltr" style="[^"]*">\d{6}<\/p>/);
    expect(reset!.text).toContain("يعمل مرة واحدة فقط، خلال 10 دقائق.");
  });

  it("a reset asked for an unknown address on a French page points to the French sign-up page", async () => {
    const email = unique("nobody");
    expect((await postUser("sendForgotOtp", { email }, { "x-site-locale": "fr" }, { from: from() })).status).toBe(200);
    const [notice] = await mailTo(email);
    expect(notice!.subject).toBe("Demande de réinitialisation du mot de passe");
    expect(notice!.text).toContain(`Créer un compte: ${env.PUBLIC_URL}/fr/register`);
  });

  it("English stays as it was", async () => {
    const email = unique("english");
    await postUser("registerEnroll", { email }, {}, { from: from() });
    const [mail] = await mailTo(email);
    expect(mail!.subject).toBe("Your sign-in code");
    expect(mail!.text).toContain("Use this code to confirm your e-mail address at Little Cedars Pediatrics:");
    expect(mail!.text).toContain("It works once, within 10 minutes. If you did not ask for it, you can ignore this e-mail.");
    expect(String(mail!.html)).toContain('<html lang="en" dir="ltr">');
  });
});

describe("a code request's answer", () => {
  it("says the code went out in the caller's language: the page's (x-site-locale), else Accept-Language, else English", async () => {
    const ask = (name: "registerEnroll" | "sendForgotOtp", headers: Record<string, string>) => postUser(name, { email: unique("asked") }, headers, { from: from() });
    expect((await ask("registerEnroll", { "x-site-locale": "ar" })).json).toEqual({ success: true, message: "أرسلنا رمزًا من 6 أرقام إلى بريدك الإلكتروني." });
    expect((await ask("sendForgotOtp", { "x-site-locale": "ar" })).json).toEqual({ success: true, message: "تم إرسال الرمز إلى بريدك الإلكتروني!" });
    expect((await ask("registerEnroll", { "accept-language": "fr-FR,fr;q=0.9" })).json).toEqual({ success: true, message: "Nous vous avons envoyé un code à 6 chiffres par e-mail." });
    expect((await ask("sendForgotOtp", { "x-site-locale": "fr", "accept-language": "ar" })).json).toEqual({ success: true, message: "Code envoyé à votre adresse e-mail\u00a0!" });
    // The spec's English, for callers that name no language.
    expect((await ask("registerEnroll", {})).json).toEqual({ success: true, message: "We sent a 6-digit code to your e-mail." });
    expect((await ask("sendForgotOtp", {})).json).toEqual({ success: true, message: "OTP sent to your email!" });
  });

  it("is the words the forgot-password page shows, in each language", async () => {
    for (const locale of locales) {
      const { message } = await (await testCaller({ headers: new Headers({ "x-site-locale": locale }), from: from() })).users.requestPasswordReset({ email: unique("page") });
      const page = (await translatorFor(locale, "account")) as unknown as (key: string) => string;
      expect(message, locale).toBe(page("forgot.codeSent"));
    }
  });
});

describe("the newsletter's welcome", () => {
  it("comes in the language of the page, links to that language's unsubscribe page, and its form sends back there", async () => {
    const email = unique("news");
    const response = await callRoute(subscribe, {
      url: "http://localhost:3000/api/newsletter/subscribe",
      method: "POST",
      body: { email },
      headers: { "x-site-locale": "fr" },
      from: from(),
    });
    expect(response.status).toBe(200);
    const db = await testDb();
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email));
    expect(row!.locale).toBe("fr");
    const [welcome] = await mailTo(email);
    expect(welcome!.subject).toBe("Bienvenue dans la newsletter de Little Cedars Pediatrics");
    const page = new RegExp(`${env.PUBLIC_URL}/fr/newsletter/unsubscribe/${row!.id}\\?t=\\S+`).exec(welcome!.text ?? "");
    expect(page).not.toBeNull();
    // The one-click address mail clients use is the API's, in no language.
    expect(welcome!.headerLines.find((h) => h.key === "list-unsubscribe")!.line).toContain(`${env.PUBLIC_URL}/api/newsletter/unsubscribe/${row!.id}?t=`);

    const token = new URL(page![0]).searchParams.get("t")!;
    const done = await unsubscribe(
      new Request(`http://localhost:3000/api/newsletter/unsubscribe/${row!.id}?t=${token}&from=page`, {
        method: "POST",
        headers: { referer: page![0] },
      }),
      { params: Promise.resolve({ id: row!.id }) },
    );
    expect(done.status).toBe(303);
    expect(done.headers.get("location")).toBe(`/fr/newsletter/unsubscribe/${row!.id}?t=${token}&done=1`);
  });
});

describe("the account's language", () => {
  it("follows the page the signed-in parent uses: the profile names it, a switch stores the new one once", async () => {
    const parent = newParent();
    const registered = await registerParent(parent, { "x-site-locale": "fr" }, { from: from() });
    expect(registered.status).toBe(201);
    const { token } = registered.json as { token: string };
    const profile = async () => (await getMe({ authorization: `Bearer ${token}` })).json as { data: { locale: string } };
    expect((await profile()).data.locale).toBe("fr");

    const db = await testDb();
    const [row] = await db.select().from(users).where(sql`lower(${users.email}) = ${parent.email}`);
    const caller = await testCaller({ user: { ...row!, locale: "fr" } });
    expect(await caller.users.rememberLanguage({ locale: "ar" })).toEqual({ changed: true });
    expect(await localeOf(parent.email)).toBe("ar");
    expect((await profile()).data.locale).toBe("ar");
    // The same language again writes nothing.
    expect(await caller.users.rememberLanguage({ locale: "ar" })).toEqual({ changed: false });
  });

  it("needs a session and one of the three languages; it changes only the caller's own account", async () => {
    const [mine, theirs] = [await createAccount(await testDb()), await createAccount(await testDb())];
    await expect((await testCaller()).users.rememberLanguage({ locale: "ar" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    const caller = await testCaller({ user: mine });
    await expect(caller.users.rememberLanguage({ locale: "de" as "ar" })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(await caller.users.rememberLanguage({ locale: "ar" })).toEqual({ changed: true });
    expect(await localeOf(mine.email)).toBe("ar");
    expect(await localeOf(theirs.email)).toBe("en");
  });
});
