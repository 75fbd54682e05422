import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard, accountLinkClasses } from "~/components/account/account-card";
import { LoginForm } from "~/components/account/login-form";

export const metadata: Metadata = {
  title: "Log in",
  description: "Log in to your account to watch your courses.",
};

export default function LoginPage() {
  return (
    <AccountCard
      title="Log in"
      intro="Welcome back. Your courses and lessons are one step away."
      footer={
        <p>
          New here?{" "}
          <Link href="/register" className={accountLinkClasses}>
            Create an account
          </Link>
        </p>
      }
    >
      <LoginForm />
    </AccountCard>
  );
}
