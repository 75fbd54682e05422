import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

/**
 * The heading band of an inner page: one h1 and a short line under it.
 * Pages that are not built yet use it alone, with an honest "coming soon" note.
 */
export function PageIntro({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-cream py-14 sm:py-20">
      <Container className="max-w-3xl text-center">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance text-navy sm:text-4xl">
          {title}
        </h1>
        {children ? (
          <div className="mt-4 text-base text-pretty text-muted sm:text-lg">{children}</div>
        ) : null}
      </Container>
    </section>
  );
}
