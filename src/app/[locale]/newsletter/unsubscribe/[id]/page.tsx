import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { connection } from "next/server";

import { BrandFrame } from "~/components/layout/brand-frame";
import { buttonClasses } from "~/components/ui/button-classes";
import { findSubscriber, unsubscribeTokenValid } from "~/server/services/newsletter/subscribe-to-newsletter";
import { serverContext } from "~/trpc/server";

export const metadata: Metadata = { title: "Unsubscribe", robots: { index: false } };
// Per visitor and per request, whole: its answer (or 404) depends on the database.
export const instant = false;

/** A GET never unsubscribes (link scanners follow links); the button does. */
export default async function UnsubscribePage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: Promise<{ t?: string; done?: string }>;
}) {
  await connection();
  const { id } = await params;
  const { t, done } = await searchParams;
  if (!unsubscribeTokenValid(id, t ?? null)) notFound();
  const { db } = await serverContext();
  const subscriber = await findSubscriber(db, id);
  if (!subscriber) notFound();
  const unsubscribed = Boolean(subscriber.unsubscribedAt);

  return (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">{unsubscribed ? "You're unsubscribed" : "Unsubscribe from the newsletter"}</h1>
      {unsubscribed ? (
        <>
          <p className="mt-3 text-muted" role={done ? "status" : undefined}>
            {subscriber.email} will receive no more newsletters from us.
          </p>
          <Link href="/" className={`${buttonClasses("secondary", "md")} mt-8`}>
            Back to the home page
          </Link>
        </>
      ) : (
        <>
          <p className="mt-3 text-muted">Stop sending the newsletter to {subscriber.email}?</p>
          <form method="post" action={`/api/newsletter/unsubscribe/${id}?t=${encodeURIComponent(t ?? "")}&from=page`} className="mt-8">
            <button type="submit" className={buttonClasses("primary", "md")}>
              Unsubscribe
            </button>
          </form>
        </>
      )}
    </BrandFrame>
  );
}
