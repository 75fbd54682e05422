import { describe, expect, it } from "vitest";

import { getCountryCallingCode } from "libphonenumber-js";

import { clinic } from "~/config/clinic";
import { phoneNumberAsTyped } from "~/lib/phone";
import { compactPhoneNumber } from "~/lib/phone-text";

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

describe("a phone number as the field reports it before its library has loaded", () => {
  it("is the digits after a plus, whatever was typed around them", () => {
    expect(compactPhoneNumber("+961 3 123 456", "961")).toBe("+9613123456");
    expect(compactPhoneNumber(" (+961) 3-123-456 ", "961")).toBe("+9613123456");
    expect(compactPhoneNumber("+33 6 12 34 56 78", "961")).toBe("+33612345678");
  });

  it("reads the international prefix 00 and a national number in the clinic's country", () => {
    expect(compactPhoneNumber("00961 3 123 456", "961")).toBe("+9613123456");
    expect(compactPhoneNumber("03 123 456", "961")).toBe("+9613123456");
    expect(compactPhoneNumber("3123456", "961")).toBe("+9613123456");
  });

  it("is empty while the field holds only the calling code it starts with", () => {
    expect(compactPhoneNumber("+961 ", "961")).toBe("");
    expect(compactPhoneNumber("+", "961")).toBe("");
    expect(compactPhoneNumber("", "961")).toBe("");
  });

  it("agrees with the library on every number the library reads", () => {
    for (const typed of ["+961 3 123 456", "+961 71 234 567", "+33 6 12 34 56 78", "+1 212 555 0100"]) {
      expect(compactPhoneNumber(typed, clinic.defaultPhoneCallingCode)).toBe(phoneNumberAsTyped(typed));
    }
  });

  it("uses the calling code of the clinic's default country", () => {
    expect(clinic.defaultPhoneCallingCode).toBe(getCountryCallingCode(clinic.defaultPhoneCountry));
  });
});
