import { expect, test } from "./fixtures";

const PAGES = ["/", "/services", "/courses", "/about", "/blogs", "/blogs/fever-in-babies-and-children", "/appointment", "/login", "/register", "/forgot-password", "/no-such-page"];

function scriptSources(policy: string): string[] {
  return (policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "").trim().split(/\s+/).slice(1);
}

for (const path of PAGES) {
  test(`${path}: a strict Content-Security-Policy, and the page runs under it`, async ({ page }) => {
    const violations: string[] = [];
    await page.exposeFunction("reportViolation", (text: string) => violations.push(text));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (event) => {
        (window as unknown as { reportViolation: (text: string) => void }).reportViolation(`${event.violatedDirective}: ${event.blockedURI} ${event.sample}`);
      });
    });
    const response = await page.goto(path);
    const policy = (await response?.headerValue("content-security-policy")) ?? "";
    const sources = scriptSources(policy);
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, "a nonce in script-src").toBeTruthy();

    // Every inline script the server wrote carries the nonce or is allowed by its hash.
    const html = (await response?.text()) ?? "";
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs]) => !/type="application\/ld\+json"/.test(attrs ?? ""));
    expect(inline.length).toBeGreaterThan(0);
    for (const [, attrs, body] of inline) {
      if (attrs?.includes(`nonce="${nonce}"`)) continue;
      const digest = Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body))).toString("base64");
      expect(sources, `inline script without the nonce: ${body?.slice(0, 80)}`).toContain(`'sha256-${digest}'`);
    }
    // The page's own scripts ran: it is interactive, and nothing was blocked.
    await expect.poll(() => page.evaluate(() => Object.keys(document.body).some((key) => key.startsWith("__reactFiber$")))).toBe(true);
    expect(violations).toEqual([]);
  });
}

test("each page view has its own nonce", async ({ page }) => {
  const nonces = new Set<string>();
  for (let i = 0; i < 3; i += 1) {
    const policy = (await page.request.get("/services")).headers()["content-security-policy"] ?? "";
    nonces.add(/'nonce-([^']+)'/.exec(policy)?.[1] ?? "");
  }
  expect(nonces.size).toBe(3);
});
