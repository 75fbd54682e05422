import { useTranslations } from "next-intl";
import { keepDigits } from "~/components/ui/use-form-action";
import { TextField } from "./text-field";

/** The field for an e-mailed 6-digit code: digits only, offered by the phone's keyboard and autofill. */
export function CodeField({ id, defaultValue, error }: { id: string; defaultValue: string; error?: string }) {
  const t = useTranslations("account.code");
  return (
    <TextField
      id={id}
      label={t("label")}
      name="otp"
      inputMode="numeric"
      pattern="[0-9]*"
      onInput={keepDigits}
      maxLength={6}
      autoComplete="one-time-code"
      required
      ltr
      hint={t("hint")}
      defaultValue={defaultValue}
      error={error}
    />
  );
}
