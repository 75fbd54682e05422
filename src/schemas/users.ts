import { isValidPhoneNumber } from "libphonenumber-js";
import { z } from "zod/mini";

export const PASSWORD_MIN_LENGTH = 6;

export const ZEmail = z.pipe(
  z.string({ error: "Email is required" }).check(
    z.trim(),
    z.minLength(1, "Email is required"),
    z.maxLength(254, "That e-mail address is too long."),
  ),
  z.email("Please enter a valid email address."),
);

export const ZPassword = z.string({ error: "Password is required" }).check(
  z.minLength(1, "Password is required"),
  z.minLength(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`),
  z.maxLength(128, "Password is too long (128 characters at most)."),
);

/** An international number: "+" and a country code, valid for that country. */
export function ZPhoneNumber(requiredMessage: string) {
  return z.string({ error: requiredMessage }).check(
    z.trim(),
    z.minLength(1, requiredMessage),
    z.refine(
      (value: string) => value.startsWith("+") && isValidPhoneNumber(value),
      "Please enter a valid phone number with its country code.",
    ),
  );
}

export const ZLogin = z.object({
  email: ZEmail,
  password: z.string({ error: "Password is required" }).check(z.minLength(1, "Password is required"), z.maxLength(1024)),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZRegister = z.object({
  firstName: z.string({ error: "First name is required" }).check(z.trim(), z.minLength(1, "First name is required"), z.maxLength(80)),
  lastName: z.string({ error: "Last name is required" }).check(z.trim(), z.minLength(1, "Last name is required"), z.maxLength(80)),
  email: ZEmail,
  phoneNumber: ZPhoneNumber("Phone number is required"),
  password: ZPassword,
});
export type TRegister = z.infer<typeof ZRegister>;

export const ZOneTimeCodeRequest = z.object({ email: ZEmail });

export const ZOneTimeCode = z.string({ error: "Please enter the code." }).check(
  z.trim(),
  z.minLength(1, "Please enter the code."),
  z.regex(/^\d{6}$/, "The code is the 6 digits from the e-mail."),
);

export const ZOneTimeCodeVerify = z.object({ email: ZEmail, otp: ZOneTimeCode });

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
  .object({ password: ZPassword, confirmPassword: z.string().check(z.minLength(1, "Please confirm the password.")) })
  .check(
    z.refine((form) => form.password === form.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] }),
  );
