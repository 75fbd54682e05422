import { clsx } from "clsx";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CheckIcon, ClockIcon, CloseIcon } from "~/components/icons/social-icons";
import { buttonClasses } from "~/components/ui/button-classes";
import { Link } from "~/i18n/navigation";

type Action = { href: string; label: string };

const tones = {
  success: { icon: CheckIcon, ring: "bg-primary-50 text-primary" },
  failure: { icon: CloseIcon, ring: "bg-accent-50 text-red-700" },
  pending: { icon: ClockIcon, ring: "bg-amber-50 text-amber-800" },
} as const;

function isAction(value: unknown): value is Action {
  return typeof value === "object" && value !== null && "href" in value && "label" in value;
}

/** The body of a payment result page; used inside BrandFrame. Its links keep the page's language. */
export function PaymentResult({
  kind,
  title,
  message,
  primary,
  secondary,
  children,
}: {
  kind: keyof typeof tones;
  title: string;
  message: string;
  /** A link, or a control of its own (a form's button). */
  primary?: Action | ReactNode;
  secondary?: Action;
  children?: ReactNode;
}) {
  const { icon: Icon, ring } = tones[kind];
  return (
    <>
      <div className={clsx("mx-auto flex size-16 items-center justify-center rounded-full", ring)}>
        <Icon size={32} />
      </div>
      <h1 className="mt-6 text-2xl font-bold text-navy sm:text-3xl">{title}</h1>
      <p className="mt-3 text-muted">{message}</p>
      {children}
      {primary || secondary ? (
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          {isAction(primary) ? (
            <Link href={primary.href} className={buttonClasses("primary", "md")}>
              {primary.label}
            </Link>
          ) : (
            primary
          )}
          {secondary ? (
            <Link href={secondary.href} className={buttonClasses("secondary", "md")}>
              {secondary.label}
            </Link>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/** The order a result page is about: its id and, when known, its status. */
export function OrderDetails({ orderId, status }: { orderId: string; status?: ReactNode }) {
  const t = useTranslations("status.order");
  return (
    <dl className="mx-auto mt-6 grid max-w-sm grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-2xl bg-cream p-4 text-start text-sm">
      <dt className="font-semibold text-navy">{t("id")}</dt>
      <dd className="font-mono break-all text-navy" data-testid="order-id">
        <bdi dir="ltr">{orderId}</bdi>
      </dd>
      {status !== undefined ? (
        <>
          <dt className="font-semibold text-navy">{t("status")}</dt>
          <dd className="text-navy" data-testid="order-status">
            {status}
          </dd>
        </>
      ) : null}
    </dl>
  );
}
