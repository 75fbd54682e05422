import type { Metadata } from "next";
import Link from "next/link";
import { AccountCard, accountLinkClasses } from "~/components/account/account-card";
import { RegisterForm } from "~/components/account/register-form";

export const metadata: Metadata = {
  title: "Create an account",
  description: "Create an account to buy parenting courses and watch them anytime.",
};

export default function RegisterPage() {
  return (
    <AccountCard
      wide
      title="Create an account"
      intro="Buy our parenting courses and watch them anytime, on any device."
      footer={
        <p>
          Already have an account?{" "}
          <Link href="/login" className={accountLinkClasses}>
            Log in
          </Link>
        </p>
      }
    >
      <RegisterForm />
    </AccountCard>
  );
}
