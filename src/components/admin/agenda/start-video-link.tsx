import { VideoIcon } from "~/components/icons/social-icons";
import { buttonClasses } from "~/components/ui/button-classes";
import type { AgendaRow } from "./agenda-list";

/** An online visit the parent paid for has a video room: the doctor starts the visit there, in a new tab. */
export function hasVideoVisit(row: Pick<AgendaRow, "type" | "status" | "meetingLink">): row is typeof row & { meetingLink: string } {
  return row.type === "Online" && row.status === "confirmed" && Boolean(row.meetingLink);
}

export function StartVideoLink({ row, size = "sm" }: { row: Pick<AgendaRow, "type" | "status" | "meetingLink" | "patientName">; size?: "sm" | "md" }) {
  if (!hasVideoVisit(row)) return null;
  return (
    <a href={row.meetingLink} target="_blank" rel="noopener noreferrer" className={buttonClasses("primary", size)}>
      <VideoIcon size={18} />
      Start video visit<span className="sr-only"> with {row.patientName} (opens in a new tab)</span>
    </a>
  );
}
