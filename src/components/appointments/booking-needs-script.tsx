import { CallUs } from "~/components/ui/call-us";

/** Where the booking form would be, for a browser without JavaScript: the form needs it. */
export function BookingNeedsScript() {
  return (
    <noscript>
      <p className="mb-4 text-muted">
        Online booking needs JavaScript turned on in your browser. You can also <CallUs />.
      </p>
    </noscript>
  );
}
