"use client";

import { useCallback, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";
import { ModalDialog } from "./modal-dialog";

/**
 * A button that opens a modal dialog. The button's label and the dialog's content come from the
 * server, so a dialog of plain information adds only this small shell to the page's script.
 */
export function DialogButton({
  label,
  className,
  labelledBy,
  describedBy,
  closeLabel,
  children,
}: {
  label: ReactNode;
  className?: string;
  labelledBy: string;
  describedBy?: string;
  /** The dialog's close button, in the page's language. */
  closeLabel?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  const hydrated = useHydrated();

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} disabled={!hydrated} aria-haspopup="dialog" className={className}>
        {label}
      </button>
      <ModalDialog open={open} onClose={close} labelledBy={labelledBy} describedBy={describedBy} closeLabel={closeLabel}>
        {children}
      </ModalDialog>
    </>
  );
}
