"use client";

import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useState } from "react";

import { useStoredUser } from "~/components/account/session-store";
import { buttonClasses } from "~/components/ui/button-classes";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { waitlistPolicy } from "~/config/visit-policy";
import type { Locale } from "~/i18n/locales";
import { useMessageText } from "~/i18n/message-text";
import { ZJoinWaitlist } from "~/schemas/appointments";
import { callErrorOf } from "~/trpc/app-error";
import { loadTRPCClient } from "~/trpc/load-client";
import { beirutDate } from "~/lib/calendar-date";
import { fetchMyChildren } from "./booking-api";
import { formatLongDate } from "./calendar-dates";
import { ANOTHER_CHILD, ChildChoice, type BookableChild } from "./child-choice";
import { controlBorder, controlClasses, describedBy, FieldError, FieldHint, FieldLabel } from "./form-field";
import { PhoneField, usePhoneFieldTexts } from "./phone-field";

const FIELDS = ["date", "name", "dateOfBirth", "email", "phoneNumber"] as const;
type Field = (typeof FIELDS)[number];

function warmUp() {
  void loadTRPCClient().catch(() => undefined);
}

/** A signed-in parent's children, asked for once the page runs (the server's form is a guest's). */
function useMyChildren(): BookableChild[] {
  const stored = useStoredUser();
  const parentId = stored?.role === "parent" ? stored.id : null;
  const [answer, setAnswer] = useState<{ parentId: string; kids: BookableChild[] } | null>(null);
  useEffect(() => {
    if (!parentId) return;
    let cancelled = false;
    fetchMyChildren().then(
      (kids) => {
        if (!cancelled) setAnswer({ parentId, kids });
      },
      // Without them the form is a guest's: the name and date of birth.
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [parentId]);
  return parentId && answer?.parentId === parentId ? answer.kids : [];
}

/**
 * A place on a full day's waiting list (decision 029), which counts once the e-mailed link confirms
 * it (decision 037) unless the signed-in parent's account proved the address. The fields are checked with the schema the
 * server checks with; the server's per-field answers land under the same fields. Filled before the
 * page's scripts run, it is sent as typed (useFormAction).
 */
export function WaitlistForm({ days, initialDate }: { days: string[]; initialDate: string | null }) {
  const t = useTranslations("booking.waitlist");
  const tf = useTranslations("booking.form");
  const locale = useLocale() as Locale;
  const phoneTexts = usePhoneFieldTexts();
  const text = useMessageText();
  const base = useId();
  const id = (name: string) => `${base}-${name}`;
  const kids = useMyChildren();
  const [picked, setPicked] = useState<string | undefined>(undefined);
  const [day, setDay] = useState(initialDate ?? "");
  const form = useFormAction({
    initial: { date: initialDate ?? "", name: "", dateOfBirth: "", child: "", email: "", phoneNumber: "", place: "" },
    read: (data) => ({
      date: textOf(data, "date"),
      name: textOf(data, "name"),
      dateOfBirth: textOf(data, "dateOfBirth"),
      child: textOf(data, "child"),
      email: textOf(data, "email"),
      phoneNumber: textOf(data, "phone"),
      place: "",
    }),
    submit: async (values) => {
      // The place is for one of the account's children (decision 054), or the child named here.
      const kid = kids.find((k) => k.id === values.child);
      const forChild = kid ? { childId: kid.id, name: `${kid.firstName} ${kid.lastName}`.trim() } : values.dateOfBirth ? { dateOfBirth: values.dateOfBirth } : {};
      const checked = ZJoinWaitlist.safeParse({ date: values.date, name: values.name, email: values.email, phoneNumber: values.phoneNumber, ...forChild });
      if (!checked.success) {
        const errors: Record<string, string> = {};
        for (const issue of checked.error.issues) {
          const field = String(issue.path[0]);
          errors[field] ??= issue.message;
        }
        return { errors };
      }
      try {
        const client = await loadTRPCClient();
        const joined = await client.appointments.joinWaitlist.mutate(checked.data);
        // Kept with what was sent, for the answer to say; no place until the address is confirmed.
        values.place = joined.confirmed ? String(joined.place) : "";
        return { done: true };
      } catch (error) {
        const { code, message, fields } = callErrorOf(error);
        if (code === "BAD_REQUEST" && Object.keys(fields).length) return { errors: fields };
        return { errors: { form: (code === "BAD_REQUEST" || code === "TOO_MANY_REQUESTS") && message ? message : t("form.unexpected") } };
      }
    },
    onErrors: (errors) => {
      const first = FIELDS.find((field) => errors[field]);
      // The phone library's <input> carries our id; the others too.
      if (first) document.getElementById(id(first === "phoneNumber" ? "phone" : first))?.focus();
    },
  });
  const { errors, values } = form;

  if (form.done && !values.place) {
    return (
      <div role="status" className="mt-6 rounded-2xl bg-cream p-4 text-navy ring-1 ring-orange-100">
        <p className="font-semibold">{t("joined.checkTitle")}</p>
        <p className="mt-2">
          {t.rich("joined.checkEmail", {
            email: values.email,
            hours: waitlistPolicy.confirmHours,
            date: formatLongDate(values.date, locale),
            mail: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
          })}
        </p>
      </div>
    );
  }

  if (form.done) {
    return (
      <div role="status" className="mt-6 rounded-2xl bg-emerald-50 p-4 text-navy ring-1 ring-emerald-200">
        <p className="font-semibold">{t("joined.title", { date: formatLongDate(values.date, locale) })}</p>
        <p className="mt-2">
          {values.place === "1" ? t("joined.first") : t("joined.place", { place: Number(values.place) })}{" "}
          {t.rich("joined.link", {
            email: values.email,
            minutes: waitlistPolicy.holdMinutes,
            // An e-mail address reads left to right, whatever the sentence around it.
            mail: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
          })}
        </p>
      </div>
    );
  }

  const error = (field: Field) => errors[field];
  const choice = kids.length === 0 ? ANOTHER_CHILD : (picked ?? values.child ?? "") || kids[0]!.id;
  const chosenKid = kids.find((kid) => kid.id === choice);
  return (
    <form action={form.formAction} noValidate aria-label={t("form.label")} aria-busy={form.pending} className="mt-6 flex flex-col gap-5 text-start">
      {errors.form ? (
        <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
          {text(errors.form)}
        </p>
      ) : null}
      <div>
        <FieldLabel htmlFor={id("date")}>{t("form.day")}</FieldLabel>
        <select
          id={id("date")}
          name="date"
          required
          defaultValue={values.date}
          onChange={(event) => setDay(event.target.value)}
          aria-invalid={Boolean(error("date"))}
          aria-describedby={describedBy(error("date") && id("date-error"))}
          className={clsx(controlClasses, controlBorder(Boolean(error("date"))))}
        >
          <option value="">{t("form.chooseDay")}</option>
          {days.map((day) => (
            <option key={day} value={day}>
              {formatLongDate(day, locale)}
            </option>
          ))}
        </select>
        <FieldError id={id("date-error")} message={error("date")} />
      </div>
      {kids.length > 0 ? (
        // The age is told for the day waited for (today until one is chosen).
        <ChildChoice id={id("child")} kids={kids} value={choice} on={day || beirutDate(new Date())} onChange={setPicked} />
      ) : null}
      {/* "Another child" keeps what was typed in these two fields while a child of the account is chosen. */}
      <div hidden={Boolean(chosenKid)}>
        <FieldLabel htmlFor={id("name")}>{t("form.name")}</FieldLabel>
        <input
          id={id("name")}
          name="name"
          required
          autoComplete="name"
          onFocus={warmUp}
          defaultValue={values.name}
          aria-invalid={Boolean(error("name"))}
          aria-describedby={describedBy(id("name-hint"), error("name") && id("name-error"))}
          className={clsx(controlClasses, controlBorder(Boolean(error("name"))))}
        />
        <FieldHint id={id("name-hint")}>{t("form.nameHint")}</FieldHint>
        <FieldError id={id("name-error")} message={error("name")} />
      </div>
      <div hidden={Boolean(chosenKid)}>
        <FieldLabel htmlFor={id("dateOfBirth")} optional={tf("optional")}>
          {tf("child.dateOfBirth")}
        </FieldLabel>
        <input
          id={id("dateOfBirth")}
          name="dateOfBirth"
          type="date"
          autoComplete="off"
          defaultValue={values.dateOfBirth}
          aria-invalid={Boolean(error("dateOfBirth"))}
          aria-describedby={describedBy(id("dateOfBirth-hint"), error("dateOfBirth") && id("dateOfBirth-error"))}
          className={clsx(controlClasses, controlBorder(Boolean(error("dateOfBirth"))))}
        />
        <FieldHint id={id("dateOfBirth-hint")}>{t("form.dateOfBirthHint")}</FieldHint>
        <FieldError id={id("dateOfBirth-error")} message={error("dateOfBirth")} />
      </div>
      <div>
        <FieldLabel htmlFor={id("email")}>{t("form.email")}</FieldLabel>
        <input
          id={id("email")}
          name="email"
          type="email"
          required
          autoComplete="email"
          inputMode="email"
          dir="ltr"
          defaultValue={values.email}
          aria-invalid={Boolean(error("email"))}
          aria-describedby={describedBy(id("email-hint"), error("email") && id("email-error"))}
          className={clsx(controlClasses, controlBorder(Boolean(error("email"))))}
        />
        <FieldHint id={id("email-hint")}>{t("form.emailHint")}</FieldHint>
        <FieldError id={id("email-error")} message={error("email")} />
      </div>
      <PhoneField id={id("phone")} error={error("phoneNumber")} {...phoneTexts} />
      <button type="submit" disabled={form.pending} className={buttonClasses("primary", "lg", "w-full sm:w-auto")}>
        {form.pending ? t("form.submitting") : t("form.submit")}
      </button>
    </form>
  );
}
