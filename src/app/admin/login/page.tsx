import type { Metadata } from "next";
import { StaffSignInForm } from "~/components/admin/staff-sign-in-form";
import { Container } from "~/components/ui/container";
import { Logo } from "~/components/ui/logo";

export const metadata: Metadata = { title: "Sign in" };

/** Staff sign in with their password and a second factor (decision 038). */
export default function StaffSignInPage() {
  return (
    <main id="main" className="min-h-dvh bg-cream py-10 sm:py-16">
      <Container className="max-w-md">
        <Logo />
        <div className="mt-6 rounded-3xl bg-white px-5 py-7 shadow-sm ring-1 ring-orange-100 sm:px-8 sm:py-9">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Back-office</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-navy sm:text-3xl">Staff sign-in</h1>
          <p className="mt-2 text-muted">Your password, then your passkey or the code of your authenticator app.</p>
          <div className="mt-6">
            <StaffSignInForm />
          </div>
        </div>
      </Container>
    </main>
  );
}
