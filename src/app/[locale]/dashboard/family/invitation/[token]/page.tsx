import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { ConfirmEmailForm } from "~/components/dashboard/confirm-email-form";
import { LogoutButton } from "~/components/dashboard/logout-button";
import { AcceptInvitation } from "~/components/family/accept-invitation";
import { buttonClasses } from "~/components/ui/button-classes";
import { siteFormatter } from "~/i18n/formatter";
import type { Locale } from "~/i18n/locales";
import { Link } from "~/i18n/navigation";
import { ZInvitationToken } from "~/schemas/family";
import { api } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("family.invitation");
  return { title: t("meta.title"), robots: { index: false }, referrer: "no-referrer" };
}

/**
 * The invitation's link (decision 045), opened signed in (the dashboard's guard sends a visitor to
 * log in and back here): who invites, for which child, and — for the account whose proved address
 * is the invited one — the Accept button. Another account is told to sign in with that address;
 * an address not yet proved is proved here with a code.
 */
export default async function InvitationPage({ params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const [t, locale, me] = await Promise.all([getTranslations("family.invitation"), getLocale() as Promise<Locale>, api.users.me()]);
  const parsed = ZInvitationToken.safeParse({ token });
  const invitation = parsed.success ? await api.family.invitation(parsed.data).catch(() => null) : null;
  const toFamily = (
    <Link href="/dashboard/family" className={buttonClasses("secondary", "md", "mt-6")}>
      {t("toFamily")}
    </Link>
  );
  if (!invitation) {
    return (
      <section className="rounded-2xl bg-white p-5 shadow-sm">
        <h1 className="text-2xl font-bold text-navy">{t("meta.title")}</h1>
        <p className="mt-3 text-navy">{t("invalid")}</p>
        {toFamily}
      </section>
    );
  }
  const inviter = `${invitation.inviterFirstName} ${invitation.inviterLastName}`.trim();
  const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;
  const date = siteFormatter(locale).dateTime(invitation.expiresAt, { day: "numeric", month: "long", year: "numeric" });

  return (
    <section aria-labelledby="invitation-title" className="rounded-2xl bg-white p-5 shadow-sm">
      <h1 id="invitation-title" className="text-2xl font-bold text-navy sm:text-3xl">
        {t("title", { child: invitation.childFirstName })}
      </h1>
      <p className="mt-3 text-navy">{t("from", { inviter, child: invitation.childFirstName })}</p>
      <p className="mt-2 text-sm text-muted">{t.rich("sentTo", { email: invitation.maskedEmail, date, ltr })}</p>
      {invitation.state === "open" ? <AcceptInvitation token={token} /> : null}
      {invitation.state === "wrongAccount" ? (
        <div role="status" className="mt-6 rounded-xl bg-amber-50 p-4 text-navy ring-1 ring-amber-200">
          <p>{t.rich("wrongAccount", { email: invitation.maskedEmail, ltr })}</p>
          <div className="mt-3 max-w-48 list-none">
            <LogoutButton />
          </div>
        </div>
      ) : null}
      {invitation.state === "unverified" && me ? (
        <div className="mt-6">
          <p className="text-navy">{t("unverified")}</p>
          <ConfirmEmailForm email={me.email} />
        </div>
      ) : null}
      {invitation.state === "accepted" ? (
        <>
          <p role="status" className="mt-6 text-navy">
            {t("accepted")}
          </p>
          {toFamily}
        </>
      ) : null}
      {invitation.state === "closed" ? (
        <p role="status" className="mt-6 text-navy">
          {t("closed", { inviter })}
        </p>
      ) : null}
    </section>
  );
}
