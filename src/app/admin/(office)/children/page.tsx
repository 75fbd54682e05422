import type { Metadata } from "next";
import Link from "next/link";
import { BackOfficeRefusal } from "~/components/admin/back-office-refusal";
import { requireStaff } from "~/components/admin/require-staff";
import { callErrorOfServer } from "~/components/admin/server-call-error";
import { controlBorder, controlClasses, FieldLabel } from "~/components/appointments/form-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { api } from "~/trpc/server";

export const metadata: Metadata = { title: "Children" };

type SearchParams = Promise<{ q?: string | string[] }>;

/**
 * Finding a child: one box for the child's name or a parent's name, phone or e-mail; each result
 * names the child, its age today and its parents, and opens the child's page.
 */
export default async function ChildrenSearchPage({ searchParams }: { searchParams: SearchParams }) {
  await requireStaff();
  const raw = (await searchParams).q;
  const query = (Array.isArray(raw) ? raw[0] : raw)?.trim().slice(0, 100) ?? "";
  const results = query ? await api.admin.children.search({ query }).catch(callErrorOfServer) : [];
  if ("refused" in results) return <BackOfficeRefusal message={results.refused} />;
  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-bold text-navy">Children</h1>
      <form method="get" action="/admin/children" role="search" aria-label="Search children" className="flex flex-wrap items-end gap-2 rounded-2xl bg-white p-4 shadow-sm">
        <div className="min-w-0 flex-1 basis-60">
          <FieldLabel htmlFor="children-search">Child or parent</FieldLabel>
          <input
            id="children-search"
            name="q"
            type="search"
            defaultValue={query}
            maxLength={100}
            placeholder="Name, phone or e-mail"
            aria-describedby="children-search-hint"
            className={`${controlClasses} ${controlBorder(false)}`}
          />
          <p id="children-search-hint" className="mt-1 text-xs text-muted">
            The child&apos;s name, or a parent&apos;s name, phone or e-mail (at least 2 characters; the first 20 children found).
          </p>
        </div>
        <button type="submit" className={buttonClasses("primary", "md")}>
          Search
        </button>
      </form>
      {query ? (
        results.length === 0 ? (
          <p className="rounded-2xl bg-white p-4 text-muted shadow-sm">{query.length < 2 ? "Type at least 2 characters." : `No child found for “${query}”.`}</p>
        ) : (
          <ul className="flex flex-col gap-2" aria-label={`Children found for “${query}”`}>
            {results.map((child) => (
              <li key={child.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70">
                <p className="flex flex-wrap items-center gap-x-2 font-bold text-navy">
                  <Link href={`/admin/children/${child.id}`} className="inline-flex min-h-10 items-center text-primary-dark underline underline-offset-2">
                    {child.name}
                  </Link>
                  {child.age ? <span className="font-medium text-muted">{child.age}</span> : null}
                  {child.hasMedicalAlerts ? (
                    <span className="rounded-full bg-red-700 px-2 text-xs leading-5 font-bold text-white">
                      <span aria-hidden="true">! </span>Medical alert
                    </span>
                  ) : null}
                  {child.archived ? <span className="rounded-full bg-slate-200 px-2 text-xs leading-5 font-semibold text-slate-800">Archived</span> : null}
                </p>
                <p className="mt-1 text-sm break-words text-muted">
                  {child.adults.length === 0
                    ? "No parent account yet."
                    : child.adults.map((adult) => [adult.name || adult.email, adult.phone, adult.name ? adult.email : null].filter(Boolean).join(", ")).join(" · ")}
                </p>
              </li>
            ))}
          </ul>
        )
      ) : null}
    </div>
  );
}
