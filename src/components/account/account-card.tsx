import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Container } from "~/components/ui/container";

/** The frame of the login, register and forgot-password screens: one h1 and a white card. */
export function AccountCard({
  title,
  intro,
  footer,
  wide,
  children,
}: {
  title: string;
  intro?: ReactNode;
  /** Links to the other account screens, under the form. */
  footer?: ReactNode;
  /** The register form is two columns wide from the sm breakpoint. */
  wide?: boolean;
  children: ReactNode;
}) {
  const t = useTranslations("account");
  return (
    <section className="bg-cream py-8 sm:py-14">
      <Container className={clsx(wide ? "max-w-xl" : "max-w-md")}>
        <div className="rounded-3xl bg-white px-5 py-7 shadow-sm ring-1 ring-orange-100 sm:px-8 sm:py-9">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">{t("eyebrow")}</p>
          <h1 className="mt-1 text-2xl font-bold tracking-tight text-balance text-navy sm:text-3xl">{title}</h1>
          {intro ? <div className="mt-2 text-base text-pretty text-muted">{intro}</div> : null}
          <div className="mt-6">{children}</div>
          {footer ? (
            <div className="mt-6 border-t border-slate-200 pt-5 text-center text-sm text-muted">{footer}</div>
          ) : null}
        </div>
      </Container>
    </section>
  );
}

/** A text link between the account screens. */
export const accountLinkClasses =
  "font-semibold text-primary underline-offset-4 hover:text-primary-dark hover:underline";
