import type { ReactNode } from "react";
import { clinic } from "~/config/clinic";

const linkClass = "font-semibold text-primary underline underline-offset-4 hover:text-primary-dark";

/**
 * The tags of a "call us at <tel>{phone}</tel> or <whatsapp>message us on WhatsApp</whatsapp>"
 * message: the clinic's number (left to right in any language) and its WhatsApp chat, which opens
 * in a new tab (`newTab` says so to screen readers).
 */
export function callUsTags(newTab: string) {
  return {
    phone: clinic.phone.display,
    tel: (chunks: ReactNode) => (
      <a href={`tel:${clinic.phone.e164}`} className={linkClass}>
        <bdi dir="ltr">{chunks}</bdi>
      </a>
    ),
    whatsapp: (chunks: ReactNode) => (
      <a href={clinic.whatsapp.chatUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
        {chunks}
        <span className="sr-only"> {newTab}</span>
      </a>
    ),
  };
}
