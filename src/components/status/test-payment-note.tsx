import { useTranslations } from "next-intl";
import { env } from "~/env";

/** On a payment result, when the simulated gateway takes payments: it was a test, say so plainly. */
export function TestPaymentNote() {
  const t = useTranslations("status");
  if (env.PAYMENT_PROVIDER !== "simulated") return null;
  return (
    <p role="note" className="mt-4 rounded-md bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900">
      {t("testPayment")}
    </p>
  );
}
