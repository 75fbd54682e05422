import { useTranslations } from "next-intl";
import { callUsTags } from "./call-us";

/** Where the booking form would be, for a browser without JavaScript: the form needs it. */
export function BookingNeedsScript() {
  const t = useTranslations();
  return (
    <noscript>
      <p className="mb-4 text-muted">{t.rich("booking.page.needsScript", callUsTags(t("common.newTab")))}</p>
    </noscript>
  );
}
