import { z } from "zod/mini";

import { ZEmail } from "~/schemas/users";

export const STAFF_ROLES = ["staff", "admin"] as const;

/** Invite someone to the back-office: their e-mail, name and role. */
export const ZStaffInvite = z.object({
  email: ZEmail,
  firstName: z.string({ error: "First name is required" }).check(z.trim(), z.minLength(1, "First name is required"), z.maxLength(80)),
  lastName: z.string({ error: "Last name is required" }).check(z.trim(), z.minLength(1, "Last name is required"), z.maxLength(80)),
  role: z.enum(STAFF_ROLES, { error: "Choose reception or administrator." }),
});
export type TStaffInvite = z.infer<typeof ZStaffInvite>;

/** A new role for a member of staff; "parent" takes their back-office access away. */
export const ZStaffRoleChange = z.object({
  userId: z.string().check(z.minLength(1), z.maxLength(64)),
  role: z.enum(["staff", "admin", "parent"], { error: "Choose reception, administrator or no access." }),
});

export const ZStaffDisable = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(64)), disabled: z.boolean() });

/** Remove a member of staff's second factors: their next sign-in enrols again. */
export const ZStaffFactorReset = z.object({ userId: z.string().check(z.minLength(1), z.maxLength(64)) });

// Answers (docs/decisions/037): a member as the staff page shows them, never a secret.
export const ZStaffMemberAnswer = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(["parent", "staff", "admin"]),
  disabledAt: z.nullable(z.date()),
  hasPassword: z.boolean(),
  hasSecondFactor: z.boolean(),
});
export const ZStaffInvitedAnswer = z.object({ user: ZStaffMemberAnswer, emailed: z.boolean() });
export const ZStaffFactorsResetAnswer = z.object({ emailed: z.boolean() });
