import { readdirSync } from "node:fs";
import path from "node:path";

import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";

import { testDb } from "../support/app";
import { discoverApiRoutes, type ApiRoute } from "../support/fuzz/next-route";

// Issue 25, attack 5: addresses with broken percent-escapes. Next.js answered them with a plain-text
// 500. src/proxy.ts answers every one it sees, on every page and API route found on disk, with a 404
// in the address's language (pages: the not-found page's words and links, as plain HTML, since Next
// cannot render a page for such an address) or in the one error shape (API). e2e/routes.spec.ts
// checks the same on the real server, dynamic segments and static folders included.

/** Escapes that cannot be decoded, or not twice: invalid UTF-8, a lone %, an overlong "/", an encoded %. */
const BROKEN = ["%ff", "%", "%c0%af", "%25", "%e0%80", "a%zz", "%%"];

const APP_DIR = path.resolve(import.meta.dirname, "../../src/app");

/** Every page's address template under src/app, without route groups, e.g. "/[locale]/courses/[id]". */
function pageTemplates(dir = APP_DIR, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isFile()) return entry.name === "page.tsx" ? [prefix || "/"] : [];
    if (!entry.isDirectory() || entry.name === "api") return [];
    const segment = /^\(.*\)$/.test(entry.name) ? "" : `/${entry.name}`;
    return pageTemplates(path.join(dir, entry.name), prefix + segment);
  });
}

/** The addresses a template gives with a broken escape in each dynamic segment, or after its last one. */
function brokenAddresses(template: string, locale: string): string[] {
  const withLocale = template.replace("/[locale]", locale === "en" ? "" : `/${locale}`) || "/";
  const dynamic = /\[(?:\.\.\.)?[^\]]+\]/g;
  return BROKEN.map((escape) => (withLocale.includes("[") ? withLocale.replace(dynamic, escape) : `${withLocale.replace(/\/$/, "")}/${escape}`));
}

let proxy: (request: NextRequest) => Promise<Response>;
let apiRoutes: ApiRoute[];
beforeAll(async () => {
  await testDb();
  ({ proxy } = await import("~/proxy"));
  apiRoutes = await discoverApiRoutes();
});

const call = (address: string, headers: Record<string, string> = {}) => proxy(new NextRequest(`http://localhost:3000${address}`, { headers }));

const HEADING = { en: "Page not found", fr: "Page introuvable", ar: "الصفحة غير موجودة" } as const;

/** The not-found page of a language: a 404, in HTML, with its heading and a way home. */
async function expectNotFoundPage(response: Response, locale: keyof typeof HEADING, address: string) {
  expect(response.status, address).toBe(404);
  expect(response.headers.get("content-type"), address).toBe("text/html; charset=utf-8");
  const html = await response.text();
  expect(html, address).toContain(`<html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}">`);
  expect(html, address).toContain(`<h1>${HEADING[locale]}</h1>`);
  expect(html, address).toContain(`<a href="${locale === "en" ? "/" : `/${locale}`}">`);
}

describe("addresses with broken percent-escapes", () => {
  it("every page answers the not-found page of the address's language", async () => {
    const templates = pageTemplates();
    expect(templates.length).toBeGreaterThan(40);
    let checked = 0;
    for (const template of templates) {
      for (const locale of template.startsWith("/[locale]") ? ["en", "fr", "ar"] : ["en"]) {
        for (const address of brokenAddresses(template, locale)) {
          await expectNotFoundPage(await call(address), locale as keyof typeof HEADING, address);
          checked++;
        }
      }
    }
    // And the issue's own list, static files' folders included.
    for (const address of ["/%ff", "/pay/%ff", "/appointment/manage/%", "/certificates/%c0%af", "/%25", "/fr/about%25", "/ar/%ff", "/images/%ff", "/_next/static/%c0%af"]) {
      const locale = address.startsWith("/fr/") ? "fr" : address.startsWith("/ar/") ? "ar" : "en";
      await expectNotFoundPage(await call(address), locale, address);
    }
    expect(checked).toBeGreaterThan(500);
  });

  it("every API route answers 404 in the one error shape, in the caller's language", async () => {
    expect(apiRoutes.length).toBeGreaterThan(20);
    for (const route of apiRoutes) {
      for (const address of brokenAddresses(route.template, "en")) {
        for (const method of ["GET", "POST"]) {
          const response = await proxy(new NextRequest(`http://localhost:3000${address}`, { method, headers: { "accept-language": "fr" } }));
          expect(response.status, `${method} ${address}`).toBe(404);
          expect(await response.json(), `${method} ${address}`).toEqual({
            success: false,
            code: "NOT_FOUND",
            message: "Aucun service de l’API à cette adresse.",
            error: "Aucun service de l’API à cette adresse.",
          });
        }
      }
    }
  });

  it("readable addresses pass as before: encoded Arabic, a page, a course id", async () => {
    for (const address of ["/ar/%D8%AD%D9%85%D9%89", "/about", "/fr/services", "/courses/2b1e6f3a-3c1d-4b8e-9a55-0a4c2e1f7d10"]) {
      expect((await call(address)).headers.get("x-middleware-rewrite") ?? "", address).not.toContain("_no-such-page");
    }
  });
});
