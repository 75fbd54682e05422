import { describe, expect, it } from "vitest";

import { describeChange, formatAuditTime } from "~/components/admin/audit/describe-change";
import { visitStatusBadge } from "~/components/admin/agenda/visit-status";

const NOW = new Date("2026-11-27T13:00:00Z");

describe("the audit log in words", () => {
  it("says a price change as staff say it, in dollars, of the service by name", () => {
    const described = describeChange(
      {
        action: "edit service",
        entity: "service",
        before: { id: "s1", name: "Pediatric Consultation", priceOnlineCents: 4000, priceOfflineCents: 5000, updatedAt: "2026-11-01T10:00:00.000Z", translations: { fr: { name: "Consultation" } } },
        after: { id: "s1", name: "Pediatric Consultation", priceOnlineCents: 4250, priceOfflineCents: 5000, updatedAt: "2026-11-27T13:02:00.000Z", translations: { fr: { name: "Consultation pédiatrique" } } },
      },
      NOW,
    );
    expect(described.title).toBe("Edited the service Pediatric Consultation");
    expect(described.lines).toEqual(["Online price of Pediatric Consultation: $40.00 → $42.50", "French name of Pediatric Consultation: “Consultation” → “Consultation pédiatrique”"]);
  });

  it("names a visit by its patient and time, and a move by its times in Beirut", () => {
    const described = describeChange(
      {
        action: "reschedule appointment",
        entity: "appointment",
        before: { startsAt: "2026-12-03T15:00:00.000Z", time: "17:00" },
        after: { startsAt: "2026-12-03T15:30:00.000Z", date: "2026-12-03", time: "17:30" },
        subject: { name: "Nour Saad", startsAt: new Date("2026-12-03T15:30:00.000Z") },
      },
      NOW,
    );
    expect(described.title).toBe("Moved the appointment of Nour Saad (3 Dec 17:30)");
    expect(described.lines).toEqual(["Time of Nour Saad: 3 Dec 17:00 → 3 Dec 17:30"]);
  });

  it("reads the weekly hours by weekday, and a record added by its fields", () => {
    const week = (closes: string) => [1, 2].map((weekday) => ({ weekday, open: true, opensAt: "15:00", closesAt: weekday === 2 ? closes : "19:00", slotMinutes: 30 }));
    expect(describeChange({ action: "set weekly hours", entity: "schedule", before: week("19:00"), after: week("20:00") }, NOW)).toEqual({
      title: "Set weekly hours",
      lines: ["Tuesday closes: 19:00 → 20:00"],
    });
    const added = describeChange({ action: "add closure", entity: "closure", before: null, after: { id: "c1", reason: "Holiday", startsAt: "2026-12-24T22:00:00.000Z" } }, NOW);
    expect(added.title).toBe("Added a closure: Holiday");
    expect(added.lines).toEqual(["Reason: “Holiday”", "Time: 25 Dec 00:00"]);
  });

  it("writes times in Beirut, with the year only when it is not this one's", () => {
    expect(formatAuditTime(new Date("2026-11-27T13:02:00Z"), NOW)).toBe("27 Nov 15:02");
    expect(formatAuditTime(new Date("2025-07-01T09:05:00Z"), NOW)).toBe("1 Jul 2025 12:05");
  });
});

describe("a visit's badge", () => {
  it("reads a declined payment as a failed payment, apart from a cancellation", () => {
    expect(visitStatusBadge({ status: "cancelled", payment: { status: "failed" } }).label).toBe("Payment failed");
    expect(visitStatusBadge({ status: "cancelled", payment: { status: "refunded" } }).label).toBe("Cancelled");
    expect(visitStatusBadge({ status: "cancelled", payment: null }).label).toBe("Cancelled");
    // Held for the parent's new try, or released when the hold ran out: still a failed payment.
    expect(visitStatusBadge({ status: "pending", payment: { status: "failed" } }).label).toBe("Payment failed");
    expect(visitStatusBadge({ status: "expired", payment: { status: "failed" } }).label).toBe("Payment failed");
    expect(visitStatusBadge({ status: "pending", payment: { status: "pending" } }).label).toBe("Held, awaiting payment");
  });
});

describe("a time kept for the waiting list", () => {
  it("reads its release with the time it was about", () => {
    const described = describeChange(
      { action: "release kept time", entity: "kept time", before: { startsAt: "2026-12-03T15:00:00.000Z", keptUntil: "2026-11-27T13:17:00.000Z" }, after: { startsAt: "2026-12-03T15:00:00.000Z", keptUntil: null } },
      NOW,
    );
    expect(described).toEqual({ title: "Released the time kept for the waiting list (3 Dec 17:00)", lines: ["Kept until: 27 Nov 15:17 → none"] });
  });

  it("says a parent's export and an account's erasure (decision 051), which record counts, never an address", () => {
    expect(describeChange({ action: "export my data", entity: "user", before: null, after: { at: "2026-11-27T13:00:00.000Z" } }, NOW).title).toBe("Exported my data");
    expect(describeChange({ action: "erase account", entity: "user", before: null, after: { childrenErased: 1, childrenKeptByOtherAdult: 0, visitsKept: 2, paymentsKept: 2 } }, NOW).title).toBe("Erased account");
  });
});
