import { clsx } from "clsx";
import { clinic } from "~/config/clinic";

// "Little Cedars" on the first line, the rest of the name ("Pediatrics") under it.
const nameRest = clinic.name.startsWith(clinic.shortName)
  ? clinic.name.slice(clinic.shortName.length).trim()
  : "";

/**
 * The mark plus the practice name. The image is decorative (alt="") because the name
 * is written next to it; if /icon.svg is missing the browser shows nothing, not a broken box.
 */
export function Logo({
  className,
  tone = "dark",
}: {
  className?: string;
  tone?: "dark" | "light";
}) {
  return (
    <span className={clsx("inline-flex items-center gap-2.5", className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- a tiny local SVG; next/image adds nothing */}
      <img src="/icon.svg" alt="" width={40} height={40} className="size-9 shrink-0 sm:size-10" />
      {/* The name is English on every page: read as English, spaced as Latin letters are. */}
      <span lang="en" className="flex flex-col leading-tight">
        <span
          className={clsx(
            "text-base font-bold tracking-tight sm:text-lg",
            tone === "dark" ? "text-navy" : "text-white",
          )}
        >
          {nameRest ? clinic.shortName : clinic.name}
        </span>
        {nameRest ? (
          <span
            className={clsx(
              "text-xs font-semibold tracking-widest uppercase",
              tone === "dark" ? "text-primary" : "text-teal-100",
            )}
          >
            {" "}
            {nameRest}
          </span>
        ) : null}
      </span>
    </span>
  );
}
