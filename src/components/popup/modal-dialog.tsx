"use client";

import { clsx } from "clsx";
import { useEffect, useRef, type KeyboardEvent, type ReactNode } from "react";
import { CloseIcon } from "~/components/icons/social-icons";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert, puts the dialog in
 * the top layer and closes it on Escape. On top of that, Tab wraps around inside the dialog, a
 * click on the backdrop closes it, and focus goes back to where it was when the dialog opened.
 * The content is only rendered while open; following a link inside closes it.
 */
export function ModalDialog({
  open,
  onClose,
  labelledBy,
  describedBy,
  closeLabel = "Close",
  className,
  children,
}: {
  open: boolean;
  onClose: () => void;
  labelledBy: string;
  describedBy?: string;
  closeLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const onCloseRef = useRef(onClose);

  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnFocusTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // "close" fires however the dialog closed: Escape, the close button, a backdrop click.
    const onNativeClose = () => {
      onCloseRef.current();
      const target = returnFocusTo.current;
      returnFocusTo.current = null;
      if (target?.isConnected) target.focus();
    };
    dialog.addEventListener("close", onNativeClose);
    return () => dialog.removeEventListener("close", onNativeClose);
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== "Tab") return;
    const focusable = Array.from(event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={ref}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // The dialog element itself is only hit outside the panel: on the backdrop. A link may
        // lead to another page of the app, which must not open under a modal left behind.
        const onLink = event.target instanceof Element && event.target.closest('a[href]:not([target="_blank"])');
        if (event.target === event.currentTarget || onLink) ref.current?.close();
      }}
      className={clsx(
        "m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-visible bg-transparent p-0 backdrop:bg-navy/60 backdrop:backdrop-blur-sm",
        className,
      )}
    >
      {open ? (
        <div className="relative max-h-[calc(100dvh-2rem)] overflow-y-auto rounded-3xl bg-white p-6 text-navy shadow-2xl sm:p-8">
          <button
            type="button"
            onClick={() => ref.current?.close()}
            className="absolute end-3 top-3 inline-flex size-11 items-center justify-center rounded-full text-navy hover:bg-cream"
          >
            <CloseIcon size={22} />
            <span className="sr-only">{closeLabel}</span>
          </button>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
