import { NextIntlClientProvider, useMessages } from "next-intl";
import type { Messages } from "~/i18n/messages";
import { NewsletterFormClient } from "./newsletter-form-client";

/** The form's words in the browser: home.newsletter without the unsubscribe page's. */
function formMessages(messages: Messages): Messages {
  const home = (messages.home ?? {}) as Messages;
  const { unsubscribe: _unsubscribe, ...newsletter } = (home.newsletter ?? {}) as Messages;
  return { home: { newsletter } };
}

/**
 * The newsletter sign-up (footer, welcome popup), in the page's language. Its labels, toasts and
 * the validation messages the server may answer with (catalogue keys) travel with the form, on
 * every page it is on, whichever messages that page's other client components get.
 */
export function NewsletterForm(props: {
  /** Where the form sits (footer, popup …), stored with the subscription. */
  source: string;
  /** "dark" when the form sits on a dark band (the footer). */
  tone?: "dark" | "light";
  className?: string;
}) {
  const messages = useMessages();
  return (
    <NextIntlClientProvider messages={formMessages(messages)}>
      <NewsletterFormClient {...props} />
    </NextIntlClientProvider>
  );
}
