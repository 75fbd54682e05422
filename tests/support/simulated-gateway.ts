import { POST } from "~/app/api/payments/simulated/[sessionId]/route";

/** Presses Pay, Decline or Cancel on the simulated gateway's page, as the browser's form post does. */
export async function simulatedAction(sessionId: string, outcome: "pay" | "decline" | "cancel") {
  const response = await POST(
    new Request(`http://localhost:3000/api/payments/simulated/${sessionId}`, {
      method: "POST",
      body: new URLSearchParams({ outcome }),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    }),
    { params: Promise.resolve({ sessionId }) },
  );
  return { status: response.status, location: response.headers.get("location") };
}
