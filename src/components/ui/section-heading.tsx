import { clsx } from "clsx";
import type { ReactNode } from "react";

/** Eyebrow + h2 + optional lead paragraph, used by every home section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "center",
}: {
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  align?: "center" | "left";
}) {
  return (
    <div className={clsx("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-balance text-navy sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-base text-pretty text-muted sm:text-lg">{children}</p> : null}
    </div>
  );
}
