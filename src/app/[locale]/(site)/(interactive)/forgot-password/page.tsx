import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard, accountLinkClasses } from "~/components/account/account-card";
import { ForgotPasswordForm } from "~/components/account/forgot-password-form";

export const metadata: Metadata = {
  title: "Reset your password",
  description: "Reset the password of your account with a code sent to your e-mail.",
};

export default function ForgotPasswordPage() {
  return (
    <AccountCard
      title="Reset your password"
      intro="We e-mail you a code, then you choose a new password."
      footer={
        <p>
          Remembered it?{" "}
          <Link href="/login" className={accountLinkClasses}>
            Log in
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AccountCard>
  );
}
