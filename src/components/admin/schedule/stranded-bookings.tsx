export type StrandedBooking = {
  id: string;
  patientName: string;
  patientPhone: string;
  status: string;
  serviceName: string;
  date: string;
  time: string;
};

/**
 * Bookings the schedule no longer offers (outside the hours, or inside a closure). They stay
 * booked until staff reschedule or cancel each one with the parent.
 */
export function StrandedBookings({ bookings }: { bookings: readonly StrandedBooking[] }) {
  if (bookings.length === 0) return null;
  return (
    <section aria-labelledby="stranded-title" className="rounded-2xl bg-amber-50 p-5 ring-1 ring-amber-200">
      <h2 id="stranded-title" className="text-lg font-bold text-navy">
        {bookings.length === 1 ? "1 booking is" : `${bookings.length} bookings are`} outside the opening hours or in a closure
      </h2>
      <p className="mt-1 text-sm text-navy">They are still booked. Call the parent, then reschedule or cancel each one.</p>
      <ul className="mt-3 divide-y divide-amber-200">
        {bookings.map((booking) => (
          <li key={booking.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
            <span className="font-semibold text-navy">
              {booking.date} at {booking.time} · {booking.patientName}
            </span>
            <span className="text-sm text-navy">
              {booking.serviceName} · {booking.status === "pending" ? "awaiting payment" : "confirmed"} ·{" "}
              <a href={`tel:${booking.patientPhone}`} className="font-semibold text-primary-dark underline underline-offset-2">
                {booking.patientPhone}
              </a>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
