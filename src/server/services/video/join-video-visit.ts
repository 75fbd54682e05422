import "server-only";

import { and, eq, isNull, sql } from "drizzle-orm";

import { recordChange, type ParentActor } from "~/server/audit/record-change";
import type { Database } from "~/server/db/client";
import { appointments, childAdults, users } from "~/server/db/schema";
import { AppError } from "~/server/errors";
import type { VideoJoin, VideoProvider } from "~/server/video/provider";
import { newVideoRoom } from "~/server/video/room-name";
import { checkManageToken } from "../appointments/manage-link";
import { doctorWindow, isVideoVisit, parentWindow, ROOM_CLOSES_MINUTES_AFTER } from "../appointments/video-window";

const MINUTE = 60_000;

/** What a join answers: the room to embed, never stored. */
export type VideoVisitJoin = VideoJoin & { appointmentId: string; role: "parent" | "doctor" };

export const NOT_A_VIDEO_VISIT = "This appointment has no video visit: only a confirmed online appointment has one.";
export const VIDEO_NOT_YET = "The video visit opens 15 minutes before the appointment. Please come back then.";
export const VIDEO_OVER = "This video visit is over. For anything else, please call or WhatsApp the clinic.";
export const VIDEO_NOT_YOURS = "This video visit is not one of yours. Please use the link in your latest e-mail from the clinic.";
export const DOCTOR_NOT_YET = "The video visit can be started from an hour before the appointment.";

type Visit = Pick<
  typeof appointments.$inferSelect,
  "id" | "type" | "status" | "startsAt" | "endsAt" | "videoRoom" | "childId" | "patientEmail" | "patientName" | "patientPhone"
>;

async function readVisit(db: Database, appointmentId: string): Promise<Visit> {
  const [visit] = await db
    .select({
      id: appointments.id,
      type: appointments.type,
      status: appointments.status,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      videoRoom: appointments.videoRoom,
      childId: appointments.childId,
      patientEmail: appointments.patientEmail,
      patientName: appointments.patientName,
      patientPhone: appointments.patientPhone,
    })
    .from(appointments)
    .where(eq(appointments.id, appointmentId));
  if (!visit) throw new AppError("NOT_FOUND", "This appointment no longer exists. Please call the clinic.");
  return visit;
}

/**
 * The visit's room, given on its first join: one statement, so two first joins at once agree on
 * one room. Only while the visit is a confirmed online one (a cancel in between gives none).
 */
async function roomOf(db: Database, visit: Visit): Promise<string> {
  if (visit.videoRoom) return visit.videoRoom;
  await db
    .update(appointments)
    .set({ videoRoom: newVideoRoom() })
    .where(and(eq(appointments.id, visit.id), isNull(appointments.videoRoom), eq(appointments.status, "confirmed"), eq(appointments.type, "Online")));
  const [row] = await db.select({ videoRoom: appointments.videoRoom }).from(appointments).where(eq(appointments.id, visit.id));
  if (!row?.videoRoom) throw new AppError("CONFLICT", NOT_A_VIDEO_VISIT);
  return row.videoRoom;
}

/**
 * The room and its token, with the audit record of who was let in (decision 048): in one
 * transaction, so no token is handed out unrecorded. The record says who, which visit and when,
 * never the token or the room (either would let its reader in).
 */
async function mintAudited(
  db: Database,
  visit: Visit,
  actor: { actorId: string } | { byParent: ParentActor },
  action: "join video visit" | "start video visit",
  mint: (room: string) => Promise<VideoJoin>,
): Promise<VideoJoin> {
  return db.transaction(async (tx) => {
    const join = await mint(await roomOf(tx, visit));
    await recordChange(tx, {
      ...actor,
      action,
      entity: "appointment",
      entityId: visit.id,
      after: { role: action === "start video visit" ? "moderator" : "parent", startsAt: visit.startsAt },
    });
    return join;
  });
}

/** The same rule as "My appointments": the visit's proven e-mail address, or an adult of its child. */
async function isTheAccountsVisit(db: Database, visit: Visit, userId: string): Promise<boolean> {
  const [user] = await db.select({ email: users.email, emailVerified: users.emailVerified }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  if (user.emailVerified && visit.patientEmail && visit.patientEmail.toLowerCase() === user.email.toLowerCase()) return true;
  if (!visit.childId) return false;
  const [adult] = await db
    .select({ one: sql<number>`1` })
    .from(childAdults)
    .where(and(eq(childAdults.childId, visit.childId), eq(childAdults.userId, userId)));
  return Boolean(adult);
}

/**
 * The parent enters their visit's room: by the visit's signed link (the e-mails' manage link,
 * which "My appointments" gives too) or as a signed-in adult of the visit. A token for this room
 * only, never a moderator, valid from 15 minutes before the start to 30 minutes after the end;
 * minted now, stored nowhere.
 */
export async function joinVideoVisitAsParent({
  db,
  provider,
  appointmentId,
  token,
  userId,
  displayName,
  now = new Date(),
}: {
  db: Database;
  provider: VideoProvider;
  appointmentId: string;
  token?: string | null;
  userId?: string | null;
  displayName: string;
  now?: Date;
}): Promise<VideoVisitJoin> {
  // The manage link ends with the visit; the room stays open a while after it (the window's end).
  const byLink = token ? checkManageToken(appointmentId, token, now.getTime() - ROOM_CLOSES_MINUTES_AFTER * MINUTE) : null;
  if (byLink === "expired") throw new AppError("FORBIDDEN", VIDEO_OVER);
  const visit = await readVisit(db, appointmentId).catch((error: unknown) => {
    // A stranger learns nothing of which ids exist.
    if (byLink !== "valid" && error instanceof AppError) throw new AppError("FORBIDDEN", VIDEO_NOT_YOURS);
    throw error;
  });
  if (byLink !== "valid" && !(userId && (await isTheAccountsVisit(db, visit, userId)))) {
    throw new AppError("FORBIDDEN", VIDEO_NOT_YOURS);
  }
  if (!isVideoVisit(visit)) throw new AppError("CONFLICT", NOT_A_VIDEO_VISIT);
  const window = parentWindow(visit);
  if (now < window.opensAt) throw new AppError("CONFLICT", VIDEO_NOT_YET);
  if (now > window.closesAt) throw new AppError("FORBIDDEN", VIDEO_OVER);
  // Who came in: through the visit's signed link (its address is who they are), or signed in.
  const actor = byLink === "valid" ? { byParent: { via: "manage link" as const, email: visit.patientEmail } } : { byParent: { via: "account" as const, userId, email: null } };
  const join = await mintAudited(db, visit, actor, "join video visit", (room) =>
    provider.join({
      room,
      role: "parent",
      displayName,
      userId: userId ?? `parent-${visit.id}`,
      notBefore: window.opensAt,
      expiresAt: window.closesAt,
    }),
  );
  return { ...join, appointmentId: visit.id, role: "parent" };
}

/**
 * A signed-in staff member starts the visit from the back-office: a moderator's token for this
 * room (the page turns the lobby on, so the parent waits to be let in), minted when the button is
 * pressed.
 */
export async function startVideoVisitAsStaff({
  db,
  provider,
  appointmentId,
  staff,
  now = new Date(),
}: {
  db: Database;
  provider: VideoProvider;
  appointmentId: string;
  staff: { id: string; name: string };
  now?: Date;
}): Promise<VideoVisitJoin & { visit: { patientName: string; patientPhone: string; startsAt: Date } }> {
  const visit = await readVisit(db, appointmentId);
  if (!isVideoVisit(visit)) throw new AppError("CONFLICT", NOT_A_VIDEO_VISIT);
  const window = doctorWindow(visit);
  if (now < window.opensAt) throw new AppError("CONFLICT", DOCTOR_NOT_YET);
  if (now > window.closesAt) throw new AppError("CONFLICT", VIDEO_OVER);
  const join = await mintAudited(db, visit, { actorId: staff.id }, "start video visit", (room) =>
    provider.join({
      room,
      role: "doctor",
      displayName: staff.name,
      userId: staff.id,
      // A minute of grace for a video server whose clock is a little behind ours.
      notBefore: new Date(Math.max(window.opensAt.getTime(), now.getTime() - MINUTE)),
      expiresAt: window.closesAt,
    }),
  );
  // For the doctor's page: who, when, and the number to call or WhatsApp when the video fails.
  return { ...join, appointmentId: visit.id, role: "doctor", visit: { patientName: visit.patientName, patientPhone: visit.patientPhone, startsAt: visit.startsAt } };
}
