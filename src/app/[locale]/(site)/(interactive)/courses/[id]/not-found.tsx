import { useTranslations } from "next-intl";
import { buttonClasses } from "~/components/ui/button-classes";
import { PageIntro } from "~/components/ui/page-intro";
import { Link } from "~/i18n/navigation";

/** Spec §8: a missing course says 'Course not found' (with a 404 status). */
export default function CourseNotFound() {
  const t = useTranslations("courses.notFound");
  return (
    <PageIntro eyebrow={t("eyebrow")} title={t("title")}>
      <p>{t("body")}</p>
      <div className="mt-8 flex justify-center">
        <Link href="/courses" className={buttonClasses("primary", "md")}>
          {t("all")}
        </Link>
      </div>
    </PageIntro>
  );
}
