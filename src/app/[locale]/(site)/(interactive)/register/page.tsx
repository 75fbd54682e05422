import type { Metadata } from "next";
import { useTranslations } from "next-intl";
import { getLocale, getTranslations } from "next-intl/server";
import { AccountCard, accountLinkClasses } from "~/components/account/account-card";
import { ClientMessages } from "~/components/layout/client-messages";
import { RegisterForm } from "~/components/account/register-form";
import { PrivacyNoticeLine } from "~/components/privacy/health-data-consent";
import { languageAlternates } from "~/i18n/alternates";
import type { Locale } from "~/i18n/locales";
import { Link } from "~/i18n/navigation";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("account.register");
  return {
    title: t("metaTitle"),
    description: t("metaDescription"),
    alternates: languageAlternates((await getLocale()) as Locale, "/register"),
  };
}

export default function RegisterPage() {
  const t = useTranslations("account.register");
  return (
    <AccountCard
      wide
      title={t("title")}
      intro={t("intro")}
      footer={
        <>
          <p>
            {t.rich("haveAccount", {
              link: (chunks) => (
                <Link href="/login" className={accountLinkClasses}>
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <PrivacyNoticeLine />
        </>
      }
    >
      {/* The phone field is the booking form's, with its words. */}
      <ClientMessages parts={["account", "validation", "booking.form.phone"]}>
        <RegisterForm />
      </ClientMessages>
    </AccountCard>
  );
}
