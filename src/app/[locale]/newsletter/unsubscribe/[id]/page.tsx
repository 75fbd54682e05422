import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { connection } from "next/server";
import type { ReactNode } from "react";

import { BrandFrame } from "~/components/layout/brand-frame";
import { SiteLink } from "~/components/layout/site-link";
import { buttonClasses } from "~/components/ui/button-classes";
import { findSubscriber, unsubscribeTokenValid } from "~/server/services/newsletter/subscribe-to-newsletter";
import { serverContext } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("home.newsletter.unsubscribe");
  return { title: t("metaTitle"), robots: { index: false } };
}
// Per visitor and per request, whole: its answer (or 404) depends on the database.
export const instant = false;

/** An e-mail address inside a sentence keeps its left-to-right order on Arabic pages. */
const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

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
  const { t: token, done } = await searchParams;
  if (!unsubscribeTokenValid(id, token ?? null)) notFound();
  const { db } = await serverContext();
  const subscriber = await findSubscriber(db, id);
  if (!subscriber) notFound();
  const unsubscribed = Boolean(subscriber.unsubscribedAt);
  const t = await getTranslations("home.newsletter.unsubscribe");

  return (
    <BrandFrame>
      <h1 className="text-2xl font-bold text-navy sm:text-3xl">{unsubscribed ? t("doneTitle") : t("title")}</h1>
      {unsubscribed ? (
        <>
          <p className="mt-3 text-muted" role={done ? "status" : undefined}>
            {t.rich("done", { email: subscriber.email, ltr })}
          </p>
          <SiteLink href="/" className={`${buttonClasses("secondary", "md")} mt-8`}>
            {t("home")}
          </SiteLink>
        </>
      ) : (
        <>
          <p className="mt-3 text-muted">{t.rich("confirm", { email: subscriber.email, ltr })}</p>
          <form method="post" action={`/api/newsletter/unsubscribe/${id}?t=${encodeURIComponent(token ?? "")}&from=page`} className="mt-8">
            <button type="submit" className={buttonClasses("primary", "md")}>
              {t("button")}
            </button>
          </form>
        </>
      )}
    </BrandFrame>
  );
}
