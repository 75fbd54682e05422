"use client";

import { useEffect } from "react";
import { isLocale, type Locale } from "~/i18n/locales";
import { loadTRPCClient } from "~/trpc/load-client";
import { hasStoredEntry, mergeStoredUser, setStoredUser, storedUserVersion, useStoredUser, type StoredUser } from "./session-store";

/**
 * Keeps local storage's `user` in step with the server session (spec §4). Given the user the
 * server already knows (the dashboard), it stores that. Otherwise, when a user is stored, it asks
 * `users.me` (through the tRPC client, loaded then) and merges the answer, or removes the entry
 * when the server has no session; it asks again whenever the stored user changes. A failed request
 * keeps the entry: the cookie, not this copy, is the session, and a flaky network should not look
 * like a logout.
 *
 * It also keeps the account's language: when the server's profile names another language than
 * the page's, the page's becomes the account's (the parent switched language), so e-mails sent
 * outside a booking, and bookings staff make for the parent, use it.
 */
export function SessionSync({ serverUser }: { serverUser?: KnownUser | null }) {
  const storedId = useStoredUser()?.id ?? null;
  const serverKey = serverUser === undefined ? undefined : JSON.stringify(serverUser);

  // Only when the server's answer changes: after a logout the layout is still mounted for a
  // moment, and writing the user back then would undo the logout.
  useEffect(() => {
    if (serverKey === undefined) return;
    const known = JSON.parse(serverKey) as KnownUser | null;
    if (known) {
      mergeStoredUser(known);
      keepAccountLanguage(known);
    } else setStoredUser(null);
  }, [serverKey]);

  useEffect(() => {
    if (serverKey !== undefined || !hasStoredEntry()) return;
    let cancelled = false;
    const startedAt = storedUserVersion();
    fetchMe().then(
      (me) => {
        // A login or logout while the answer was on its way is newer than the answer.
        if (cancelled || storedUserVersion() !== startedAt) return;
        if (me) {
          mergeStoredUser(me);
          keepAccountLanguage(me);
        } else setStoredUser(null);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [storedId, serverKey]);

  return null;
}

/** The profile as the server answers it: the stored part, and the account's language. */
type KnownUser = StoredUser & { locale: Locale };

/** The signed-in user, or null when the server has no session. */
async function fetchMe(): Promise<KnownUser | null> {
  const client = await loadTRPCClient();
  return client.users.me.query();
}

/** Tells the server the page's language when the account has another one (fire and forget). */
function keepAccountLanguage(user: KnownUser): void {
  const pageLocale = document.documentElement.lang;
  if (!isLocale(pageLocale) || pageLocale === user.locale) return;
  void loadTRPCClient()
    .then((client) => client.users.rememberLanguage.mutate({ locale: pageLocale }))
    // A lost update is harmless: the next page load tries again.
    .catch(() => undefined);
}
