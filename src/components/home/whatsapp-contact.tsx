import { MapPinIcon, PhoneIcon, WhatsAppIcon } from "~/components/icons/social-icons";
import { DialogButton } from "~/components/popup/dialog-button";
import { buttonClasses } from "~/components/ui/button-classes";
import { clinic } from "~/config/clinic";

// The Clinic Info card appears once per page, so fixed ids are unique.
const titleId = "whatsapp-contact-title";
const noteId = "whatsapp-contact-note";

/** The Clinic Info card's Contact button and its 'Contact Us on WhatsApp' dialog (spec §2). */
export function WhatsAppContact() {
  return (
    <DialogButton
      className={buttonClasses("primary", "sm")}
      labelledBy={titleId}
      describedBy={noteId}
      label={
        <>
          <WhatsAppIcon size={18} />
          Contact
        </>
      }
    >
      <h2 id={titleId} className="pr-10 text-2xl font-bold text-navy">
        Contact Us on WhatsApp
      </h2>
      <p id={noteId} className="mt-2 text-muted">
        {clinic.whatsapp.responseTime}.
      </p>
      <ul className="mt-6 space-y-4">
        {clinic.locations.map((location) => (
          <li key={location.id} className="rounded-2xl bg-primary-50 p-4">
            <h3 className="flex items-center gap-2 font-semibold text-navy">
              <MapPinIcon size={18} className="shrink-0 text-primary" />
              {location.name}
            </h3>
            <p className="mt-1 flex items-center gap-2 text-sm text-muted">
              <PhoneIcon size={16} className="shrink-0 text-primary" />
              <span>
                <span className="sr-only">WhatsApp number: </span>
                {clinic.phone.display}
              </span>
            </p>
            <a
              href={clinic.whatsapp.chatUrl}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses("primary", "sm", "mt-3")}
            >
              <WhatsAppIcon size={18} />
              Chat Now<span className="sr-only"> with the {location.name} (opens WhatsApp in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </DialogButton>
  );
}
