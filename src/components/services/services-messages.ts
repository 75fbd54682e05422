import type { Messages } from "~/i18n/messages";

/**
 * The messages the services grid needs in the browser (it is a client component): only its own
 * words (services.grid), not the whole catalogue. For the NextIntlClientProvider around the grid.
 */
export function servicesGridMessages(messages: Messages): Messages {
  const services = (messages.services ?? {}) as Messages;
  return { services: { grid: services.grid ?? {} } };
}
