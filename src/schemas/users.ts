import { isValidPhoneNumber } from "libphonenumber-js";
import { z } from "zod/mini";

import { ZLocaleAnswer } from "./answers";

// Messages are catalogue keys (validation.*, shared by several forms and the back-office;
// account.validation.*, the account forms' own): the form or the server shows them in the
// reader's language (src/i18n/message-text.ts).

export const PASSWORD_MIN_LENGTH = 6;

export const ZEmail = z.pipe(
  z.string({ error: "validation.emailRequired" }).check(
    z.trim(),
    z.minLength(1, "validation.emailRequired"),
    z.maxLength(254, "validation.emailTooLong"),
  ),
  z.email("validation.emailInvalid"),
);

export const ZPassword = z.string({ error: "validation.passwordRequired" }).check(
  z.minLength(1, "validation.passwordRequired"),
  // The catalogues say "6": they change with PASSWORD_MIN_LENGTH.
  z.minLength(PASSWORD_MIN_LENGTH, "validation.passwordTooShort"),
  z.maxLength(128, "validation.passwordTooLong"),
);

/** An international number: "+" and a country code, valid for that country. */
export function ZPhoneNumber(requiredMessage: string) {
  return z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.refine(
      (value: string) => value.startsWith("+") && isValidPhoneNumber(value),
      "validation.phoneInvalid",
    ),
  );
}

export const ZLogin = z.object({
  email: ZEmail,
  password: z.string({ error: "validation.passwordRequired" }).check(z.minLength(1, "validation.passwordRequired"), z.maxLength(1024)),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZRegister = z.object({
  firstName: z
    .string({ error: "account.validation.firstNameRequired" })
    .check(z.trim(), z.minLength(1, "account.validation.firstNameRequired"), z.maxLength(80)),
  lastName: z
    .string({ error: "account.validation.lastNameRequired" })
    .check(z.trim(), z.minLength(1, "account.validation.lastNameRequired"), z.maxLength(80)),
  email: ZEmail,
  phoneNumber: ZPhoneNumber("account.validation.phoneRequired"),
  password: ZPassword,
});
export type TRegister = z.infer<typeof ZRegister>;

export const ZOneTimeCodeRequest = z.object({ email: ZEmail });

export const ZOneTimeCode = z.string({ error: "validation.codeRequired" }).check(
  z.trim(),
  z.minLength(1, "validation.codeRequired"),
  z.regex(/^\d{6}$/, "validation.codeFormat"),
);

export const ZOneTimeCodeVerify = z.object({ email: ZEmail, otp: ZOneTimeCode });

/**
 * Registering again from the code step (the parent went back to correct a detail): the token of
 * the registration it replaces, so that the code already sent keeps working.
 */
export const ZRegisterAgain = z.object({ ...ZRegister.shape, confirmationToken: z.optional(z.string().check(z.maxLength(256))) });

/** A registration's second step: the code e-mailed to the address, with the token its first step gave this browser. */
export const ZRegisterConfirm = z.object({ email: ZEmail, otp: ZOneTimeCode, confirmationToken: z.string().check(z.minLength(1), z.maxLength(256)) });

/**
 * A new password. With a reset token nothing else is needed; signed in, the current password goes
 * with it, or for an account without a password the code e-mailed to it. (The form's
 * confirmation field stays in the form.)
 */
export const ZChangePassword = z.object({
  password: ZPassword,
  currentPassword: z.optional(z.string().check(z.maxLength(1024))),
  otp: z.optional(ZOneTimeCode),
});

export const ZNewPasswordForm = z
  .object({ password: ZPassword, confirmPassword: z.string().check(z.minLength(1, "account.validation.confirmPasswordRequired")) })
  .check(
    z.refine((form) => form.password === form.confirmPassword, { message: "account.validation.passwordsDoNotMatch", path: ["confirmPassword"] }),
  );

// Answers (docs/decisions/037: every procedure names its answer's shape).

/** What the client may keep about the user (local storage `user`): never a token, never a hash. */
export const ZUserProfileAnswer = z.object({
  _id: z.string(),
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phoneNumber: z.nullable(z.string()),
  role: z.enum(["parent", "staff", "admin"]),
  locale: ZLocaleAnswer,
});

/** A new session: the profile, and the token a REST client sends as its Bearer. */
export const ZSignedInAnswer = z.object({ user: ZUserProfileAnswer, token: z.string(), expires: z.date() });

/** A code went out (or, for an address without an account, the e-mail that says so). */
export const ZCodeSentAnswer = z.object({ success: z.literal(true), message: z.string() });

export const ZRegistrationStartedAnswer = z.object({ success: z.literal(true), message: z.string(), email: z.string(), confirmationToken: z.string() });

export const ZResetTokenAnswer = z.object({ success: z.literal(true), token: z.string() });
