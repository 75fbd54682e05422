import { env } from "~/env";
import { TEST_PAYMENT_NOTE } from "~/config/payments";

/** On a payment result, when the simulated gateway takes payments: it was a test, say so plainly. */
export function TestPaymentNote() {
  if (env.PAYMENT_PROVIDER !== "simulated") return null;
  return (
    <p role="note" className="mt-4 rounded-md bg-amber-100 px-3 py-2 text-sm font-semibold text-amber-900">
      {TEST_PAYMENT_NOTE}
    </p>
  );
}
