"use client";

import { useMutation } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";

import { fieldErrorsOf, focusFirstInvalid } from "~/components/account/field-errors";
import { FormBanner } from "~/components/account/form-banner";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { TextField } from "~/components/account/text-field";
import { useBanner } from "~/components/account/use-banner";
import { controlBorder, controlClasses, describedBy, FieldError, FieldHint, FieldLabel } from "~/components/appointments/form-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { Textarea } from "~/components/ui/textarea";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { useMessageText } from "~/i18n/message-text";
import { HealthDataConsent } from "~/components/privacy/health-data-consent";
import { CHILD_NAME_MAX_LENGTH, CHILD_SEXES, MEDICAL_ALERTS_MAX_LENGTH, ZAddChild, ZChildDetails } from "~/schemas/family";
import { useTRPC } from "~/trpc/react";

export type ChildFormValues = {
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  sex: string;
  medicalAlerts: string;
  /** A new child only: the notice's version of the ticked consent checkbox, "" when not ticked. */
  healthDataConsent?: string;
};

const EMPTY: ChildFormValues = { firstName: "", lastName: "", dateOfBirth: "", sex: "", medicalAlerts: "", healthDataConsent: "" };

/**
 * Adds a child, or edits one (`childId`), with the schema the server uses (decision 019: the
 * fields are the browser's, read when the form is sent). `today` and `earliest` (from the server)
 * bound the date picker; the schema says why a date is refused, under the field.
 */
export function ChildForm({
  childId,
  initial = EMPTY,
  today,
  earliest,
  onSaved,
}: {
  childId?: string;
  initial?: ChildFormValues;
  today: string;
  earliest: string;
  onSaved?: () => void;
}) {
  const t = useTranslations("family.form");
  const text = useMessageText();
  const trpc = useTRPC();
  const router = useRouter();
  const add = useMutation(trpc.family.add.mutationOptions());
  const update = useMutation(trpc.family.update.mutationOptions());
  const { banner, setBanner, bannerRef } = useBanner();
  const prefix = `child-${childId ?? "new"}`;
  const ids = {
    firstName: `${prefix}-first-name`,
    lastName: `${prefix}-last-name`,
    dateOfBirth: `${prefix}-date-of-birth`,
    sex: `${prefix}-sex`,
    medicalAlerts: `${prefix}-medical-alerts`,
    healthDataConsent: `${prefix}-consent`,
  };
  const order = (Object.keys(ids) as Array<keyof typeof ids>).map((field) => [field, ids[field]] as const);

  const form = useFormAction<ChildFormValues>({
    initial,
    read: (data) => ({
      firstName: textOf(data, "firstName"),
      lastName: textOf(data, "lastName"),
      dateOfBirth: textOf(data, "dateOfBirth"),
      sex: textOf(data, "sex"),
      medicalAlerts: textOf(data, "medicalAlerts"),
      healthDataConsent: textOf(data, "healthDataConsent"),
    }),
    onErrors: (errors) => focusFirstInvalid(order, errors),
    submit: async (values) => {
      setBanner(null);
      const { healthDataConsent: ticked, ...details } = values;
      const consent = { healthDataConsent: ticked ? true : undefined, noticeVersion: ticked || undefined, consentPage: window.location.pathname };
      const parsed = childId ? ZChildDetails.safeParse(details) : ZAddChild.safeParse({ ...details, ...consent });
      if (!parsed.success) return { errors: fieldErrorsOf(parsed.error) };
      try {
        if (childId) await update.mutateAsync({ childId, ...ZChildDetails.parse(details) });
        else await add.mutateAsync({ ...parsed.data, healthDataConsent: true });
        router.refresh();
        onSaved?.();
        setBanner({ kind: "success", text: childId ? t("saved") : t("added", { name: parsed.data.firstName }) });
        return {};
      } catch (error) {
        const message = serverMessage(error, t("failed"));
        setBanner({ kind: "error", text: text(message) });
        return { errors: serverFieldErrors(error, message) };
      }
    },
  });
  // A new child's fields start empty after it was added (React resets the form to `values`).
  const shown = !childId && banner?.kind === "success" ? EMPTY : form.values;
  const fieldError = (field: keyof ChildFormValues) => form.errors[field];

  return (
    <form action={form.formAction} noValidate aria-busy={form.pending} aria-label={childId ? t("editTitle", { name: initial.firstName }) : t("addTitle")}>
      <FormBanner banner={banner} ref={bannerRef} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField id={ids.firstName} name="firstName" label={t("firstName")} autoComplete="off" maxLength={CHILD_NAME_MAX_LENGTH + 20} defaultValue={shown.firstName} error={fieldError("firstName")} />
        <TextField id={ids.lastName} name="lastName" label={t("lastName")} autoComplete="off" maxLength={CHILD_NAME_MAX_LENGTH + 20} defaultValue={shown.lastName} error={fieldError("lastName")} />
        <TextField
          id={ids.dateOfBirth}
          name="dateOfBirth"
          type="date"
          label={t("dateOfBirth")}
          min={earliest}
          max={today}
          ltr
          defaultValue={shown.dateOfBirth}
          error={fieldError("dateOfBirth")}
        />
        <div className="min-w-0">
          <FieldLabel htmlFor={ids.sex} optional={t("optional")}>
            {t("sex")}
          </FieldLabel>
          <select
            id={ids.sex}
            name="sex"
            defaultValue={shown.sex}
            aria-invalid={fieldError("sex") ? true : undefined}
            aria-describedby={describedBy(fieldError("sex") && `${ids.sex}-error`)}
            className={`${controlClasses} ${controlBorder(Boolean(fieldError("sex")))}`}
          >
            <option value="">{t("sexNone")}</option>
            {CHILD_SEXES.map((sex) => (
              <option key={sex} value={sex}>
                {text(`family.sex.${sex}`)}
              </option>
            ))}
          </select>
          <FieldError id={`${ids.sex}-error`} message={fieldError("sex")} />
        </div>
        <div className="min-w-0 sm:col-span-2">
          <FieldLabel htmlFor={ids.medicalAlerts} optional={t("optional")}>
            {t("medicalAlerts")}
          </FieldLabel>
          <Textarea
            id={ids.medicalAlerts}
            name="medicalAlerts"
            rows={3}
            maxLength={MEDICAL_ALERTS_MAX_LENGTH}
            defaultValue={shown.medicalAlerts}
            aria-invalid={fieldError("medicalAlerts") ? true : undefined}
            aria-describedby={describedBy(`${ids.medicalAlerts}-hint`, fieldError("medicalAlerts") && `${ids.medicalAlerts}-error`)}
            className={`${controlClasses} ${controlBorder(Boolean(fieldError("medicalAlerts")))}`}
          />
          <FieldHint id={`${ids.medicalAlerts}-hint`}>{t("medicalAlertsHint")}</FieldHint>
          <FieldError id={`${ids.medicalAlerts}-error`} message={fieldError("medicalAlerts")} />
        </div>
      </div>
      {childId ? null : (
        <HealthDataConsent
          id={ids.healthDataConsent}
          className="mt-5"
          defaultChecked={Boolean(shown.healthDataConsent)}
          error={fieldError("healthDataConsent")}
        />
      )}
      <button type="submit" disabled={form.pending} className={buttonClasses("primary", "md", "mt-5 w-full sm:w-auto")}>
        {childId ? (form.pending ? t("saving") : t("save")) : form.pending ? t("adding") : t("add")}
      </button>
    </form>
  );
}
