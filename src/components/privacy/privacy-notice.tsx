import { getLocale, getTranslations } from "next-intl/server";

import { SiteLink } from "~/components/layout/site-link";
import { Container } from "~/components/ui/container";
import { PageIntro } from "~/components/ui/page-intro";
import { clinic } from "~/config/clinic";
import { CURRENT_NOTICE_VERSION, noticeMessageKey, NOTICE_RETENTION, PRIVACY_NOTICE_VERSIONS, type NoticeVersion } from "~/config/privacy-notice";
import { intlLocale, type Locale } from "~/i18n/locales";

type Section = { title: string; body: string[] };

/** The notice's words are plain text with {placeholders} for the clinic's details and the periods. */
function fill(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

export function formatNoticeDate(date: string, locale: Locale): string {
  return new Intl.DateTimeFormat(intlLocale(locale), { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));
}

/** The path of a version's page: the current one is /privacy, each earlier one /privacy/<version>. */
export function noticePath(version: NoticeVersion): string {
  return version === CURRENT_NOTICE_VERSION ? "/privacy" : `/privacy/${version}`;
}

const linkClass = "font-semibold text-primary-dark underline underline-offset-4";

/**
 * One version of the privacy notice (decision 049), in the page's language: its sections, its date,
 * whether it is the current one, and every version's page. Static: the words are the catalogue's.
 */
export async function PrivacyNotice({ version }: { version: NoticeVersion }) {
  const locale = (await getLocale()) as Locale;
  const t = await getTranslations("privacy");
  const index = PRIVACY_NOTICE_VERSIONS.findIndex((entry) => entry.version === version);
  const entry = PRIVACY_NOTICE_VERSIONS[index]!;
  const replacedBy = index > 0 ? PRIVACY_NOTICE_VERSIONS[index - 1] : undefined;
  const sections = t.raw(`versions.${noticeMessageKey(version)}`) as Record<string, Section>;
  const values = { clinic: clinic.name, doctor: clinic.doctor.name, email: clinic.email, phone: clinic.phone.display, ...NOTICE_RETENTION };

  return (
    <>
      <PageIntro eyebrow={t("page.eyebrow")} title={t("page.title")}>
        <p>{t("page.version", { date: formatNoticeDate(entry.date, locale) })}</p>
      </PageIntro>
      <section className="py-12 sm:py-16">
        <Container className="max-w-3xl">
          {replacedBy ? (
            <p role="note" className="mb-8 rounded-2xl bg-cream p-4 text-navy ring-1 ring-orange-100">
              {t("page.older", { date: formatNoticeDate(replacedBy.date, locale) })}{" "}
              <SiteLink href="/privacy" className={linkClass}>
                {t("page.readCurrent")}
              </SiteLink>
            </p>
          ) : (
            <p className="mb-8 text-muted">{t("page.current")}</p>
          )}
          <nav aria-labelledby="notice-contents" className="mb-10 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200/70">
            <h2 id="notice-contents" className="font-semibold text-navy">
              {t("page.contents")}
            </h2>
            <ol className="mt-2 list-decimal space-y-1 ps-6">
              {Object.entries(sections).map(([key, section]) => (
                <li key={key}>
                  <a href={`#${key}`} className={linkClass}>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
          <div className="space-y-10">
            {Object.entries(sections).map(([key, section]) => (
              <section key={key} aria-labelledby={key}>
                <h2 id={key} className="scroll-mt-24 text-2xl font-bold tracking-tight text-navy">
                  {section.title}
                </h2>
                <SectionBody lines={section.body.map((line) => fill(line, values))} />
              </section>
            ))}
          </div>
          <nav aria-labelledby="notice-versions" className="mt-12 border-t border-slate-200 pt-8">
            <h2 id="notice-versions" className="text-xl font-bold text-navy">
              {t("page.versionsTitle")}
            </h2>
            <ul className="mt-3 space-y-1">
              {PRIVACY_NOTICE_VERSIONS.map((other) => (
                <li key={other.version}>
                  <SiteLink href={noticePath(other.version)} aria-current={other.version === version ? "page" : undefined} className={linkClass}>
                    {t("page.versionItem", { date: formatNoticeDate(other.date, locale) })}
                  </SiteLink>
                  {other.version === CURRENT_NOTICE_VERSION ? <span className="text-muted"> {t("page.currentMark")}</span> : null}
                </li>
              ))}
            </ul>
          </nav>
        </Container>
      </section>
    </>
  );
}

/** Paragraphs, and runs of "- " lines as one list. */
function SectionBody({ lines }: { lines: string[] }) {
  const blocks: Array<{ kind: "p"; text: string } | { kind: "ul"; items: string[] }> = [];
  for (const line of lines) {
    if (line.startsWith("- ")) {
      const last = blocks.at(-1);
      if (last?.kind === "ul") last.items.push(line.slice(2));
      else blocks.push({ kind: "ul", items: [line.slice(2)] });
    } else blocks.push({ kind: "p", text: line });
  }
  return (
    <div className="mt-4 space-y-4 text-navy">
      {blocks.map((block, i) =>
        block.kind === "p" ? (
          <p key={i}>{block.text}</p>
        ) : (
          <ul key={i} className="list-disc space-y-2 ps-6 marker:text-primary">
            {block.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ),
      )}
    </div>
  );
}
