"use client";

import { useMutation, useQuery } from "@tanstack/react-query";
import { clsx } from "clsx";
import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { FormBanner } from "~/components/account/form-banner";
import { serverFieldErrors, serverMessage } from "~/components/account/server-message";
import { useBanner } from "~/components/account/use-banner";
import { controlBorder, controlClasses, FieldError, FieldHint, FieldLabel } from "~/components/appointments/form-field";
import { buttonClasses } from "~/components/ui/button-classes";
import { textOf, useFormAction } from "~/components/ui/use-form-action";
import { isCalendarDate } from "~/lib/calendar-date";
import { longDate } from "./agenda-dates";
import { ZStaffBooking } from "~/schemas/admin/agenda";
import { useTRPC } from "~/trpc/react";
import { fieldErrorsByPath, focusFirstError } from "../field-paths";

const FIELDS = ["serviceId", "date", "startTime", "type", "name", "childDateOfBirth", "phoneNumber", "email", "notes", "payment", "locale", "parentToldOfNotice"] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** The languages the parent's e-mails can speak; "" leaves it to the server (their account's, else English). */
const LANGUAGES = [
  ["", "As their account (else English)"],
  ["en", "English"],
  ["fr", "French"],
  ["ar", "Arabic"],
] as const;

/** A child record the booking is for (opened from the child's page): its name, and a parent to reach. */
export type BookingForChild = { id: string; name: string; age: string | null; phone: string; email: string };

/**
 * A parent phoned: book a free slot for them, paid at the clinic or through a payment link e-mailed
 * to them, in the language they read; for a child record (`forChild`), or for a child named here
 * with its date of birth, who joins the account of the parent's e-mail when one proved it (decision 050).
 */
export function BookForParentForm({ services, date, forChild = null }: { services: ReadonlyArray<{ id: string; name: string }>; date: string; forChild?: BookingForChild | null }) {
  const trpc = useTRPC();
  const router = useRouter();
  const formRef = useRef<HTMLFormElement>(null);
  const [day, setDay] = useState(date);
  const slots = useQuery({ ...trpc.appointments.timeSlots.queryOptions({ date: day }), enabled: isCalendarDate(day), retry: false });
  const free = slots.data?.slots.filter((s) => s.available) ?? [];
  const book = useMutation(trpc.admin.agenda.bookForParent.mutationOptions());
  const { banner, setBanner, bannerRef } = useBanner();
  const empty: Values = {
    serviceId: services[0]?.id ?? "",
    date,
    startTime: "",
    type: "Online",
    name: forChild?.name ?? "",
    childDateOfBirth: "",
    phoneNumber: forChild?.phone || "+961 ",
    email: forChild?.email ?? "",
    notes: "",
    payment: "at_clinic",
    locale: "",
    parentToldOfNotice: "",
  };
  const form = useFormAction<Values>({
    initial: empty,
    read: (data) => Object.fromEntries(FIELDS.map((f) => [f, textOf(data, f)])) as Values,
    onErrors: (errors) => focusFirstError(formRef.current, errors),
    submit: async (values) => {
      setBanner(null);
      const input = {
        serviceId: values.serviceId,
        date: values.date,
        startTime: values.startTime || "",
        type: values.type,
        patient: { name: values.name, phoneNumber: values.phoneNumber, email: values.email },
        notes: values.notes,
        payment: values.payment === "link" ? ("link" as const) : ("at_clinic" as const),
        locale: values.locale || undefined,
        parentToldOfNotice: values.parentToldOfNotice === "on" ? true : undefined,
        consentPage: window.location.pathname,
        ...(forChild ? { childId: forChild.id } : values.childDateOfBirth ? { childDateOfBirth: values.childDateOfBirth } : {}),
      };
      const parsed = ZStaffBooking.safeParse(input);
      const flat = (errors: Record<string, string>) => Object.fromEntries(Object.entries(errors).map(([path, message]) => [path.replace(/^patient\./, ""), message]));
      if (!parsed.success) return { errors: flat(fieldErrorsByPath(parsed.error)) };
      try {
        // Sent as typed: the server parses it with the same schema.
        const booked = await book.mutateAsync({ ...input, type: parsed.data.type, locale: parsed.data.locale, parentToldOfNotice: parsed.data.parentToldOfNotice });
        const how = input.payment === "link" ? ` The payment link is e-mailed to ${values.email.trim()}; the visit is confirmed once paid.` : "";
        // Said back when the server chose it, so staff see which language the e-mails went out in.
        const language = values.email.trim() ? ` The parent's e-mails are in ${LANGUAGES.find(([code]) => code === booked.locale)?.[1] ?? booked.locale}.` : "";
        setBanner({ kind: "success", text: `Booked ${longDate(values.date)} at ${values.startTime} for ${values.name.trim()}.${how}${language}` });
        router.refresh();
        return { done: true };
      } catch (error) {
        const text = serverMessage(error, "The booking could not be made. Please try again.");
        setBanner({ kind: "error", text });
        return { errors: flat(serverFieldErrors(error, text)) };
      }
    },
  });
  const values = form.done ? { ...empty, date: day } : form.values;
  // A select takes its defaultValue only when it mounts (React does not carry a new one to the
  // options), so each select is keyed by what was sent: after a refused try it comes back with the
  // choice made, not the first option.
  const control = (name: keyof Values) => ({
    id: `phoned-${name}`,
    name,
    "aria-invalid": form.errors[name] ? true : undefined,
    "aria-describedby": form.errors[name] ? `phoned-${name}-error` : undefined,
    className: clsx(controlClasses, controlBorder(Boolean(form.errors[name]))),
  });

  return (
    <form ref={formRef} action={form.formAction} noValidate aria-label="Book for a parent" aria-busy={form.pending} className="mt-4 flex flex-col gap-4">
      <FormBanner banner={banner} ref={bannerRef} />
      <div className="grid gap-4 sm:grid-cols-2">
        <div>
          <FieldLabel htmlFor="phoned-serviceId">Service</FieldLabel>
          <select {...control("serviceId")} key={values.serviceId} defaultValue={values.serviceId}>
            {services.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
          <FieldError id="phoned-serviceId-error" message={form.errors.serviceId} />
        </div>
        <div>
          <FieldLabel htmlFor="phoned-type">Where</FieldLabel>
          <select {...control("type")} key={values.type} defaultValue={values.type}>
            <option value="Online">Online (video call)</option>
            <option value="In-Person">In the clinic</option>
          </select>
        </div>
        <div>
          <FieldLabel htmlFor="phoned-date">Date</FieldLabel>
          <input {...control("date")} type="date" defaultValue={values.date} onChange={(e) => setDay(e.currentTarget.value)} />
          <FieldError id="phoned-date-error" message={form.errors.date} />
        </div>
        <div>
          <FieldLabel htmlFor="phoned-startTime">Time (Beirut)</FieldLabel>
          <select {...control("startTime")} key={`${day}|${values.startTime}|${free.length}`} defaultValue={values.date === day ? values.startTime : ""}>
            <option value="" disabled>
              {slots.isFetching ? "Loading the free times..." : free.length ? "Choose a time" : "No free time this day"}
            </option>
            {free.map((slot) => (
              <option key={slot.startTime} value={slot.startTime}>
                {slot.startTime}–{slot.endTime}
              </option>
            ))}
          </select>
          <FieldError id="phoned-startTime-error" message={form.errors.startTime} />
        </div>
        {forChild ? (
          <div className="sm:col-span-2">
            <p className="text-sm font-semibold text-navy">For {forChild.name}{forChild.age ? `, ${forChild.age}` : ""}</p>
            <p className="text-sm text-muted">The visit is added to the child&apos;s page. Their parent&apos;s phone and e-mail are filled in below.</p>
            <input type="hidden" name="name" value={forChild.name} />
            <FieldError id="phoned-childId-error" message={form.errors.childId} />
          </div>
        ) : (
          <>
            <div>
              <FieldLabel htmlFor="phoned-name">Child&apos;s name</FieldLabel>
              <input {...control("name")} defaultValue={values.name} maxLength={120} />
              <FieldError id="phoned-name-error" message={form.errors.name} />
            </div>
            <div>
              <FieldLabel htmlFor="phoned-childDateOfBirth" optional>
                Child&apos;s date of birth
              </FieldLabel>
              <input
                {...control("childDateOfBirth")}
                type="date"
                defaultValue={values.childDateOfBirth}
                aria-describedby={form.errors.childDateOfBirth ? "phoned-childDateOfBirth-hint phoned-childDateOfBirth-error" : "phoned-childDateOfBirth-hint"}
              />
              <FieldHint id="phoned-childDateOfBirth-hint">Given, the child is added to the parent&apos;s account when their e-mail has one.</FieldHint>
              <FieldError id="phoned-childDateOfBirth-error" message={form.errors.childDateOfBirth} />
            </div>
          </>
        )}
        <div>
          <FieldLabel htmlFor="phoned-phoneNumber">Parent&apos;s phone</FieldLabel>
          <input {...control("phoneNumber")} type="tel" defaultValue={values.phoneNumber} autoComplete="off" />
          <FieldHint id="phoned-phoneNumber-hint">With the country code, e.g. +961 3 123 456.</FieldHint>
          <FieldError id="phoned-phoneNumber-error" message={form.errors.phoneNumber} />
        </div>
        <div>
          <FieldLabel htmlFor="phoned-email" optional>
            Parent&apos;s e-mail (for the confirmation or the payment link)
          </FieldLabel>
          <input {...control("email")} type="email" defaultValue={values.email} />
          <FieldError id="phoned-email-error" message={form.errors.email} />
        </div>
        <div>
          <FieldLabel htmlFor="phoned-locale">Parent&apos;s language</FieldLabel>
          <select
            {...control("locale")}
            key={`locale|${values.locale}`}
            defaultValue={values.locale}
            aria-describedby={form.errors.locale ? "phoned-locale-hint phoned-locale-error" : "phoned-locale-hint"}
          >
            {LANGUAGES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
          <FieldHint id="phoned-locale-hint">The confirmation, payment link and reminders are written in it.</FieldHint>
          <FieldError id="phoned-locale-error" message={form.errors.locale} />
        </div>
        <div>
          <FieldLabel htmlFor="phoned-notes" optional>
            Notes
          </FieldLabel>
          <input {...control("notes")} defaultValue={values.notes} maxLength={2000} />
        </div>
      </div>
      <fieldset aria-describedby={form.errors.payment ? "phoned-payment-error" : undefined}>
        <legend className="mb-1.5 text-sm font-semibold text-navy">Payment</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          <label className="flex min-h-11 items-center gap-2 text-navy">
            <input type="radio" name="payment" value="at_clinic" defaultChecked={values.payment !== "link"} className="size-5 accent-primary" />
            At the clinic (confirmed now)
          </label>
          <label className="flex min-h-11 items-center gap-2 text-navy">
            <input type="radio" name="payment" value="link" defaultChecked={values.payment === "link"} className="size-5 accent-primary" />
            E-mail a payment link (held until paid)
          </label>
        </div>
        <FieldError id="phoned-payment-error" message={form.errors.payment} />
      </fieldset>
      {/* The consent for the child's health information, given by phone (decision 055): recorded in this staff member's name. */}
      <div>
        <label className="flex min-h-11 items-center gap-2 text-navy">
          <input
            id="phoned-parentToldOfNotice"
            type="checkbox"
            name="parentToldOfNotice"
            key={`told|${values.parentToldOfNotice}`}
            defaultChecked={values.parentToldOfNotice === "on"}
            aria-invalid={form.errors.parentToldOfNotice ? true : undefined}
            aria-describedby={form.errors.parentToldOfNotice ? "phoned-parentToldOfNotice-hint phoned-parentToldOfNotice-error" : "phoned-parentToldOfNotice-hint"}
            className="size-5 shrink-0 accent-primary"
          />
          The parent was told of the privacy notice by phone
        </label>
        <FieldHint id="phoned-parentToldOfNotice-hint">
          What the clinic keeps about their child, why and for how long (
          <a href="/privacy" target="_blank" rel="noopener" className="font-semibold text-primary-dark underline underline-offset-2">
            the privacy notice
          </a>
          ). Their consent to the use of the child&apos;s health information is recorded as given by phone, in your name.
        </FieldHint>
        <FieldError id="phoned-parentToldOfNotice-error" message={form.errors.parentToldOfNotice} />
      </div>
      <button type="submit" disabled={form.pending} className={buttonClasses("primary", "md", "self-start")}>
        {form.pending ? "Booking..." : "Book for the parent"}
      </button>
    </form>
  );
}
