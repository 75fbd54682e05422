"use client";

import type { MouseEvent, ReactNode } from "react";

function saveBlob(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Spec §8: a failed download falls back to the file itself in a new tab, and is only logged. */
function openInNewTab(href: string) {
  const opened = window.open(href, "_blank");
  if (opened) opened.opener = null;
  // After an await the browser may no longer treat this as a click and block the new tab.
  else window.location.assign(href);
}

/**
 * The guide's Download button (spec §2, §7). It fetches the PDF and saves it. Without JavaScript,
 * or with a modifier key held, it is a plain download link.
 */
export function GuideDownloadLink({
  href,
  fileName,
  hrefLang,
  className,
  children,
}: {
  href: string;
  fileName: string;
  /** The language of the file, when it may differ from the page's. */
  hrefLang?: string;
  className?: string;
  children: ReactNode;
}) {
  async function onClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    try {
      const response = await fetch(href);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      saveBlob(await response.blob(), fileName);
    } catch (error) {
      console.error(`Guide download failed, opening ${href} instead:`, error);
      openInNewTab(href);
    }
  }

  return (
    <a href={href} download={fileName} hrefLang={hrefLang} onClick={onClick} className={className}>
      {children}
    </a>
  );
}
