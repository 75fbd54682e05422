/**
 * When a visit's room opens (decision 048): to the parent from 15 minutes before it starts until
 * 30 minutes after its time ends (a visit that runs late keeps its room: Jitsi checks a token when
 * one enters, not while one stays); to the doctor from an hour before, to be there first.
 */
export const PARENT_OPENS_MINUTES_BEFORE = 15;
export const DOCTOR_OPENS_MINUTES_BEFORE = 60;
export const ROOM_CLOSES_MINUTES_AFTER = 30;

const MINUTE = 60_000;

export function parentWindow(visit: { startsAt: Date; endsAt: Date }) {
  return {
    opensAt: new Date(visit.startsAt.getTime() - PARENT_OPENS_MINUTES_BEFORE * MINUTE),
    closesAt: new Date(visit.endsAt.getTime() + ROOM_CLOSES_MINUTES_AFTER * MINUTE),
  };
}

export function doctorWindow(visit: { startsAt: Date; endsAt: Date }) {
  return {
    opensAt: new Date(visit.startsAt.getTime() - DOCTOR_OPENS_MINUTES_BEFORE * MINUTE),
    closesAt: new Date(visit.endsAt.getTime() + ROOM_CLOSES_MINUTES_AFTER * MINUTE),
  };
}

/** Whether a visit is one a video room is for: online, confirmed (so paid, or booked by staff). */
export function isVideoVisit(visit: { type: string; status: string }): boolean {
  return visit.type === "Online" && visit.status === "confirmed";
}
