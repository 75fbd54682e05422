import { type Page } from "@playwright/test";

import { formatPrice } from "../src/lib/money";
import { expect, test } from "./fixtures";
import { signInToBackOffice, STAFF_EMAIL, STAFF_PASSWORD, trpcMutation } from "./staff";

async function servicesPageHtml(page: Page) {
  const response = await page.request.get("/services");
  expect(response.status()).toBe(200);
  return response.text();
}

test("a price the staff change shows on /services within a second, with no restart", async ({ page }) => {
  const services = (await (await page.request.get("/api/services")).json()) as { data: Array<{ id: string; name: string; price: { offline: number } }> };
  const service = services.data.find((s) => s.name === "Pediatric Consultation");
  expect(service).toBeDefined();
  const before = Math.round((service?.price.offline ?? 0) * 100);
  const after = before + 1_234;

  // The page is in the cache, with the old price.
  await page.goto("/services");
  expect(await servicesPageHtml(page)).toContain(formatPrice(before));
  expect(await servicesPageHtml(page)).not.toContain(formatPrice(after));

  // A parent may not change prices; the staff may.
  const refused = await trpcMutation(page, "catalogue.updateServicePrices", { serviceId: service?.id, priceOfflineCents: after });
  expect(refused.status()).toBe(401);
  // Signed in on the public site with the password alone, the staff account may not either.
  const login = await trpcMutation(page, "users.login", { email: STAFF_EMAIL, password: STAFF_PASSWORD });
  expect(login.status(), await login.text()).toBe(200);
  const siteSession = await trpcMutation(page, "catalogue.updateServicePrices", { serviceId: service?.id, priceOfflineCents: after });
  expect(siteSession.status()).toBe(401);
  await signInToBackOffice(page);

  try {
    const changed = await trpcMutation(page, "catalogue.updateServicePrices", { serviceId: service?.id, priceOfflineCents: after });
    expect(changed.status(), await changed.text()).toBe(200);
    const editedAt = Date.now();
    let html = await servicesPageHtml(page);
    while (!html.includes(formatPrice(after)) && Date.now() - editedAt < 5_000) html = await servicesPageHtml(page);
    const shownAfterMs = Date.now() - editedAt;
    expect(html).toContain(formatPrice(after));
    expect(shownAfterMs, `the new price showed after ${shownAfterMs} ms`).toBeLessThan(1_000);
    // And in the browser, from a fresh visit.
    await page.goto("/services");
    await expect(page.getByRole("article").filter({ hasText: "Pediatric Consultation" })).toContainText(formatPrice(after));
  } finally {
    await trpcMutation(page, "catalogue.updateServicePrices", { serviceId: service?.id, priceOfflineCents: before });
  }
});
