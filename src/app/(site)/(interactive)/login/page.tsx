import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard, accountLinkClasses } from "~/components/account/account-card";
import { LoginForm } from "~/components/account/login-form";
import { safeNextPath } from "~/components/account/safe-next-path";

export const metadata: Metadata = {
  title: "Log in",
  description: "Log in to your account to watch your courses.",
};

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { next } = await searchParams;
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
      <LoginForm next={safeNextPath(typeof next === "string" ? next : null)} />
    </AccountCard>
  );
}
