import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * A phone number as typed in the phone field ("+961 3 123 456") in E.164 ("+9613123456"), the form
 * the schemas check; what cannot be read is returned without its spaces, for the schema to refuse;
 * a field holding only a calling code is empty.
 */
export function phoneNumberAsTyped(text: string): string {
  const trimmed = text.trim();
  // The field starts with the country's calling code ("+961"): that alone is no number yet.
  if (trimmed.replace(/\D/g, "").length <= 3) return "";
  return parsePhoneNumberFromString(trimmed)?.number ?? trimmed.replace(/[\s().-]/g, "");
}
