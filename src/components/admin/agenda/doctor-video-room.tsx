"use client";

import { useMutation } from "@tanstack/react-query";
import { useEffect, useRef } from "react";

import { serverMessage } from "~/components/account/server-message";
import { JitsiRoom } from "~/components/video/jitsi-room";
import { useTRPC } from "~/trpc/react";
import { whatsappUrl } from "./whatsapp-url";

const contactLink = "font-semibold text-primary-dark underline underline-offset-2";

/**
 * The doctor's side of a video visit (decision 048): opening this page (the agenda's "Start video
 * visit") mints the room's moderator token; the room turns its lobby on, so the parent waits to
 * be let in. The parent's number is one tap away for when the video fails.
 */
export function DoctorVideoRoom({ appointmentId, displayName }: { appointmentId: string; displayName: string }) {
  const trpc = useTRPC();
  const start = useMutation(trpc.video.start.mutationOptions());
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    start.mutate({ appointmentId });
  }, [appointmentId, start]);

  if (start.isError) {
    return (
      <p role="alert" className="rounded-2xl bg-red-50 p-4 text-red-800 ring-1 ring-red-200">
        {serverMessage(start.error, "The video visit could not be started. Please try again.")}
      </p>
    );
  }
  if (!start.data) return <p className="text-muted">Opening the video visit…</p>;
  const { visit } = start.data;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <span className="font-semibold text-navy">{visit.patientName}</span>
        <span className="text-muted">Video not working?</span>
        <a href={`tel:${visit.patientPhone}`} className={contactLink}>
          Call {visit.patientPhone}
        </a>
        <a href={whatsappUrl(visit.patientPhone)} target="_blank" rel="noopener noreferrer" className={contactLink}>
          WhatsApp<span className="sr-only"> {visit.patientName} (opens in a new tab)</span>
        </a>
      </div>
      <JitsiRoom join={start.data} displayName={displayName} moderator labels={{ title: `Video visit with ${visit.patientName}`, fallback: "If the video does not open here, open it in its own tab" }} />
    </div>
  );
}
