import { type APIRequestContext, type Locator } from "@playwright/test";

import { axe } from "./axe";
import { expect, test } from "./fixtures";
import { signInToBackOffice } from "./staff";
import { paidVisit } from "./visits";
import { keepScreenshot } from "./screenshots";
import { longDate } from "./agenda";

// A declined card releases the held time; the back-office reads it as a failed payment, apart from
// the visits someone cancelled, in the agenda and in Orders. Orders never breaks an address mid-word.

const SHOTS = process.env.E2E_SHOTS_DIR ?? "test-results/screenshots";

/** A Tuesday about nine weeks ahead (away from the other tests' days). */
function tuesdayAhead(): string {
  const date = new Date(Date.now() + 62 * 86_400_000);
  while (date.getUTCDay() !== 2) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The parent books and the card is declined at the gateway's page. */
async function declinedVisit(request: APIRequestContext, baseURL: string, service: string, date: string, startTime: string, email: string) {
  const booked = await request.post("/api/appointments/book", {
    headers: { origin: baseURL },
    data: { service, date, startTime, type: "Online", patient: { name: "Rami Khoury", phoneNumber: "+961 3 222 333", email }, notes: "", healthDataConsent: true },
  });
  expect(booked.status(), await booked.text()).toBe(201);
  const { data } = (await booked.json()) as { data: { orderId: string; session: { id: string } } };
  const declined = await request.post(`/api/payments/simulated/${data.session.id}`, { headers: { origin: baseURL }, form: { outcome: "decline" }, maxRedirects: 0 });
  expect(declined.status()).toBe(303);
  return data.orderId;
}

/** How many lines each piece of text of the element is laid out on (1 everywhere: nothing is broken inside a word). */
function linesPerPiece(cell: Locator): Promise<number[]> {
  return cell.evaluate((element) => {
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    const counts: number[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      counts.push(new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size);
    }
    return counts;
  });
}

test("a declined card reads 'Payment failed', apart from a cancelled visit, in the agenda (1366 px) and Orders (1366 and 820 px)", async ({ page, request, baseURL }) => {
  test.slow();
  const date = tuesdayAhead();
  const services = (await (await request.get("/api/services")).json()) as { data: Array<{ _id: string; bookableOnline: boolean }> };
  const service = services.data.find((s) => s.bookableOnline)!._id;
  const slots = (await (await request.get(`/api/appointments/timeslots?date=${date}`)).json()) as { data: { slots: Array<{ startTime: string; endTime: string; available: boolean }> } };
  const [declinedSlot, cancelledSlot] = slots.data.slots.filter((s) => s.available);
  const email = `declined-${Date.now()}-parent-with-a-long-address@little-cedars-families.example.com`;
  const orderId = await declinedVisit(request, baseURL!, service, date, declinedSlot!.startTime, email);
  // Another parent pays, then cancels from the e-mail's link: a real cancellation.
  const cancelling = `cancels-${Date.now()}@example.com`;
  const manageLink = await paidVisit(request, baseURL!, cancelling, { service, date, startTime: cancelledSlot!.startTime, endTime: cancelledSlot!.endTime });
  const parent = await page.context().browser()!.newPage();
  await parent.goto(manageLink);
  await parent.getByRole("link", { name: "Cancel this appointment" }).click();
  await parent.getByRole("button", { name: "Yes, cancel it" }).click();
  await expect(parent.getByRole("heading", { level: 1 })).toHaveText("Your appointment is cancelled");
  await parent.close();

  await page.setViewportSize({ width: 1366, height: 768 });
  await signInToBackOffice(page);
  await page.goto(`/admin/agenda?date=${date}`);
  // The day's grid: the declined visit reads "Payment failed" (its time kept for the parent's new
  // try); the cancelled one is listed apart, as cancelled.
  const grid = page.getByRole("list", { name: `Visits on ${longDate(date)}` });
  await expect(grid.getByRole("link", { name: new RegExp(`^${declinedSlot!.startTime}.*Rami Khoury.*Payment failed`) })).toBeVisible();
  const offGrid = page.getByRole("region", { name: /^Cancelled or not paid in time/ });
  await expect(offGrid.getByRole("listitem").filter({ hasText: `${cancelledSlot!.startTime} · Maya Haddad` })).toContainText("(cancelled)");
  // Found by search, each in the list with its badge.
  const search = page.getByRole("search", { name: "Search appointments" });
  const found = async (text: string) => {
    await search.getByLabel("Search all dates").fill(text);
    await search.getByRole("button", { name: "Search" }).click();
    return page.getByRole("list", { name: "Appointments" }).getByRole("listitem").filter({ hasText: text });
  };
  const declinedRow = await found(orderId);
  await expect(declinedRow).toContainText(`${declinedSlot!.startTime} · Rami Khoury`);
  await expect(declinedRow).toContainText("Payment failed");
  await expect(declinedRow.getByText("Cancelled", { exact: true })).toHaveCount(0);
  const cancelledRow = await found(cancelling);
  await expect(cancelledRow).toContainText(`${cancelledSlot!.startTime} · Maya Haddad`);
  await expect(cancelledRow.getByText("Cancelled", { exact: true })).toBeVisible();
  await expect(cancelledRow).not.toContainText("Payment failed");
  await keepScreenshot(page, { path: `${SHOTS}/admin-agenda-payment-failed-desktop.png`, fullPage: false });

  for (const viewport of [
    { name: "desktop", width: 1366, height: 768 },
    { name: "tablet", width: 820, height: 1180 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto(`/admin/orders?${new URLSearchParams({ q: email })}`);
    const row = page.getByRole("row").filter({ hasText: orderId });
    await expect(row).toContainText("Payment failed");
    // Within its hold, the declined visit's time is kept for the parent's new try (decision 041).
    await expect(row).toContainText("time kept for a new try, not a cancellation");
    const emailCell = row.getByRole("cell").filter({ hasText: "@" });
    await expect(emailCell).toHaveText(email);
    expect(Math.max(...(await linesPerPiece(emailCell)))).toBe(1);
    if (viewport.name === "tablet") {
      const results = await axe(page).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(results.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
    }
    await keepScreenshot(page, { path: `${SHOTS}/admin-orders-payment-failed-${viewport.name}.png`, fullPage: false });
  }
  // The filter names it the same way.
  await expect(page.getByRole("form", { name: "Filter orders" }).getByLabel("Status").locator("option", { hasText: "Payment failed" })).toHaveCount(1);
});
