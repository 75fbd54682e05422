import { z } from "zod/mini";

import { beirutDate } from "~/lib/calendar-date";
import { dateOfBirthProblem } from "~/lib/child-age";
import { healthDataConsentFields } from "./consents";
import { ZEmail } from "./users";

// Messages are catalogue keys (family.validation.*): the family forms show them in the page's
// language (useMessageText), the server in the caller's (decision 045).

export const CHILD_SEXES = ["female", "male"] as const;
export const CHILD_NAME_MAX_LENGTH = 80;
export const MEDICAL_ALERTS_MAX_LENGTH = 1000;

const DATE_OF_BIRTH_MESSAGES = {
  invalid: "family.validation.dateOfBirthInvalid",
  future: "family.validation.dateOfBirthFuture",
  tooOld: "family.validation.dateOfBirthTooOld",
} as const;

/** A child's date of birth, YYYY-MM-DD: a real date, not in the future, at most 18 years ago (today in Beirut). */
export const ZDateOfBirth = z.string({ error: "family.validation.dateOfBirthRequired" }).check(
  z.trim(),
  z.minLength(1, "family.validation.dateOfBirthRequired"),
  z.maxLength(10, DATE_OF_BIRTH_MESSAGES.invalid),
  z.superRefine((value, ctx) => {
    if (value === "") return; // said once, by "required"
    const problem = dateOfBirthProblem(value, beirutDate(new Date()));
    if (problem) ctx.issues.push({ code: "custom", message: DATE_OF_BIRTH_MESSAGES[problem], input: value });
  }),
);

const childName = (required: string, tooLong: string) =>
  z.string({ error: required }).check(z.trim(), z.minLength(1, required), z.maxLength(CHILD_NAME_MAX_LENGTH, tooLong));

/** An empty choice or text ("", null, absent) is none. */
const orNull = <T>(value: T | "" | null | undefined): T | null => (value === "" || value === undefined ? null : value);

/** What a parent types about a child: the add and edit forms and the procedures share it. */
export const ZChildDetails = z.object({
  firstName: childName("family.validation.firstNameRequired", "family.validation.nameTooLong"),
  lastName: childName("family.validation.lastNameRequired", "family.validation.nameTooLong"),
  dateOfBirth: ZDateOfBirth,
  sex: z.pipe(
    z.optional(z.union([z.literal(""), z.null(), z.enum(CHILD_SEXES)], { error: "family.validation.sexInvalid" })),
    z.transform(orNull),
  ),
  medicalAlerts: z.pipe(
    z.optional(z.nullable(z.string().check(z.maxLength(MEDICAL_ALERTS_MAX_LENGTH, "family.validation.medicalAlertsTooLong")))),
    z.transform((value: string | null | undefined) => value?.trim() || null),
  ),
});
export type TChildDetails = z.input<typeof ZChildDetails>;

/** A new child: its details and the explicit consent to use its health information for its care (decision 049). */
export const ZAddChild = z.extend(ZChildDetails, healthDataConsentFields("common.consent.required"));
export type TAddChild = z.input<typeof ZAddChild>;
export type TChildDetailsParsed = z.output<typeof ZChildDetails>;

/**
 * A child named by its id. Any text up to a length is taken: an id that is not one of the parent's
 * children — malformed, unknown or someone else's — gets the same "not found" from assertChildAccess.
 */
export const ZChildId = z.string({ error: "family.validation.childRequired" }).check(z.trim(), z.maxLength(64, "family.validation.childRequired"));

export const ZChildRef = z.object({ childId: ZChildId });
export const ZUpdateChild = z.extend(ZChildDetails, { childId: ZChildId });
export type TUpdateChild = z.input<typeof ZUpdateChild>;

/** The other parent or guardian, invited by e-mail. */
export const ZInviteAdult = z.object({ childId: ZChildId, email: ZEmail });
export type TInviteAdult = z.input<typeof ZInviteAdult>;

/** The inviting adult removes the other one. */
export const ZRemoveAdult = z.object({ childId: ZChildId, adultId: z.string().check(z.trim(), z.maxLength(64)) });

/** The token of an invitation's link (32 random bytes, base64url). */
export const ZInvitationToken = z.object({
  token: z.string({ error: "family.validation.invitationInvalid" }).check(z.trim(), z.regex(/^[A-Za-z0-9_-]{20,100}$/, "family.validation.invitationInvalid")),
});

export const ZRevokeInvitation = z.object({ childId: ZChildId, invitationId: z.string().check(z.trim(), z.maxLength(64)) });

// Answers (decision 037): the fields each procedure sends back, and no others.

export const ZChildAgeAnswer = z.object({ years: z.number(), months: z.number() });

export const ZChildAdultAnswer = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(["inviting", "invited"]),
  isMe: z.boolean(),
});

export const ZPendingInvitationAnswer = z.object({ id: z.string(), email: z.string(), expiresAt: z.date() });

/** One of the parent's children, as the family page and the booking form read it. */
export const ZChildAnswer = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  /** Null for a child made from visits booked before children were records (decision 050): an adult adds it. */
  dateOfBirth: z.nullable(z.string()),
  sex: z.nullable(z.enum(CHILD_SEXES)),
  /** Shown to the child's adults only: never in e-mails, addresses or the audit log. */
  medicalAlerts: z.nullable(z.string()),
  age: z.nullable(ZChildAgeAnswer),
  /** The signed-in parent's own place: "inviting" may invite and remove the other adult. */
  myRole: z.enum(["inviting", "invited"]),
  adults: z.array(ZChildAdultAnswer),
  pendingInvitation: z.nullable(ZPendingInvitationAnswer),
});

export const ZMyChildrenAnswer = z.object({ children: z.array(ZChildAnswer) });

/** What the accept page shows of an invitation: who invites, for which child, to which address (partly hidden). */
export const ZInvitationPreviewAnswer = z.object({
  childFirstName: z.string(),
  inviterFirstName: z.string(),
  inviterLastName: z.string(),
  /** "r•••@example.com": enough to know which account to sign in with. */
  maskedEmail: z.string(),
  expiresAt: z.date(),
  /** Whether the signed-in account may accept it (its proved address is the invited one). */
  state: z.enum(["open", "wrongAccount", "unverified", "accepted", "closed"]),
});

export const ZAcceptedInvitationAnswer = z.object({ childId: z.string(), childFirstName: z.string() });
