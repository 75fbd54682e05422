import "server-only";

import { clinic } from "~/config/clinic";
import { TEST_PAYMENT_NOTE } from "~/config/payments";
import { env } from "~/env";
import { intlLocale, localePath, type Locale } from "~/i18n/locales";
import { translatorFor } from "~/i18n/translator";
import { beirutTime, CLINIC_TIME_ZONE, formatBeirutDateTime } from "~/lib/beirut-time";
import { formatPrice } from "~/lib/money";
import { footerLines, renderMail, type MailContent } from "./layout";

/**
 * What a parent's e-mail needs to speak their language (decision 032): the `email` catalogue,
 * dates and times of Beirut written as that language writes them, amounts, and the site's
 * addresses in that language (/ar/appointment/manage/…). English keeps the clinic's own formats
 * ("Tuesday 3 March 2026 at 15:30 (Beirut time)", "$45"). Staff's e-mails stay English and do not
 * use this.
 */
export type MailLanguage = Awaited<ReturnType<typeof mailLanguage>>;

/** The `email` catalogue's messages by key ("confirmation.subject"), with their arguments. */
export type MailTranslator = (key: string, values?: Record<string, string | number | Date>) => string;

export async function mailLanguage(locale: Locale) {
  // The catalogues are plain JSON, not typed per key: the keys are checked by the tests that render every e-mail.
  const t = (await translatorFor(locale, "email")) as unknown as MailTranslator;
  // French and Arabic as the pages write them (intlLocale: Levantine month names, Latin digits).
  const intl = locale === "en" ? null : intlLocale(locale);
  const dateTimeFormat = intl
    ? new Intl.DateTimeFormat(intl, { timeZone: CLINIC_TIME_ZONE, weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" })
    : null;
  const timeFormat = intl ? new Intl.DateTimeFormat(intl, { timeZone: CLINIC_TIME_ZONE, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }) : null;
  /** An amount in cents of `currency`, whole amounts without decimals ("45 $US", "‏45 US$"). */
  const price = (cents: number, currency: string = clinic.currency): string => {
    if (!intl) return formatPrice(cents);
    if (!Number.isFinite(cents) || cents <= 0) return t("values.free");
    const amount = new Intl.NumberFormat(intl, { style: "currency", currency, minimumFractionDigits: cents % 100 ? 2 : 0, maximumFractionDigits: 2 }).format(cents / 100);
    // Inside Arabic text an amount left as it is reads backwards ("US$ 40", "$US 40"): it is kept in
    // a left-to-right isolate, without Intl's right-to-left mark, so it reads "40 US$" as on the pages.
    return locale === "ar" ? `\u2066${amount.replace(/[\u200e\u200f\u061c]/g, "")}\u2069` : amount;
  };
  return {
    locale,
    t,
    /** A visit's day and time, Beirut time, with the zone said: the parent may be abroad. */
    dateTime(instant: Date): string {
      return dateTimeFormat ? t("format.dateTime", { date: dateTimeFormat.format(instant) }) : formatBeirutDateTime(instant);
    },
    /** HH:mm in Beirut. */
    time(instant: Date): string {
      return timeFormat ? timeFormat.format(instant) : beirutTime(instant);
    },
    price,
    /** The "Paid" line of a receipt: the amount, and plainly whether it was a test payment (run contract). */
    paidRow(amountCents: number, provider: string): [string, string] {
      const amount = price(amountCents);
      if (provider !== "simulated") return [t("labels.paid"), amount];
      return [t("labels.paid"), locale === "en" ? `${amount} — ${TEST_PAYMENT_NOTE}` : t("values.testPaid", { amount })];
    },
    /** The full address of a page of the site, in this language. */
    url(path: string): string {
      return `${env.PUBLIC_URL}${localePath(locale, path)}`;
    },
    /** The HTML and text parts, in this language and its direction, with the clinic's address in it. */
    render(content: MailContent): { html: string; text: string } {
      const footer =
        locale === "en"
          ? footerLines()
          : [clinic.name, ...clinic.locations.map((location) => t(`footer.${location.id}`)), `${clinic.phone.display} · ${clinic.email}`];
      return renderMail(content, { locale, footer });
    },
    /** Says which language the message is in, for mail clients and screen readers. */
    headers: { "Content-Language": locale } as Record<string, string>,
    /** The clinic's phone and e-mail, the last block of the parents' e-mails. */
    contactRows(): Array<[string, string]> {
      return [
        [t("labels.phoneWhatsapp"), clinic.phone.display],
        [t("labels.email"), clinic.email],
      ];
    },
  };
}
