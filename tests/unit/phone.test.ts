import { describe, expect, it } from "vitest";

import { phoneNumberAsTyped } from "~/lib/phone";

describe("a phone number as typed in the phone field", () => {
  it("is read in E.164", () => {
    expect(phoneNumberAsTyped("+961 3 123 456")).toBe("+9613123456");
    expect(phoneNumberAsTyped(" +33 6 12 34 56 78 ")).toBe("+33612345678");
  });

  it("is empty when the field holds only the calling code it starts with", () => {
    expect(phoneNumberAsTyped("+961")).toBe("");
    expect(phoneNumberAsTyped("+")).toBe("");
    expect(phoneNumberAsTyped("")).toBe("");
  });

  it("keeps what it cannot read, without spaces, for the schema to refuse", () => {
    expect(phoneNumberAsTyped("+961 12")).toBe("+96112");
  });
});
