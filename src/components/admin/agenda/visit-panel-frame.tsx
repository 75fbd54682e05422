"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, type ReactNode } from "react";

/**
 * The frame of the visit panel: a side panel (a non-modal dialog; the agenda stays usable beside
 * it) that takes the focus when it opens, closes on Escape by going to the agenda's address
 * without the visit, and gives the focus back to the visit's block when it closes. Before its
 * script runs it is already there with its Close link: the page's address opened it.
 */
export function VisitPanelFrame({ closeHref, labelledBy, blockId, children }: { closeHref: string; labelledBy: string; blockId: string; children: ReactNode }) {
  const router = useRouter();
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
    return () => {
      // Closed, or another visit opened: back to the block, unless focus has gone somewhere on purpose.
      const block = document.getElementById(blockId);
      if (block && (document.activeElement === document.body || document.activeElement === null)) block.focus({ preventScroll: true });
    };
  }, [blockId]);

  return (
    <div
      ref={ref}
      role="dialog"
      aria-labelledby={labelledBy}
      tabIndex={-1}
      onKeyDown={(event) => {
        // Escape in a dialog opened from the panel (Cancel, Move) closes that dialog only.
        if (event.key !== "Escape" || (event.target instanceof Element && event.target.closest("dialog"))) return;
        event.preventDefault();
        router.push(closeHref, { scroll: false });
      }}
      className="fixed inset-y-0 end-0 z-40 flex w-full max-w-md flex-col overflow-y-auto border-s border-slate-200 bg-white shadow-2xl focus:outline-none sm:w-[26rem]"
    >
      {children}
    </div>
  );
}
