import { readOutbox, recipients } from "../tests/support/outbox";
import { expect, test } from "./fixtures";

/** The welcome e-mail reaches the outbox shortly after the answer; wait for it. */
async function welcomeFor(email: string) {
  let text = "";
  await expect
    .poll(async () => {
      const mail = (await readOutbox()).find((m) => recipients(m).includes(email));
      text = mail?.text ?? "";
      return text;
    })
    .toContain("/newsletter/unsubscribe/");
  return /http:\/\/[^\s]+\/newsletter\/unsubscribe\/\S+/.exec(text)![0];
}

test("subscribe in the footer, then unsubscribe with the e-mail's link and its button", async ({ page }) => {
  const email = `newsletter-${Date.now()}@example.com`;
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("textbox", { name: /newsletter/i }).fill(email);
  await footer.getByRole("button", { name: /join/i }).click();
  await expect(page.getByText("Subscribed successfully!")).toBeVisible();

  const link = new URL(await welcomeFor(email));
  // A GET never unsubscribes (mail scanners follow links): the page asks first.
  await page.goto(link.pathname + link.search);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from the newsletter");
  await expect(page.getByText(email)).toBeVisible();
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You're unsubscribed");
  await expect(page.getByRole("status")).toContainText(`${email} will receive no more newsletters`);
});

test("a forged unsubscribe link is a 404", async ({ page }) => {
  const response = await page.goto("/newsletter/unsubscribe/00000000-0000-4000-8000-000000000000?t=forged");
  expect(response?.status()).toBe(404);
});
