import { describe, expect, it } from "vitest";

import { chargedPriceCents, formatPrice, formatServicePrice } from "~/lib/money";

describe("formatPrice", () => {
  it("prints whole dollars without decimals, with a '$' prefix", () => {
    expect(formatPrice(5000)).toBe("$50");
    expect(formatPrice(100)).toBe("$1");
  });

  it("prints cents with two decimals", () => {
    expect(formatPrice(4550)).toBe("$45.50");
    expect(formatPrice(4505)).toBe("$45.05");
    expect(formatPrice(1)).toBe("$0.01");
  });

  it("groups thousands", () => {
    expect(formatPrice(123_456_700)).toBe("$1,234,567");
  });

  it("says 'Free' when there is nothing to pay (spec §9: a falsy price)", () => {
    expect(formatPrice(0)).toBe("Free");
    expect(formatPrice(-500)).toBe("Free");
    expect(formatPrice(Number.NaN)).toBe("Free");
  });
});

describe("formatServicePrice", () => {
  it("shows the in-clinic price of a service", () => {
    expect(formatServicePrice({ slug: "pediatric-consultation", priceOfflineCents: 5000 })).toBe("$50");
  });

  it("appends the '- $200' range to Vaccinations only", () => {
    expect(formatServicePrice({ slug: "vaccinations", priceOfflineCents: 3000 })).toBe("$30 - $200");
    expect(formatServicePrice({ slug: "Vaccinations", priceOfflineCents: 3000 })).toBe("$30");
    expect(formatServicePrice({ slug: "vaccinations-plus", priceOfflineCents: 3000 })).toBe("$30");
    expect(formatServicePrice({ slug: "constructor", priceOfflineCents: 3000 })).toBe("$30");
  });
});

describe("the price a parent pays for a course", () => {
  it("is the discount price when there is one, else the price", () => {
    expect(chargedPriceCents({ priceCents: 3900, discountPriceCents: 2900 })).toBe(2900);
    expect(chargedPriceCents({ priceCents: 3900, discountPriceCents: null })).toBe(3900);
    expect(chargedPriceCents({ priceCents: 0, discountPriceCents: null })).toBe(0);
  });
});
