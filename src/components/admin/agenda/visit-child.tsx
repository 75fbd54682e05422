import type { TVisitChild } from "~/schemas/admin/agenda";

/** The name a visit shows: the child record's (as its adults keep it), else the name booked with. */
export const visitName = (row: { patientName: string; child: TVisitChild | null }) => row.child?.name || row.patientName;

/**
 * The flag of a child's medical alerts where there is no room for the text (an agenda block, a list
 * row): a red mark whose accessible name says what it is. The text itself is in the visit's panel
 * and on the child's page, for staff only.
 */
export function MedicalAlertFlag({ child, label = true }: { child: TVisitChild | null; label?: boolean }) {
  if (!child?.medicalAlerts) return null;
  return (
    <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-red-700 px-1.5 text-[0.7rem] leading-4 font-bold text-white" title="Medical alert">
      <span aria-hidden="true">!</span>
      {label ? <span>Alert</span> : <span className="sr-only">Medical alert</span>}
    </span>
  );
}

/** A child's medical alerts in full, flagged: the visit's panel and the child's page. */
export function MedicalAlertNote({ alerts, id }: { alerts: string; id: string }) {
  return (
    <div role="note" aria-labelledby={id} className="mt-2 rounded-lg border-s-4 border-red-700 bg-red-50 px-3 py-2 text-sm text-red-950">
      <p id={id} className="font-bold">
        <span aria-hidden="true">! </span>Medical alert
      </p>
      <p className="break-words whitespace-pre-line">{alerts}</p>
    </div>
  );
}
