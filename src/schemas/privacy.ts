import { z } from "zod/mini";

import { ZEmail, ZOneTimeCode } from "./users";

/** "Delete my account", step 2: only the code. Whose account is the session's, never an id. */
export const ZEraseMyAccount = z.object({ otp: ZOneTimeCode });

export const ZErasureCodeSentAnswer = z.object({ success: z.literal(true), email: z.string() });

/** A visit ahead that erasure cancels (decision 055), and what its cancellation refunds by the clinic's rules. */
export const ZVisitErasureCancels = z.object({
  id: z.string(),
  patientName: z.string(),
  serviceName: z.string(),
  type: z.string(),
  startsAt: z.date(),
  status: z.enum(["confirmed", "pending"]),
  paidCents: z.nullable(z.number()),
  refundCents: z.nullable(z.number()),
  currency: z.string(),
});

/** What "Delete my account" would do to the visits ahead, shown before the code is asked. */
export const ZErasurePreviewAnswer = z.object({ visits: z.array(ZVisitErasureCancels) });

/** What erasure did, in counts (nothing personal). */
export const ZErasureAnswer = z.object({
  success: z.literal(true),
  visitsCancelled: z.number(),
  refundedCents: z.number(),
  childrenErased: z.number(),
  childrenKeptByOtherAdult: z.number(),
  visitsKept: z.number(),
  paymentsKept: z.number(),
});

/** The back-office finds a parent who asked by phone, by their address. */
export const ZFindParent = z.object({ email: ZEmail });
export const ZParentAnswer = z.nullable(
  z.object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    phoneNumber: z.nullable(z.string()),
    createdAt: z.date(),
    children: z.number(),
    visits: z.number(),
    /** The visits ahead its erasure would cancel, with their refunds. */
    upcomingVisits: z.array(ZVisitErasureCancels),
  }),
);

/** The staff's erasure names the account and repeats its address: a slip of the id erases nothing. */
export const ZStaffErase = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(100)), email: ZEmail });

/** Which roles at the clinic opened the parent's children's records, and when (decision 052): never who by name. */
export const ZMyRecordViewsAnswer = z.array(
  z.object({ at: z.date(), what: z.enum(["child page", "visit details"]), staffRole: z.enum(["staff", "admin"]), childFirstName: z.string() }),
);
