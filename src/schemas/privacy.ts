import { z } from "zod/mini";

import { ZEmail, ZOneTimeCode } from "./users";

/** "Delete my account", step 2: only the code. Whose account is the session's, never an id. */
export const ZEraseMyAccount = z.object({ otp: ZOneTimeCode });

export const ZErasureCodeSentAnswer = z.object({ success: z.literal(true), email: z.string() });

/** What erasure did, in counts (nothing personal). */
export const ZErasureAnswer = z.object({
  success: z.literal(true),
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
  }),
);

/** The staff's erasure names the account and repeats its address: a slip of the id erases nothing. */
export const ZStaffErase = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(100)), email: ZEmail });

/** Which roles at the clinic opened the parent's children's records, and when (decision 052): never who by name. */
export const ZMyRecordViewsAnswer = z.array(
  z.object({ at: z.date(), what: z.enum(["child page", "visit details"]), staffRole: z.enum(["staff", "admin"]), childFirstName: z.string() }),
);
