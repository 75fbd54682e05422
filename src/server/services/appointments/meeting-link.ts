import { randomBytes } from "node:crypto";

/** An unguessable room on the public Jitsi Meet service. */
export function newMeetingLink(): string {
  return `https://meet.jit.si/LittleCedars-${randomBytes(15).toString("base64url")}`;
}
