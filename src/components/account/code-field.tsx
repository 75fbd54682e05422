import { keepDigits } from "~/components/ui/use-form-action";
import { TextField } from "./text-field";

/** The field for an e-mailed 6-digit code: digits only, offered by the phone's keyboard and autofill. */
export function CodeField({ id, defaultValue, error }: { id: string; defaultValue: string; error?: string }) {
  return (
    <TextField
      id={id}
      label="Code"
      name="otp"
      inputMode="numeric"
      pattern="[0-9]*"
      onInput={keepDigits}
      maxLength={6}
      autoComplete="one-time-code"
      required
      hint="6 digits"
      defaultValue={defaultValue}
      error={error}
    />
  );
}
