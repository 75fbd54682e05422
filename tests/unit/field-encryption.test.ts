import { describe, expect, it } from "vitest";

import { DATA_MAP } from "~/server/privacy/data-map";
import { SEALED_COLUMNS, newDataKey, openField, parseDataKeys, sealField } from "~/server/db/field-encryption.js";

// Decision 052: health fields are sealed by the application; the data map says which are health.

describe("DATA_ENCRYPTION_KEYS", () => {
  it("takes id:key pairs of 32-byte keys, and says what is wrong otherwise", () => {
    const key = Buffer.alloc(32, 1).toString("base64");
    expect(parseDataKeys(`a:${key}, b_2:${key}`)).toMatchObject({ keys: [{ id: "a" }, { id: "b_2" }] });
    expect(parseDataKeys("")).toEqual({ error: expect.stringContaining("at least one key") });
    expect(parseDataKeys(`a:${Buffer.alloc(16).toString("base64")}`)).toEqual({ error: expect.stringContaining("32 bytes") });
    expect(parseDataKeys(`a b:${key}`)).toEqual({ error: expect.stringContaining("not a key id") });
    expect(parseDataKeys(`a:${key},a:${key}`)).toEqual({ error: expect.stringContaining("twice") });
    expect(parseDataKeys(newDataKey(new Date("2026-11-28T00:00:00Z")))).toMatchObject({ keys: [{ id: "k20261128" }] });
  });
});

describe("a sealed field", () => {
  it("opens to its text, Arabic included; a changed byte is refused; plain text from before reads as it is", () => {
    const text = "حساسية من البنسلين — allergic to penicillin";
    const sealed = sealField(text);
    expect(sealed).not.toContain("penicillin");
    expect(openField(sealed)).toBe(text);
    const tampered = sealed.slice(0, -2) + (sealed.endsWith("A") ? "BA" : "AA");
    expect(() => openField(tampered)).toThrow();
    expect(openField("written before encryption")).toBe("written before encryption");
  });

  it("every column the data map classifies as health is sealed", () => {
    const health = Object.entries(DATA_MAP).flatMap(([table, entry]) =>
      Object.entries(entry.columns as Record<string, string | { category: string }>)
        .filter(([, column]) => (typeof column === "string" ? column : column.category) === "health")
        .map(([column]) => `${table}.${column}`),
    );
    expect(health.length).toBeGreaterThanOrEqual(3);
    expect(SEALED_COLUMNS.map(({ table, column }) => `${table}.${column}`).sort()).toEqual(health.sort());
  });
});
