import "server-only";

import { TEST_PAYMENT_NOTE } from "~/config/payments";
import { formatPrice } from "~/lib/money";

/** The "Paid" line of a receipt: the amount, and plainly whether it was a test payment. */
export function paidLine(amountCents: number, provider: string): [string, string] {
  return ["Paid", provider === "simulated" ? `${formatPrice(amountCents)} — ${TEST_PAYMENT_NOTE}` : formatPrice(amountCents)];
}
