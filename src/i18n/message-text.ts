import { useTranslations } from "next-intl";

import { isMessageKey } from "./message-key";

export { isMessageKey, messageTextFor } from "./message-key";

/** In a client or server component: `const text = useMessageText(); text(error)` (see message-key.ts). */
export function useMessageText(): (message: string) => string {
  const t = useTranslations();
  return (message) => (isMessageKey(message) && t.has(message) ? t(message) : message);
}
