import { useTranslations } from "next-intl";

/** First focusable element of every frame: jumps keyboard users past the header. */
export function SkipLink() {
  const t = useTranslations("common");
  return (
    <a
      href="#main"
      className="sr-only z-[100] rounded-md bg-white px-4 py-2 font-semibold text-primary shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:start-3"
    >
      {t("skipLink")}
    </a>
  );
}
