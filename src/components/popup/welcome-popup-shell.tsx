"use client";

import { useCallback, useEffect, useState, type ReactNode } from "react";
import { ModalDialog } from "./modal-dialog";

/** Spec §9: the popup waits 3000 ms; spec §4: the flag lives in local storage as 'popupShown'. */
const POPUP_DELAY_MS = 3000;
const POPUP_STORAGE_KEY = "popupShown";

function alreadyShown(): boolean {
  try {
    return window.localStorage.getItem(POPUP_STORAGE_KEY) !== null;
  } catch {
    // Storage is blocked: the flag could never be kept, so never show the popup at all.
    return true;
  }
}

function markShown() {
  try {
    window.localStorage.setItem(POPUP_STORAGE_KEY, "true");
  } catch {
    // Nothing to do: alreadyShown() treats blocked storage as shown.
  }
}

/**
 * The welcome popup's behaviour (spec §2, §4): once per browser, 3 s after the first visit. Its
 * content is rendered on the server and passed in, so it adds no script of its own.
 */
export function WelcomePopupShell({ titleId, closeLabel, children }: { titleId: string; closeLabel: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (alreadyShown()) return;
    const timer = window.setTimeout(() => {
      markShown();
      setOpen(true);
    }, POPUP_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <ModalDialog open={open} onClose={close} labelledBy={titleId} closeLabel={closeLabel}>
      {children}
    </ModalDialog>
  );
}
