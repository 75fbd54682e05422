"use client";

import { clsx } from "clsx";
import type { Ref } from "react";
import { formatPrice } from "~/lib/money";
import { controlBorder, controlClasses, describedBy, FieldError, FieldHint, FieldLabel } from "./form-field";

export type OnlineService = {
  id: string;
  name: string;
  description: string;
  priceOnlineCents: number;
};

/** A native select: the most dependable control for keyboards, screen readers and phones. */
export function ServiceSelect({
  id,
  services,
  loading,
  failed,
  value,
  onChange,
  error,
  selectRef,
}: {
  id: string;
  services: OnlineService[] | undefined;
  loading: boolean;
  failed: boolean;
  value: string;
  onChange: (serviceId: string) => void;
  error?: string;
  selectRef: Ref<HTMLSelectElement>;
}) {
  const chosen = services?.find((service) => service.id === value);
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  return (
    <div>
      <FieldLabel htmlFor={id}>Service</FieldLabel>
      <select
        ref={selectRef}
        id={id}
        name="service"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={loading}
        aria-busy={loading}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, error && errorId)}
        className={clsx(controlClasses, controlBorder(Boolean(error)), "appearance-auto pr-8")}
      >
        {loading ? (
          <option value="">Loading services…</option>
        ) : (
          <>
            <option value="">{failed ? "Services could not be loaded" : "Select a service"}</option>
            {services?.map((service) => (
              <option key={service.id} value={service.id}>
                {service.name} — {formatPrice(service.priceOnlineCents)} online
              </option>
            ))}
          </>
        )}
      </select>
      <FieldHint id={hintId}>
        {chosen ? chosen.description : "Online video consultation, paid by card when you book."}
      </FieldHint>
      <FieldError id={errorId} message={error} />
    </div>
  );
}
