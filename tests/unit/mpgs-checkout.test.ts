import { describe, expect, it } from "vitest";

import { contentSecurityPolicy, nonceOf } from "~/server/http/content-security-policy";
import { fromGatewayAmount, toGatewayAmount } from "~/server/payments/mpgs-provider";

describe("the Mastercard Gateway's amounts", () => {
  it("sends integer cents as a decimal string of the currency's digits, and reads numbers back in minor units", () => {
    expect(toGatewayAmount(4500, "USD")).toBe("45.00");
    expect(toGatewayAmount(5, "USD")).toBe("0.05");
    expect(toGatewayAmount(123456, "USD")).toBe("1234.56");
    expect(toGatewayAmount(1500, "JPY")).toBe("1500");
    expect(toGatewayAmount(1500, "KWD")).toBe("1.500");
    expect(fromGatewayAmount(45, "USD")).toBe(4500);
    expect(fromGatewayAmount(0.29, "USD")).toBe(29);
    expect(fromGatewayAmount(1.5, "KWD")).toBe(1500);
  });
});

describe("the hand-over page's Content-Security-Policy", () => {
  const base = { nonce: "bm9uY2U=", development: false, https: true };

  it("allows the gateway's origin for scripts, calls, frames and form posts only when asked", () => {
    const policy = contentSecurityPolicy({ ...base, paymentGatewayOrigin: "https://ap-gateway.mastercard.com" });
    const directive = (name: string) => policy.split("; ").find((d) => d.startsWith(`${name} `));
    expect(directive("script-src")).toContain("'nonce-bm9uY2U=' ");
    expect(directive("script-src")).toMatch(/ https:\/\/ap-gateway\.mastercard\.com$/);
    expect(directive("connect-src")).toBe("connect-src 'self' https://ap-gateway.mastercard.com");
    expect(directive("frame-src")).toBe("frame-src https://ap-gateway.mastercard.com");
    expect(directive("form-action")).toBe("form-action 'self' https://ap-gateway.mastercard.com");
    expect(contentSecurityPolicy(base)).not.toMatch(/mastercard|frame-src/);
  });

  it("gives the page its request's nonce", () => {
    expect(nonceOf(contentSecurityPolicy(base))).toBe("bm9uY2U=");
    expect(nonceOf(null)).toBeUndefined();
  });
});
