"use client";

import { skipToken, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { clsx } from "clsx";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useRef, useState, useSyncExternalStore, type FormEvent, type ReactNode } from "react";
import { useStoredUser } from "~/components/account/session-store";
import { flushSync } from "react-dom";
import { HealthDataConsent } from "~/components/privacy/health-data-consent";
import { buttonClasses } from "~/components/ui/button-classes";
import { CURRENT_NOTICE_VERSION } from "~/config/privacy-notice";
import { CURRENT_WHATSAPP_WORDING } from "~/config/whatsapp-opt-in";
import { useOnFirstUse } from "~/components/ui/use-first-use";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Locale } from "~/i18n/locales";
import { addDays, beirutDate } from "~/lib/calendar-date";
import { NOTES_MAX_LENGTH } from "~/schemas/appointment-limits";
import type { TBookAppointment } from "~/schemas/appointments";
import { callErrorOf } from "~/trpc/app-error";
import { dateOfBirthProblem, fitsAgeRange } from "~/lib/child-age";
import { bookAppointment, bookingKeys, fetchAvailableDays, fetchMyChildren, fetchOnlineServices, fetchRetryDetails, fetchTimeSlots, fetchWhatsAppOffered } from "./booking-api";
import { ANOTHER_CHILD, ChildChoice, DateOfBirthField } from "./child-choice";
import { formatMoney } from "./calendar-dates";
import { paymentPageIn } from "./payment-page";
import { DateField } from "./date-field";
import { BookingDateContext, DATE_FIELD_NAME } from "./first-free-days";
import { controlBorder, controlClasses, describedBy, FieldError, FieldHint, FieldLabel } from "./form-field";
import { PhoneField, phoneTypedBeforeHydration, usePhoneFieldTexts } from "./phone-field";
import { ServiceChoice, type OnlineService } from "./service-choice";
import { TimeSlotGrid } from "./time-slot-grid";
import { VisitTypeToggle } from "./visit-type-toggle";
import { WhatsAppOptIn } from "./whatsapp-opt-in";

/**
 * The booking schema the server checks with (zod, libphonenumber: 49 KB of gzip script), loaded once
 * the form runs rather than with the page, ahead of the first "Book" (decision 060).
 */
let bookingChecks: Promise<typeof import("./booking-checks")> | null = null;
function loadBookingChecks() {
  bookingChecks ??= import("./booking-checks").catch((error: unknown) => {
    bookingChecks = null;
    throw error;
  });
  return bookingChecks;
}

/** The availability call answers at most 62 days at a time; the calendar offers about two months. */
const BOOKING_HORIZON_DAYS = 60;

/** The form's fields, in the order they appear (the first invalid one takes the focus). */
const FIELD_ORDER = ["service", "patient.name", "child.dateOfBirth", "patient.phoneNumber", "patient.email", "notes", "date", "startTime", "healthDataConsent"] as const;
type FieldKey = (typeof FIELD_ORDER)[number];
type FieldErrors = Partial<Record<FieldKey, string>>;

function isFieldKey(key: string): key is FieldKey {
  return (FIELD_ORDER as readonly string[]).includes(key);
}

/** Where the schema's and the server's names for the child's fields show: under the name and date of birth. */
const FIELD_ALIASES: Record<string, FieldKey> = { "child.name": "patient.name", dateOfBirth: "child.dateOfBirth", childId: "patient.name" };

/** First message per known field, from zod issues or the server's `fields`. */
function toFieldErrors(entries: Iterable<readonly [string, string]>): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, message] of entries) {
    const key = FIELD_ALIASES[name] ?? name;
    if (isFieldKey(key)) errors[key] ??= message;
  }
  return errors;
}

const subscribeToNothing = () => () => {};

/** `?service=<slug>` of the address, known only in the browser. */
function requestedServiceSlug(): string {
  return new URLSearchParams(window.location.search).get("service") ?? "";
}

/** While React hydrates the server's form: what a text field holds (typed before the scripts ran). */
function typedBeforeHydration(id: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement ? element.value || undefined : undefined;
}

/** While React hydrates the server's form: the radio of a group checked before the scripts ran. */
function chosenBeforeHydration(formId: string, name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const form = document.getElementById(formId);
  const checked = form instanceof HTMLFormElement ? form.querySelector<HTMLInputElement>(`input[type="radio"][name="${name}"]:checked`) : null;
  return checked?.value || undefined;
}

/** While React hydrates the server's form: whether a checkbox was ticked before the scripts ran. */
function tickedBeforeHydration(id: string): boolean | undefined {
  if (typeof document === "undefined") return undefined;
  const element = document.getElementById(id);
  return element instanceof HTMLInputElement && element.checked ? true : undefined;
}

type EarlyFields = { service?: string; name?: string; dateOfBirth?: string; phone?: string; email?: string; notes?: string; date?: string; consent?: boolean; whatsapp?: boolean };

/** Every field of the server's form as the browser holds it, while React hydrates it. */
function readEarlyFields(id: (name: string) => string): EarlyFields | null {
  if (typeof document === "undefined") return null;
  return {
    service: chosenBeforeHydration(id("form"), "service"),
    name: typedBeforeHydration(id("name")),
    dateOfBirth: typedBeforeHydration(id("dob")),
    phone: phoneTypedBeforeHydration(id("phone")),
    email: typedBeforeHydration(id("email")),
    notes: typedBeforeHydration(id("notes")),
    date: chosenBeforeHydration(id("form"), DATE_FIELD_NAME),
    consent: tickedBeforeHydration(id("consent")),
    whatsapp: tickedBeforeHydration(id("whatsapp")),
  };
}

/** Today in Beirut, known only in the browser: the server render shows the calendar's placeholder. */
function useBeirutToday(): string | null {
  return useSyncExternalStore(
    subscribeToNothing,
    () => beirutDate(new Date()),
    () => null,
  );
}

export type BookingFormProps = {
  labelledBy?: string;
  /** The services as the server rendered them: no call for them on the way. */
  initialServices?: OnlineService[];
  /** The first free days, rendered by the server above the calendar. */
  firstDays?: ReactNode;
  /**
   * Whether the clinic sends WhatsApp messages (decision 053), known to the server rendering the
   * booking page; left out (the home page's form, loaded later), the form asks.
   */
  whatsAppOffered?: boolean;
};

/**
 * The appointment form of spec §2 (Appointment screen), used on /appointment and in the home page's
 * booking section. Validation runs the schema the server uses; the server's own field messages
 * land under the same fields. A successful booking resets the form and goes to the hosted
 * payment page.
 *
 * On /appointment the server renders it with the services and the first free days (`firstDays`,
 * streamed in by the page), so a parent can fill it in before its scripts arrive: as it hydrates,
 * each field starts from what the browser holds (typed, chosen or autofilled), and it can be sent
 * once the scripts have come (decision 044).
 */
export function BookingForm({ labelledBy, initialServices, firstDays, whatsAppOffered }: BookingFormProps) {
  const t = useTranslations("booking");
  const locale = useLocale() as Locale;
  const phoneTexts = usePhoneFieldTexts();
  const queryClient = useQueryClient();
  const uid = useId();
  const id = (name: string) => `${uid}-${name}`;
  const hydrated = useHydrated();
  // Hydrating the server's form, what the browser holds in its fields (typed, chosen or autofilled
  // before the scripts ran) is read once. It is shown from the render after hydration: hydration
  // itself must render what the server did (a text that differs, such as the chosen service's
  // price in the summary, would make React throw the server's form away and lose it all). Mounted
  // in the browser, as on the home page, there is nothing to read.
  const [early, setEarly] = useState(() => (hydrated ? null : readEarlyFields(id)));
  const fromEarly = hydrated ? early : null;

  // "Book online" on a service's card comes with `?service=<slug>`: that service is chosen once the
  // list is known (read in the browser: the server's HTML cannot know it), until the form is reset.
  const urlSlug = useSyncExternalStore(subscribeToNothing, requestedServiceSlug, () => "");
  const [slugDropped, setSlugDropped] = useState(false);
  const requestedSlug = slugDropped ? "" : urlSlug;
  const [pickedId, setServiceId] = useState<string | undefined>(undefined);
  const chosenId = pickedId ?? fromEarly?.service ?? "";
  // A signed-in parent's details fill the fields they have not touched (undefined, null for the
  // phone); they can still change them for this booking. Known in the browser only.
  const stored = useStoredUser();
  const signedIn = stored?.role === "parent" ? stored : null;
  const [typedName, setName] = useState<string | undefined>(undefined);
  const [typedDateOfBirth, setDateOfBirth] = useState<string | undefined>(undefined);
  const [pickedChild, setChild] = useState<string | undefined>(undefined);
  const [typedPhone, setPhone] = useState<string | undefined | null>(null);
  const [typedEmail, setEmail] = useState<string | undefined>(undefined);
  const [typedNotes, setNotes] = useState<string | undefined>(undefined);
  const [pickedDate, setDate] = useState<string | null | undefined>(undefined);
  const [tickedConsent, setConsent] = useState<boolean | undefined>(undefined);
  const [tickedWhatsApp, setWhatsApp] = useState<boolean | undefined>(undefined);
  // The patient is a child (decision 046): the parent's own name fills nothing.
  const name = typedName ?? fromEarly?.name ?? "";
  const dateOfBirth = typedDateOfBirth ?? fromEarly?.dateOfBirth ?? "";
  const phone = typedPhone === null ? (fromEarly?.phone ?? signedIn?.phoneNumber ?? undefined) : typedPhone;
  const email = typedEmail ?? fromEarly?.email ?? signedIn?.email ?? "";
  const notes = typedNotes ?? fromEarly?.notes ?? "";
  const date = pickedDate === undefined ? (fromEarly?.date ?? null) : pickedDate;
  const consent = tickedConsent ?? fromEarly?.consent ?? false;
  const whatsapp = tickedWhatsApp ?? fromEarly?.whatsapp ?? false;
  const [time, setTime] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  const [again, setAgain] = useState(false);

  // Back from a payment that did not go through, whose time could not be kept (the failure page's
  // "Try Again"): what the parent typed fills the form again, and they choose another time.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const orderId = query.get("again");
    const sessionId = query.get("session_id");
    if (!orderId || !sessionId) return;
    let live = true;
    fetchRetryDetails(orderId, sessionId).then(
      (details) => {
        if (!live) return;
        setServiceId(details.service);
        setName(details.name);
        setPhone(details.phoneNumber);
        setEmail(details.email);
        setNotes(details.notes);
        setDate(details.date);
        setTime(null);
        setAgain(true);
      },
      // A link that is not this browser's fills in nothing: the form stays as it is.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  const serviceRef = useRef<HTMLFieldSetElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const dateOfBirthRef = useRef<HTMLInputElement>(null);
  const childRef = useRef<HTMLFieldSetElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const notesRef = useRef<HTMLTextAreaElement>(null);
  const calendarRef = useRef<HTMLDivElement>(null);
  const slotsRef = useRef<HTMLFieldSetElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  /** Between "Book" and the check's answer (its code may still be on its way): a second press does nothing. */
  const checking = useRef(false);

  // The check's code comes when the parent starts filling the form, before they press "Book".
  const formRef = useRef<HTMLFormElement>(null);
  useOnFirstUse(formRef, () => void loadBookingChecks().catch(() => undefined));

  const today = useBeirutToday();
  const lastDay = today ? addDays(today, BOOKING_HORIZON_DAYS) : null;

  const services = useQuery({ queryKey: bookingKeys.services, queryFn: fetchOnlineServices, initialData: initialServices });
  // A signed-in parent's children, known in the browser only (after hydration, like their details).
  const kids = useQuery({ queryKey: bookingKeys.children(signedIn?.id ?? ""), queryFn: signedIn ? fetchMyChildren : skipToken });
  const myKids = signedIn ? (kids.data ?? []) : [];
  // Untouched, the first child is chosen — unless a name or a date of birth was typed for another one.
  const childChoice = myKids.length === 0 ? ANOTHER_CHILD : (pickedChild ?? (name || dateOfBirth ? ANOTHER_CHILD : myKids[0]!.id));
  const chosenKid = myKids.find((kid) => kid.id === childChoice);
  const knownBirth = chosenKid ? chosenKid.dateOfBirth : (dateOfBirth && today && !dateOfBirthProblem(dateOfBirth, today) ? dateOfBirth : null);
  // Availability changes with every booking: always refetch rather than trust a cached answer.
  const days = useQuery({
    queryKey: bookingKeys.days(today ?? "", lastDay ?? ""),
    queryFn: today && lastDay ? () => fetchAvailableDays(today, lastDay) : skipToken,
    staleTime: 0,
  });
  const slots = useQuery({
    queryKey: bookingKeys.slots(date ?? ""),
    queryFn: date ? () => fetchTimeSlots(date) : skipToken,
    staleTime: 0,
    retry: 1,
  });
  const book = useMutation({ mutationFn: bookAppointment });
  const whatsAppSetUp = useQuery({ queryKey: bookingKeys.whatsapp, queryFn: whatsAppOffered === undefined ? fetchWhatsAppOffered : skipToken, staleTime: Infinity });
  const offerWhatsApp = whatsAppOffered ?? whatsAppSetUp.data ?? false;

  // Once the child is known, only the services for its age on the visit's day (today until a day is chosen).
  const offered = knownBirth && today ? services.data?.filter((service) => fitsAgeRange(service, knownBirth, date ?? today)) : services.data;
  const wanted = chosenId || (requestedSlug ? (services.data?.find((service) => service.slug === requestedSlug)?.id ?? "") : "");
  const serviceId = offered?.some((service) => service.id === wanted) ? wanted : "";
  const chosenService = offered?.find((service) => service.id === serviceId);
  const busy = book.isPending || redirecting;

  function clearError(key: FieldKey) {
    setErrors((current) => {
      if (!current[key]) return current;
      const next = { ...current };
      delete next[key];
      return next;
    });
  }

  function focusField(key: FieldKey) {
    const targets: Record<FieldKey, () => HTMLElement | null> = {
      // A group of radios takes the focus on its chosen one, else its first.
      service: () =>
        serviceRef.current?.querySelector<HTMLElement>("input:checked") ?? serviceRef.current?.querySelector<HTMLElement>("input") ?? null,
      "patient.name": () => nameRef.current ?? childRef.current?.querySelector<HTMLElement>("input:checked") ?? null,
      "child.dateOfBirth": () => dateOfBirthRef.current,
      // react-phone-number-input forwards no typed ref to its <input>; its id is ours.
      "patient.phoneNumber": () => document.getElementById(id("phone")),
      "patient.email": () => emailRef.current,
      notes: () => notesRef.current,
      // The calendar's own keyboard entry point is its one day with tabindex 0.
      date: () =>
        calendarRef.current?.querySelector<HTMLElement>('.react-datepicker__day[tabindex="0"]') ?? calendarRef.current,
      startTime: () => slotsRef.current?.querySelector<HTMLElement>("button:not(:disabled)") ?? slotsRef.current,
      healthDataConsent: () => consentRef.current,
    };
    targets[key]()?.focus();
  }

  /** Shows the messages, then moves the focus to the first invalid field once they are rendered. */
  function showErrors(next: FieldErrors) {
    flushSync(() => setErrors(next));
    const first = FIELD_ORDER.find((key) => next[key]);
    if (first) focusField(first);
  }

  function resetForm() {
    setEarly(null);
    setAgain(false);
    setServiceId("");
    setSlugDropped(true);
    setName("");
    setDateOfBirth("");
    setChild(undefined);
    setPhone(undefined);
    setEmail("");
    setNotes("");
    setDate(null);
    setTime(null);
    setConsent(false);
    setWhatsApp(false);
    setErrors({});
    setFailure(null);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || checking.current) return;
    // A date of birth makes the patient a child the server knows (its age range checked); without one, the name alone.
    const forChild = chosenKid ? { childId: chosenKid.id } : dateOfBirth ? { child: { name, dateOfBirth } } : {};
    const input = {
      service: serviceId,
      patient: { name: chosenKid ? `${chosenKid.firstName} ${chosenKid.lastName}`.trim() : name, phoneNumber: phone ?? "", email },
      ...forChild,
      date: date ?? "",
      startTime: time ?? "",
      type: "Online" as const,
      notes,
      // Unticked, the schema says why the visit cannot be booked (decision 049).
      healthDataConsent: consent || undefined,
      noticeVersion: CURRENT_NOTICE_VERSION,
      consentPage: window.location.pathname,
      // Ticked, recorded for the phone number with the wording shown (decision 053); unticked, nothing is sent.
      ...(offerWhatsApp && whatsapp ? { whatsappOptIn: true, whatsappWording: CURRENT_WHATSAPP_WORDING } : {}),
    };
    setFailure(null);
    checking.current = true;
    loadBookingChecks().then(
      ({ bookingProblems }) => {
        checking.current = false;
        const problems = bookingProblems(input);
        if (problems.length > 0) showErrors(toFieldErrors(problems));
        else send(input);
      },
      // The check's code could not be loaded (the connection dropped): the server checks the same
      // schema and answers each field's problem in the same shape.
      () => {
        checking.current = false;
        send(input);
      },
    );
  }

  function send(input: Omit<TBookAppointment, "healthDataConsent"> & { healthDataConsent?: true }) {
    setErrors({});
    book.mutate({ ...input, healthDataConsent: true } satisfies TBookAppointment, {
      onSuccess: (result) => {
        resetForm();
        setRedirecting(true);
        window.location.assign(paymentPageIn(locale, result.session.url, window.location.origin));
      },
      onError: (error) => {
        // Spec §8: the failure is also logged.
        console.error("Booking failed", error);
        const { code, message, fields } = callErrorOf(error);
        // The server's messages are written for visitors; a 5xx or a network failure is not.
        const specific = code !== "INTERNAL_SERVER_ERROR" && code !== "NETWORK" ? message : "";
        setFailure(specific || t("form.failed"));
        if (code === "CONFLICT") {
          setTime(null);
          void queryClient.invalidateQueries({ queryKey: bookingKeys.allSlots });
          void queryClient.invalidateQueries({ queryKey: bookingKeys.allDays });
        }
        showErrors(toFieldErrors(Object.entries(fields)));
      },
    });
  }

  function chooseDate(value: string) {
    if (value === date) return;
    setDate(value);
    setTime(null);
    clearError("date");
    clearError("startTime");
  }

  return (
    <form
      ref={formRef}
      id={id("form")}
      method="post"
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : t("form.label")}
      aria-busy={busy}
      className="@container"
    >
      {again ? (
        <p role="status" className="mb-6 rounded-xl bg-cream px-4 py-3 text-sm font-medium text-navy ring-1 ring-orange-100">
          {t("form.again")}
        </p>
      ) : null}
      <div className="grid gap-x-8 gap-y-6 @2xl:grid-cols-2">
        <div className="min-w-0 space-y-5">
          <VisitTypeToggle hintId={id("type-hint")} />
          <ServiceChoice
            id={id("service")}
            services={offered}
            loading={services.isPending}
            failed={services.isError}
            value={serviceId}
            onChange={(value) => {
              setServiceId(value);
              clearError("service");
            }}
            error={errors.service}
            groupRef={serviceRef}
          />
          {myKids.length > 0 ? (
            <ChildChoice
              id={id("child")}
              kids={myKids}
              value={childChoice}
              on={date ?? today ?? ""}
              onChange={(value) => {
                setChild(value);
                clearError("patient.name");
                clearError("child.dateOfBirth");
              }}
              groupRef={childRef}
            />
          ) : null}
          {/* "Another child" keeps what was typed in these two fields while a child of the account is chosen. */}
          <div hidden={Boolean(chosenKid)}>
            <FieldLabel htmlFor={id("name")}>{t("form.name.label")}</FieldLabel>
            <input
              ref={nameRef}
              id={id("name")}
              name="name"
              type="text"
              autoComplete="name"
              value={name}
              onChange={(event) => {
                setName(event.target.value);
                clearError("patient.name");
              }}
              aria-invalid={errors["patient.name"] ? true : undefined}
              aria-describedby={describedBy(id("name-hint"), errors["patient.name"] && id("name-error"))}
              className={clsx(controlClasses, controlBorder(Boolean(errors["patient.name"])))}
            />
            <FieldHint id={id("name-hint")}>{t("form.name.hint")}</FieldHint>
            <FieldError id={id("name-error")} message={errors["patient.name"]} />
          </div>
          <div hidden={Boolean(chosenKid)}>
            <DateOfBirthField
              id={id("dob")}
              value={dateOfBirth}
              on={date}
              today={today}
              onChange={(value) => {
                setDateOfBirth(value);
                clearError("child.dateOfBirth");
              }}
              error={errors["child.dateOfBirth"]}
              optional={t("form.optional")}
              inputRef={dateOfBirthRef}
            />
          </div>
          {chosenKid ? <FieldError id={id("child-error")} message={errors["patient.name"]} /> : null}
          <PhoneField
            id={id("phone")}
            value={phone}
            onChange={(value) => {
              setPhone(value);
              clearError("patient.phoneNumber");
            }}
            error={errors["patient.phoneNumber"]}
            {...phoneTexts}
          />
          {offerWhatsApp ? <WhatsAppOptIn id={id("whatsapp")} checked={whatsapp} onChange={(event) => setWhatsApp(event.target.checked)} /> : null}
          <div>
            <FieldLabel htmlFor={id("email")} optional={t("form.optional")}>
              {t("form.email.label")}
            </FieldLabel>
            <input
              ref={emailRef}
              id={id("email")}
              name="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              dir="ltr"
              value={email}
              onChange={(event) => {
                setEmail(event.target.value);
                clearError("patient.email");
              }}
              aria-invalid={errors["patient.email"] ? true : undefined}
              aria-describedby={describedBy(id("email-hint"), errors["patient.email"] && id("email-error"))}
              className={clsx(controlClasses, controlBorder(Boolean(errors["patient.email"])))}
            />
            <FieldHint id={id("email-hint")}>{t("form.email.hint")}</FieldHint>
            <FieldError id={id("email-error")} message={errors["patient.email"]} />
          </div>
          <div>
            <FieldLabel htmlFor={id("notes")} optional={t("form.optional")}>
              {t("form.notes.label")}
            </FieldLabel>
            <textarea
              ref={notesRef}
              id={id("notes")}
              name="notes"
              rows={3}
              maxLength={NOTES_MAX_LENGTH}
              value={notes}
              onChange={(event) => {
                setNotes(event.target.value);
                clearError("notes");
              }}
              aria-invalid={errors.notes ? true : undefined}
              aria-describedby={describedBy(id("notes-hint"), errors.notes && id("notes-error"))}
              className={clsx(controlClasses, controlBorder(Boolean(errors.notes)), "resize-y")}
            />
            <div className="flex justify-between gap-3">
              <FieldHint id={id("notes-hint")}>{t("form.notes.hint", { max: NOTES_MAX_LENGTH })}</FieldHint>
              <p aria-hidden="true" dir="ltr" className="mt-1.5 shrink-0 text-sm text-muted tabular-nums">
                {t("form.notes.count", { count: notes.length, max: NOTES_MAX_LENGTH })}
              </p>
            </div>
            <FieldError id={id("notes-error")} message={errors.notes} />
          </div>
        </div>

        <div className="min-w-0 space-y-5">
          <BookingDateContext value={{ date, choose: chooseDate }}>{firstDays}</BookingDateContext>
          <DateField
            ids={{ label: id("date-label"), hint: id("date-hint"), error: id("date-error") }}
            value={date}
            onChange={chooseDate}
            today={today}
            lastDay={lastDay}
            days={days.data?.days}
            failed={days.isError}
            fetching={days.isFetching}
            error={errors.date}
            groupRef={calendarRef}
          />
          <TimeSlotGrid
            ids={{ hint: id("time-hint"), error: id("time-error") }}
            date={date}
            slots={slots.data?.slots}
            loading={date !== null && slots.isPending}
            failed={slots.isError}
            onRetry={() => void slots.refetch()}
            value={time}
            onChange={(value) => {
              setTime(value);
              clearError("startTime");
            }}
            error={errors.startTime}
            fieldsetRef={slotsRef}
          />
        </div>
      </div>

      <HealthDataConsent
        id={id("consent")}
        className="mt-8"
        checked={consent}
        onChange={(event) => {
          setConsent(event.target.checked);
          clearError("healthDataConsent");
        }}
        error={errors.healthDataConsent}
        inputRef={consentRef}
      />

      <div className="mt-6 border-t border-slate-200 pt-6">
        {failure ? (
          <div role="alert" className="mb-5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
            {failure}
          </div>
        ) : null}
        <div className="flex flex-col gap-4 @lg:flex-row @lg:items-center @lg:justify-between">
          <p className="text-sm text-muted">
            {chosenService
              ? t.rich("form.summary.chosen", {
                  service: chosenService.name,
                  price: formatMoney(chosenService.priceOnlineCents, locale, t("price.free")),
                  strong: (chunks) => <span className="font-semibold text-navy">{chunks}</span>,
                  name: (chunks) => <bdi>{chunks}</bdi>,
                  ltr: (chunks) => <bdi dir="ltr">{chunks}</bdi>,
                })
              : t("form.summary.none")}
          </p>
          {/* Sent once the scripts have come: before, the browser would post the form to the page itself. */}
          <button type="submit" disabled={busy || !hydrated} className={buttonClasses("primary", "lg", "w-full @lg:w-auto")}>
            {redirecting ? t("form.submit.redirecting") : book.isPending ? t("form.submit.booking") : t("form.submit.idle")}
          </button>
        </div>
      </div>
    </form>
  );
}
