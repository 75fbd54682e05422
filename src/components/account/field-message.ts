import { useMessageText } from "~/i18n/message-text";
import englishValidation from "~/i18n/messages/en/validation.json";

const SHARED_PREFIX = "validation.";

function englishShared(key: string): string | undefined {
  const text: unknown = (englishValidation as Record<string, unknown>)[key.slice(SHARED_PREFIX.length)];
  return typeof text === "string" ? text : undefined;
}

/**
 * A form's message in the page's language: a catalogue key ("validation.emailRequired") becomes
 * its text, anything else (a server's words) is shown as it is. The back-office is English and
 * gives its client components no form catalogue, yet reuses the shared schemas (e-mail, code): a
 * shared key its provider lacks shows the English text, never the key.
 */
export function useFieldMessage(): (message: string | null | undefined) => string | undefined {
  const text = useMessageText();
  return (message) => {
    if (!message) return undefined;
    const shown = text(message);
    if (shown !== message || !message.startsWith(SHARED_PREFIX)) return shown;
    return englishShared(message) ?? message;
  };
}
