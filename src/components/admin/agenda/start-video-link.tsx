import { VideoIcon } from "~/components/icons/social-icons";
import { buttonClasses } from "~/components/ui/button-classes";
import type { AgendaRow } from "./agenda-list";

/**
 * An online visit the parent paid for has a video room (decision 048): the doctor starts it on the
 * back-office's visit page, in a new tab, where a moderator's token is minted for that room.
 */
export function hasVideoVisit(row: Pick<AgendaRow, "type" | "status">): boolean {
  return row.type === "Online" && row.status === "confirmed";
}

export function StartVideoLink({ row, size = "sm" }: { row: Pick<AgendaRow, "id" | "type" | "status" | "patientName">; size?: "sm" | "md" }) {
  if (!hasVideoVisit(row)) return null;
  return (
    <a href={`/admin/visit/${row.id}`} target="_blank" rel="noopener" className={buttonClasses("primary", size)}>
      <VideoIcon size={18} />
      Start video visit<span className="sr-only"> with {row.patientName} (opens in a new tab)</span>
    </a>
  );
}
