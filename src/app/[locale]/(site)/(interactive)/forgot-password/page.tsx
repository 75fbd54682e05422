import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { AccountCard, accountLinkClasses } from "~/components/account/account-card";
import { ClientMessages } from "~/components/layout/client-messages";
import { ForgotPasswordForm } from "~/components/account/forgot-password-form";
import { languageAlternates } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locales";
import { Link } from "~/i18n/navigation";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.forgot");
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    alternates: languageAlternates((await getLocale()) as Locale, "/forgot-password"),
  };
}

export default function ForgotPasswordPage() {
  const t = useTranslations("account.forgot");
  return (
    <AccountCard
      title={t("title")}
      intro={t("intro")}
      footer={
        <p>
          {t.rich("remembered", {
            link: (chunks) => (
              <Link href="/login" className={accountLinkClasses}>
                {chunks}
              </Link>
            ),
          })}
        </p>
      }
    >
      <ClientMessages parts={["account", "validation"]}>
        <ForgotPasswordForm />
      </ClientMessages>
    </AccountCard>
  );
}
