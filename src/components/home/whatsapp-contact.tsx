import { useTranslations } from "next-intl";
import { MapPinIcon, PhoneIcon, WhatsAppIcon } from "~/components/icons/social-icons";
import { DialogButton } from "~/components/popup/dialog-button";
import { buttonClasses } from "~/components/ui/button-classes";
import { clinic } from "~/config/clinic";

// The Clinic Info card appears once per page, so fixed ids are unique.
const titleId = "whatsapp-contact-title";
const noteId = "whatsapp-contact-note";

/** The Clinic Info card's Contact button and its 'Contact Us on WhatsApp' dialog (spec §2). */
export function WhatsAppContact() {
  const t = useTranslations("home.whatsapp");
  const tc = useTranslations("common");
  return (
    <DialogButton
      className={buttonClasses("primary", "sm")}
      labelledBy={titleId}
      describedBy={noteId}
      closeLabel={t("close")}
      label={
        <>
          <WhatsAppIcon size={18} />
          {t("button")}
        </>
      }
    >
      <h2 id={titleId} className="pe-10 text-2xl font-bold text-navy">
        {t("title")}
      </h2>
      <p id={noteId} className="mt-2 text-muted">
        {t("responseTime")}.
      </p>
      <ul className="mt-6 space-y-4">
        {clinic.locations.map((location) => {
          const name = tc(`clinic.location.${location.id}.name`);
          return (
            <li key={location.id} className="rounded-2xl bg-primary-50 p-4">
              <h3 className="flex items-center gap-2 font-semibold text-navy">
                <MapPinIcon size={18} className="shrink-0 text-primary" />
                {name}
              </h3>
              <p className="mt-1 flex items-center gap-2 text-sm text-muted">
                <PhoneIcon size={16} className="shrink-0 text-primary" />
                <span>
                  <span className="sr-only">{t("number")} </span>
                  <bdi dir="ltr">{clinic.phone.display}</bdi>
                </span>
              </p>
              <a
                href={clinic.whatsapp.chatUrl}
                target="_blank"
                rel="noopener noreferrer"
                className={buttonClasses("primary", "sm", "mt-3")}
              >
                <WhatsAppIcon size={18} />
                {t("chat")}
                <span className="sr-only"> {t("chatFor", { location: name })}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </DialogButton>
  );
}
