import type { ReactNode } from "react";

/** Heading and "coming soon" note of a dashboard page that is not built yet. */
export function DashboardPlaceholder({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-3xl bg-white p-6 shadow-sm sm:p-10">
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">{title}</h1>
      <div className="mt-3 text-muted">{children}</div>
    </section>
  );
}
