import type { Metadata } from "next";
import { BackOfficeRefusal } from "~/components/admin/back-office-refusal";
import { OwnFactorControls } from "~/components/admin/own-factor-controls";
import { requireStaff } from "~/components/admin/require-staff";
import { callErrorOfServer } from "~/components/admin/server-call-error";
import { formatBeirutDateTime } from "~/lib/beirut-time";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Your sign-in" };

/** The signed-in member's own second factors: what they have, a passkey more, new recovery codes. */
export default async function OwnSignInPage() {
  await requireStaff();
  const factors = await api.admin.factors.list().catch(callErrorOfServer);
  if ("refused" in factors) return <BackOfficeRefusal message={factors.refused} />;
  return (
    <div className="flex flex-col gap-5">
      <h1 className="text-2xl font-bold text-navy">Your sign-in</h1>
      <p className="text-sm text-muted">After your password, the back-office asks for one of these. Your e-mail is never enough on its own.</p>
      <section aria-labelledby="factors-title" className="rounded-2xl bg-white p-5 shadow-sm sm:p-6">
        <h2 id="factors-title" className="mb-3 text-xl font-bold text-navy">
          Your second factors
        </h2>
        <ul className="flex flex-col gap-2 text-sm text-navy" aria-label="Your second factors">
          <li>Authenticator app: {factors.authenticatorApp ? "set up" : "not set up"}</li>
          {factors.passkeys.map((passkey) => (
            <li key={passkey.id}>
              Passkey “{passkey.name}”, added {formatBeirutDateTime(passkey.createdAt)}
              {passkey.lastUsedAt ? `, last used ${formatBeirutDateTime(passkey.lastUsedAt)}` : ""}
            </li>
          ))}
          <li>Recovery codes left: {factors.recoveryCodesLeft}</li>
        </ul>
      </section>
      <OwnFactorControls />
    </div>
  );
}
