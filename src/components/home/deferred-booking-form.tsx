"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useEffect, useRef, useState } from "react";

import { buttonClasses } from "~/components/ui/button-classes";

// The booking form (date picker, phone library, validation) is most of the home page's script.
// It sits below the fold, so it loads when the parent scrolls near it, not with the page.
const BookingForm = dynamic(() => import("~/components/appointments/booking-form").then((m) => m.BookingForm), {
  ssr: false,
  loading: () => <FormPlaceholder />,
});

function FormPlaceholder() {
  return (
    <div aria-hidden="true" className="min-h-[72rem] animate-pulse rounded-2xl bg-slate-100 motion-reduce:animate-none lg:min-h-[44rem]" />
  );
}

export function DeferredBookingForm({ labelledBy }: { labelledBy: string }) {
  const anchor = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = anchor.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    }, { rootMargin: "800px 0px" });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  return (
    <div ref={anchor}>
      {near ? <BookingForm labelledBy={labelledBy} /> : <FormPlaceholder />}
      <noscript>
        <Link href="/appointment" className={buttonClasses("primary", "md")}>
          Book on the appointment page
        </Link>
      </noscript>
    </div>
  );
}
