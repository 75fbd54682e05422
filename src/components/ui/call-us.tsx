import { clinic } from "~/config/clinic";

const linkClass = "font-semibold text-primary underline underline-offset-4 hover:text-primary-dark";

/** "call us at … or message us on WhatsApp", for the pages that are not open yet. */
export function CallUs() {
  return (
    <>
      call us at{" "}
      <a href={`tel:${clinic.phone.e164}`} className={linkClass}>
        {clinic.phone.display}
      </a>{" "}
      or{" "}
      <a href={clinic.whatsapp.chatUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
        message us on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </>
  );
}
