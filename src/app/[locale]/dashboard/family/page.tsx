import type { Metadata } from "next";
import { getLocale, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";

import { ChildEditor } from "~/components/family/child-editor";
import { ChildForm } from "~/components/family/child-form";
import { ConfirmAction } from "~/components/family/confirm-action";
import { InviteForm } from "~/components/family/invite-form";
import { siteFormatter } from "~/i18n/formatter";
import type { Locale } from "~/i18n/locales";
import { beirutDate } from "~/lib/calendar-date";
import { earliestDateOfBirth } from "~/lib/child-age";
import { api } from "~/trpc/server";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("family");
  return { title: t("meta.title"), robots: { index: false } };
}

/**
 * "My family" (decision 045): the parent's children with their age, what only their adults see
 * (the medical alerts), the adults of each, the invitation still open; forms to add and edit a
 * child, invite the other adult, and the changes that ask first (archive, leave, remove, withdraw).
 * Phone first: one column of cards, the forms full width.
 */
export default async function MyFamilyPage() {
  const [{ children }, t, locale] = await Promise.all([api.family.list(), getTranslations("family"), getLocale() as Promise<Locale>]);
  const today = beirutDate(new Date());
  const earliest = earliestDateOfBirth(today);
  const format = siteFormatter(locale);
  // A calendar date at noon UTC is the same day in Beirut.
  const longDate = (date: string | Date) =>
    format.dateTime(typeof date === "string" ? new Date(`${date}T12:00:00Z`) : date, { day: "numeric", month: "long", year: "numeric" });
  const ltr = (chunks: ReactNode) => <bdi dir="ltr">{chunks}</bdi>;

  return (
    <section aria-labelledby="family-title">
      <h1 id="family-title" className="text-2xl font-bold text-navy sm:text-3xl">
        {t("title")}
      </h1>
      <p className="mt-2 text-muted">{t("intro")}</p>

      <ul className="mt-6 flex flex-col gap-4" aria-label={t("childrenList")}>
        {children.map((child) => {
          const name = `${child.firstName} ${child.lastName}`;
          const other = child.adults.find((adult) => !adult.isMe);
          return (
            <li key={child.id} className="rounded-2xl bg-white p-4 shadow-sm sm:p-5" aria-labelledby={`child-${child.id}-name`}>
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h2 id={`child-${child.id}-name`} className="text-lg font-bold break-words text-navy">
                  {name}
                </h2>
                <p className="font-semibold text-primary-dark">{child.age ? t("age", child.age) : t("dateOfBirthMissing")}</p>
              </div>
              <p className="mt-1 text-sm text-muted">
                {[child.dateOfBirth ? t("bornOn", { date: longDate(child.dateOfBirth) }) : null, child.sex ? t(`sex.${child.sex}`) : null].filter(Boolean).join(" · ")}
              </p>
              {child.medicalAlerts ? (
                <div className="mt-3 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
                  <p className="font-semibold">{t("alerts")}</p>
                  <p className="mt-1 break-words whitespace-pre-line">{child.medicalAlerts}</p>
                </div>
              ) : (
                <p className="mt-3 text-sm text-muted">{t("noAlerts")}</p>
              )}

              <h3 className="mt-4 text-sm font-semibold tracking-wide text-navy uppercase">{t("adults")}</h3>
              <ul className="mt-2 flex flex-col gap-2">
                {child.adults.map((adult) => (
                  <li key={adult.id} className="flex flex-wrap items-center justify-between gap-2 text-sm">
                    <span className="min-w-0 break-words text-navy">
                      {adult.isMe ? t("you") : `${adult.firstName} ${adult.lastName}`.trim() || adult.email}
                      {!adult.isMe ? (
                        <span className="text-muted">
                          {" · "}
                          <bdi dir="ltr">{adult.email}</bdi>
                        </span>
                      ) : null}
                    </span>
                    {!adult.isMe && child.myRole === "inviting" ? (
                      <ConfirmAction action={{ kind: "remove", childId: child.id, adultId: adult.id }} names={{ name: child.firstName, adult: `${adult.firstName} ${adult.lastName}`.trim() || adult.email }} />
                    ) : null}
                  </li>
                ))}
              </ul>
              {child.pendingInvitation ? (
                <div className="mt-3 flex flex-wrap items-center justify-between gap-2 rounded-xl bg-cream p-3 text-sm text-navy">
                  <p className="min-w-0 break-words">{t.rich("pending", { email: child.pendingInvitation.email, date: longDate(child.pendingInvitation.expiresAt), ltr })}</p>
                  {child.myRole === "inviting" ? (
                    <ConfirmAction action={{ kind: "revoke", childId: child.id, invitationId: child.pendingInvitation.id }} names={{ name: child.firstName, email: child.pendingInvitation.email }} />
                  ) : null}
                </div>
              ) : null}
              {child.myRole === "inviting" && !other ? <InviteForm childId={child.id} childName={child.firstName} /> : null}

              <ChildEditor
                childId={child.id}
                today={today}
                earliest={earliest}
                initial={{ firstName: child.firstName, lastName: child.lastName, dateOfBirth: child.dateOfBirth ?? "", sex: child.sex ?? "", medicalAlerts: child.medicalAlerts ?? "" }}
              />
              <div className="mt-3 flex flex-wrap gap-2 border-t border-slate-100 pt-3">
                {other ? <ConfirmAction action={{ kind: "leave", childId: child.id }} names={{ name: child.firstName }} /> : null}
                <ConfirmAction action={{ kind: "archive", childId: child.id }} names={{ name: child.firstName }} />
              </div>
            </li>
          );
        })}
        {children.length === 0 ? <li className="rounded-2xl bg-white p-4 text-muted shadow-sm">{t("none")}</li> : null}
      </ul>

      <section aria-labelledby="add-child-title" className="mt-8 rounded-2xl bg-white p-4 shadow-sm sm:p-5">
        <h2 id="add-child-title" className="mb-4 text-lg font-bold text-navy">
          {t("form.addTitle")}
        </h2>
        <ChildForm today={today} earliest={earliest} />
      </section>
    </section>
  );
}
