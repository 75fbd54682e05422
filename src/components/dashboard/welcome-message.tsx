import { useTranslations } from "next-intl";

/** The dashboard header's greeting; a passwordless parent may have no first name yet. */
export function WelcomeMessage({ firstName, className }: { firstName: string; className?: string }) {
  const t = useTranslations("dashboard");
  const name = firstName.trim();
  return <p className={className}>{name ? t("welcomeName", { name }) : t("welcome")}</p>;
}
