import { existsSync } from "node:fs";
import path from "node:path";

import { createElement, type ComponentProps } from "react";
import { renderToReadableStream } from "react-dom/server";
import { NextIntlClientProvider } from "next-intl";
import { describe, expect, it, vi } from "vitest";

import { PAYMENT_STATUS, type PaymentProduct } from "~/components/status/payment-status-config";
import { PaymentStatusPage, paymentStatusMetadata, type PaymentStatusPageProps } from "~/components/status/payment-status-page";
import { TEST_PAYMENT_NOTE } from "~/config/payments";
import { loadMessages } from "~/i18n/messages";

// The server side of next-intl reads the request's language inside Next; here it is English.
vi.mock("next-intl/server", async () => {
  const { createTranslator } = await import("next-intl");
  const { loadMessages } = await import("~/i18n/messages");
  const messages = await loadMessages("en");
  return {
    getLocale: async () => "en",
    getTranslations: async (namespace?: string | { namespace?: string }) =>
      createTranslator({ locale: "en", messages, namespace: typeof namespace === "string" ? namespace : namespace?.namespace }),
  };
});

async function render(props: PaymentStatusPageProps): Promise<string> {
  // As in the app: inside the language's provider (English here).
  const provider = { locale: "en", messages: await loadMessages("en"), timeZone: "Asia/Beirut" } as ComponentProps<typeof NextIntlClientProvider>;
  const page = createElement(NextIntlClientProvider, provider, createElement(PaymentStatusPage, props));
  const stream = await renderToReadableStream(page);
  await stream.allReady;
  return new Response(stream).text();
}

function returnTo(product: PaymentProduct, kind: "success" | "failure", order?: string) {
  return { product, kind, searchParams: Promise.resolve(order ? { order } : {}) } as const;
}

/** `<a …href="…"…>label</a>`, whatever the order of its attributes. */
function link(href: string, label: string): RegExp {
  return new RegExp(`<a [^>]*href="${href.replace(/[/.]/g, "\\$&")}"[^>]*>${label}</a>`);
}

describe("the payment status pages", () => {
  it("keep their titles and descriptions, and none is indexed", async () => {
    expect(
      await Promise.all(
        (["appointment", "course"] as const).flatMap((product) =>
          (["success", "failure", "pending"] as const).map((kind) => paymentStatusMetadata(product, kind)),
        ),
      ),
    ).toEqual([
      { title: "Payment successful", description: "Your appointment payment has been processed.", robots: { index: false } },
      { title: "Payment failed", description: "Your appointment payment could not be processed.", robots: { index: false } },
      { title: "Payment pending", description: "Your appointment payment is being processed.", robots: { index: false } },
      { title: "Payment successful", description: "Your course payment has been processed.", robots: { index: false } },
      { title: "Payment failed", description: "Your course payment could not be processed.", robots: { index: false } },
      { title: "Payment pending", description: "Your course payment is being processed.", robots: { index: false } },
    ]);
  });

  it("success: the order, the test-payment note, what happens next, and Continue to the product (spec §2)", async () => {
    const appointment = await render(returnTo("appointment", "success", "APT-000000001"));
    expect(appointment).toContain("Payment Successful</h1>");
    expect(appointment).toContain("Your payment has been processed successfully.");
    expect(appointment).toContain('data-testid="order-id"><bdi dir="ltr">APT-000000001</bdi><');
    expect(appointment).toContain(TEST_PAYMENT_NOTE);
    expect(appointment).toContain("Your appointment is confirmed. If you gave an e-mail address, the confirmation, a calendar invite");
    expect(appointment).toMatch(link("/appointment", "Continue"));

    const course = await render(returnTo("course", "success", "CRS-000000001"));
    expect(course).toContain("You are enrolled. Your course is waiting in My Courses");
    expect(course).toMatch(link("/dashboard/my-courses", "Continue"));
  });

  it("failure: the order, what it means, Try Again to the product and Cancel to home", async () => {
    const appointment = await render(returnTo("appointment", "failure", "APT-000000001"));
    expect(appointment).toContain("Payment Failed</h1>");
    expect(appointment).toContain("We couldn&#x27;t process your payment. Please try again.");
    expect(appointment).toContain("Your appointment is booked only once it is paid.");
    expect(appointment).not.toContain(TEST_PAYMENT_NOTE);
    expect(appointment).toMatch(link("/appointment", "Try Again"));
    expect(appointment).toMatch(link("/", "Cancel"));

    const course = await render(returnTo("course", "failure", "CRS-000000001"));
    expect(course).toContain("You have not been charged, and you are not enrolled yet.");
    expect(course).toMatch(link("/courses", "Try Again"));
  });

  it("say nothing about an order the return address does not name well", async () => {
    for (const order of [undefined, "not an order"]) {
      const success = await render(returnTo("course", "success", order));
      expect(success).toContain("Payment Successful</h1>");
      expect(success).not.toContain("order-id");
      expect(success).not.toContain(TEST_PAYMENT_NOTE);
      expect(success).not.toContain("You are enrolled.");
      const failure = await render(returnTo("appointment", "failure", order));
      expect(failure).not.toContain("order-id");
      expect(failure).toMatch(link("/appointment", "Try Again"));
    }
  });

  it("pending checks each product's own orders and moves on to that product's result pages", () => {
    expect(PAYMENT_STATUS.appointment.pending.orderStatusOf).toBe("appointments");
    expect(PAYMENT_STATUS.course.pending.orderStatusOf).toBe("courses");
    for (const { basePath } of Object.values(PAYMENT_STATUS)) {
      for (const page of ["success/page.tsx", "failure/page.tsx", "pending/[orderId]/page.tsx"]) {
        expect(existsSync(path.join("src/app/[locale]", basePath, page)), `${basePath}/${page}`).toBe(true);
      }
    }
  });
});
