/**
 * A phone number as typed, made E.164-shaped without the phone library (libphonenumber weighs 30 KB
 * gzip): what the phone field reports while that library has not loaded yet (decision 060). It
 * only removes what a person types around the digits; whether the number exists is the schema's
 * question, asked with the library when the form is sent.
 *
 * - "+961 3 123 456", "(+961) 3-123-456" → "+9613123456"
 * - "00961 3 123 456" → "+9613123456" (the international prefix dialled from Lebanon and Europe)
 * - "03 123 456" → "+9613123456" (a national number: the default country's code, its trunk 0 dropped)
 * - "+961", "+", "" → "" (the calling code the field starts with is no number yet)
 */
export function compactPhoneNumber(text: string, defaultCallingCode: string): string {
  const trimmed = text.trim();
  const digits = trimmed.replace(/\D/g, "");
  if (digits.length <= 3) return "";
  if (/^\(?\+/.test(trimmed)) return `+${digits}`;
  if (digits.startsWith("00")) return `+${digits.slice(2)}`;
  return `+${defaultCallingCode}${digits.replace(/^0/, "")}`;
}
