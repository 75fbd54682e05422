import { isValidPhoneNumber } from "libphonenumber-js";
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 6;

export const ZEmail = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "That e-mail address is too long.")
  .pipe(z.email("Please enter a valid email address."));

export const ZPassword = z
  .string({ error: "Password is required" })
  .min(1, "Password is required")
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(128, "Password is too long (128 characters at most).");

export const ZLogin = z.object({
  email: ZEmail,
  password: z.string({ error: "Password is required" }).min(1, "Password is required").max(1024),
});
export type TLogin = z.infer<typeof ZLogin>;

export const ZRegister = z.object({
  firstName: z.string({ error: "First name is required" }).trim().min(1, "First name is required").max(80),
  lastName: z.string({ error: "Last name is required" }).trim().min(1, "Last name is required").max(80),
  email: ZEmail,
  phoneNumber: z
    .string({ error: "Phone number is required" })
    .trim()
    .min(1, "Phone number is required")
    .refine((value) => value.startsWith("+") && isValidPhoneNumber(value), "Please enter a valid phone number with its country code."),
  password: ZPassword,
});
export type TRegister = z.infer<typeof ZRegister>;

export const ZOneTimeCodeRequest = z.object({ email: ZEmail });

export const ZOneTimeCode = z
  .string({ error: "Please enter the code." })
  .trim()
  .min(1, "Please enter the code.")
  .regex(/^\d{6}$/, "The code is the 6 digits from the e-mail.");

export const ZOneTimeCodeVerify = z.object({ email: ZEmail, otp: ZOneTimeCode });

/** The form has a confirmation too; only the password travels. */
export const ZChangePassword = z.object({ password: ZPassword });

export const ZNewPasswordForm = z
  .object({ password: ZPassword, confirmPassword: z.string().min(1, "Please confirm the password.") })
  .refine((form) => form.password === form.confirmPassword, { message: "Passwords do not match", path: ["confirmPassword"] });
