import { expect, test } from "./fixtures";

// Issue 29: the public pages set only strictly necessary cookies. Every page the sitemap lists
// (each in English, French and Arabic) is opened in a browser with no cookies, its scripts run, and
// the cookies it leaves are compared with the complete list below: a new cookie, from the server
// or from a script (an analytics tag, a chat widget), fails this test until it is added here, with
// its reason, and to the privacy notice.

type Allowed = { reason: string; httpOnly: boolean; sameSite: "Lax" | "Strict" };
const STRICTLY_NECESSARY: Record<string, Allowed> = {
  // The double-submit token against cross-site requests (spec §7): the page's script echoes it.
  "XSRF-TOKEN": { reason: "security: cross-site request forgery", httpOnly: false, sameSite: "Lax" },
  // The language of the page the visitor opened (French or Arabic), so the next visit opens in it
  // (decision 032): the service they asked for, read by this site only.
  NEXT_LOCALE: { reason: "the site's language the visitor chose", httpOnly: false, sameSite: "Lax" },
};

test("every public page sets only the strictly necessary cookies, and no script adds one", async ({ browser, request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  expect(paths.length).toBeGreaterThan(20);
  expect(paths).toEqual(expect.arrayContaining(["/", "/fr", "/ar", "/appointment", "/ar/appointment"]));

  test.setTimeout(paths.length * 6_000);
  const seen = new Map<string, string[]>();
  const context = await browser.newContext();
  const page = await context.newPage();
  for (const path of paths) {
    await context.clearCookies();
    const response = await page.goto(path, { waitUntil: "load" });
    expect(response?.status(), path).toBe(200);
    // Scripts that set cookies do so as the page settles: give them the time a visitor would.
    await page.waitForLoadState("networkidle");
    const cookies = await context.cookies();
    for (const cookie of cookies) {
      const allowed = STRICTLY_NECESSARY[cookie.name];
      expect(allowed, `${path} set the cookie ${cookie.name}, which is not in the list of strictly necessary cookies`).toBeDefined();
      expect({ httpOnly: cookie.httpOnly, sameSite: cookie.sameSite }, `${path}: ${cookie.name}`).toEqual({ httpOnly: allowed!.httpOnly, sameSite: allowed!.sameSite });
      // A session cookie of the visit or one of the site itself: nothing kept for months or sent elsewhere.
      expect(cookie.domain, `${path}: ${cookie.name}`).toMatch(/^(127\.0\.0\.1|localhost)$/);
    }
    seen.set(path, cookies.map((cookie) => cookie.name).sort());
  }
  await context.close();
  // The token is set by the first page a visitor opens, whichever it is; the language by a page in
  // French or Arabic (English is the default, remembered by no cookie).
  for (const [path, names] of seen) expect(names, path).toEqual(/^\/(fr|ar)(\/|$)/.test(path) ? ["NEXT_LOCALE", "XSRF-TOKEN"] : ["XSRF-TOKEN"]);
});
