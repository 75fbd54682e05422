import { z } from "zod/mini";

/** The name the doctor sees for the parent ("Lina's parent"): typed by them, plain text. */
export const DISPLAY_NAME_MAX_LENGTH = 60;

/**
 * The parent asks for their visit's room: by the visit's signed link (its e-mails, "My
 * appointments") or, signed in, as one of its adults (then without a token).
 */
export const ZJoinVideoVisit = z.object({
  appointmentId: z.uuid({ error: "booking.validation.linkNoAppointment" }),
  token: z.optional(z.string().check(z.maxLength(100, "booking.validation.linkInvalid"))),
  displayName: z.pipe(
    z.string({ error: "video.check.nameRequired" }),
    z.transform((value: string) => value.replace(/[\u0000-\u001f\u007f]/g, "").trim().slice(0, DISPLAY_NAME_MAX_LENGTH)),
  ).check(z.refine((value: string) => value.length > 0, "video.check.nameRequired")),
});
export type TJoinVideoVisit = z.infer<typeof ZJoinVideoVisit>;

/** Staff start a visit's room from the back-office. */
export const ZStartVideoVisit = z.object({ appointmentId: z.uuid("Choose an appointment.") });

/** What the visit page needs to embed the room: the token is minted for this answer and kept nowhere. */
export const ZVideoJoinAnswer = z.object({
  appointmentId: z.string(),
  role: z.enum(["parent", "doctor"]),
  provider: z.enum(["jaas", "jitsi", "public-jitsi"]),
  domain: z.string(),
  roomName: z.string(),
  scriptUrl: z.string(),
  roomUrl: z.string(),
  jwt: z.nullable(z.string()),
  expiresAt: z.nullable(z.date()),
});

/** The doctor's start: the room, and who it is with (to call or WhatsApp them when the video fails). */
export const ZStaffVideoStartAnswer = z.extend(ZVideoJoinAnswer, {
  visit: z.object({ patientName: z.string(), patientPhone: z.string(), startsAt: z.date() }),
});
