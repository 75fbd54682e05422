"use client";

import { buttonClasses } from "~/components/ui/button-classes";

/**
 * What a visitor sees when a page fails. The error itself is never shown: its message or
 * stack may carry internals. The digest is a reference the server logs carry too.
 */
/** The server-side reference of an error, if it has one; never its message. */
export function errorDigest(error: unknown): string | undefined {
  if (error && typeof error === "object" && "digest" in error && typeof error.digest === "string") {
    return error.digest;
  }
  return undefined;
}

export function ErrorPanel({ digest, onRetry }: { digest?: string; onRetry: () => void }) {
  return (
    <>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">Something went wrong</p>
      <h1 className="mt-2 text-2xl font-bold text-navy sm:text-3xl">
        Sorry, this page could not be loaded
      </h1>
      <p className="mt-3 text-muted">
        A problem on our side stopped this page from loading. Please try again in a moment.
      </p>
      {digest ? <p className="mt-3 text-xs text-muted">Reference: {digest}</p> : null}
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <button type="button" onClick={onRetry} className={buttonClasses("primary", "md")}>
          Try again
        </button>
        {/* A full page load on purpose: after an error it is the surest way back. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
        <a href="/" className={buttonClasses("secondary", "md")}>
          Go to the home page
        </a>
      </div>
    </>
  );
}
