"use client";

import Link from "next/link";
import { useCallback, useEffect, useId, useState } from "react";
import { CheckIcon, SocialIcon } from "~/components/icons/social-icons";
import { NewsletterForm } from "~/components/newsletter/newsletter-form";
import { clinic } from "~/config/clinic";
import { ModalDialog } from "./modal-dialog";

/** Spec §9: the popup waits 3000 ms; spec §4: the flag lives in local storage as 'popupShown'. */
export const POPUP_DELAY_MS = 3000;
export const POPUP_STORAGE_KEY = "popupShown";

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

/** The welcome popup of the home page: once per browser, 3 s after the first visit (spec §2, §4). */
export function WelcomePopup() {
  const [open, setOpen] = useState(false);
  const titleId = useId();
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
    <ModalDialog open={open} onClose={close} labelledBy={titleId} closeLabel="Close welcome message">
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">
        Caring for families since {clinic.foundedYear}
      </p>
      <h2 id={titleId} className="mt-1 pr-10 text-2xl font-bold text-navy">
        Welcome to {clinic.name}
      </h2>
      <p className="mt-3 text-muted">
        {clinic.tagline}, in {clinic.locations.map((l) => l.city).join(" and ")}.
      </p>
      <ul className="mt-4 flex flex-wrap gap-2 text-sm font-semibold text-primary">
        {["Board-Certified", "Same-Day Visits", `Founded ${clinic.foundedYear}`].map((badge) => (
          <li key={badge} className="inline-flex items-center gap-1.5 rounded-full bg-primary-50 px-3 py-1">
            <CheckIcon size={14} />
            {badge}
          </li>
        ))}
      </ul>
      <p className="mt-6 text-sm text-muted">Parenting tips and clinic news, about once a month.</p>
      <NewsletterForm source="popup" tone="light" className="mt-2" />
      <div className="mt-6 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-5">
        <ul aria-label="Follow us" className="flex flex-wrap gap-1.5">
          {clinic.social.map((link) => (
            <li key={link.network}>
              <a
                href={link.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${clinic.name} on ${link.network} (opens in a new tab)`}
                className="inline-flex size-10 items-center justify-center rounded-full bg-primary-50 text-primary transition-colors hover:bg-primary hover:text-white"
              >
                <SocialIcon network={link.network} size={18} />
              </a>
            </li>
          ))}
        </ul>
        <Link
          href="/appointment"
          onClick={close}
          className="font-semibold text-primary underline-offset-4 hover:underline"
        >
          Book an appointment <span aria-hidden="true">→</span>
        </Link>
      </div>
    </ModalDialog>
  );
}
