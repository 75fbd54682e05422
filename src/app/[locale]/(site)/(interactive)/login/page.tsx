import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { AccountCard, accountLinkClasses } from "~/components/account/account-card";
import { ClientMessages } from "~/components/layout/client-messages";
import { LoginForm } from "~/components/account/login-form";
import { languageAlternates } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locales";
import { Link } from "~/i18n/navigation";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.login");
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    alternates: languageAlternates((await getLocale()) as Locale, "/login"),
  };
}

export default function LoginPage() {
  const t = useTranslations("account.login");
  return (
    <AccountCard
      title={t("title")}
      intro={t("intro")}
      footer={
        <p>
          {t.rich("newHere", {
            link: (chunks) => (
              <Link href="/register" className={accountLinkClasses}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      }
    >
      <ClientMessages parts={["account", "validation"]}>
        <LoginForm />
      </ClientMessages>
    </AccountCard>
  );
}
