/** Said wherever a payment is shown to a parent, when the simulated gateway took it (run contract). */
export const TEST_PAYMENT_NOTE = "Test payment: no card was charged and no money moved.";
