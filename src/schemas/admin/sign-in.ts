import { z } from "zod/mini";

import { ZLogin } from "~/schemas/users";

/** Back-office sign-in, step 1: the password (then a second factor, decision 038). */
export const ZStaffPasswordStep = ZLogin;

/** The ceremony a right password opened (random, base64url). */
const ZCeremonyToken = z.string().check(z.minLength(20), z.maxLength(100));

/** Step 2 with a code: 6 digits of the authenticator app, or a recovery code (XXXXX-XXXXX). */
export const ZStaffCodeStep = z.object({
  token: ZCeremonyToken,
  code: z.string({ error: "Enter the code." }).check(
    z.trim(),
    z.minLength(1, "Enter the code."),
    z.regex(/^(\d{6}|[0-9A-Za-z]{5}[- ]?[0-9A-Za-z]{5})$/, "Enter the 6 digits of your app, or a recovery code."),
  ),
});

/** Enrolment: the first 6-digit code of the newly set-up app. */
export const ZStaffTotpEnrolment = z.object({
  token: ZCeremonyToken,
  code: z.string({ error: "Enter the code." }).check(z.trim(), z.regex(/^\d{6}$/, "Enter the 6 digits your app shows.")),
});

export const ZStaffCeremony = z.object({ token: ZCeremonyToken });

/**
 * A WebAuthn response as the browser library gives it (PublicKeyCredential JSON); its contents are
 * checked by the WebAuthn verification itself.
 */
const ZWebAuthnResponse = z.object({
  id: z.string().check(z.minLength(1), z.maxLength(1024)),
  rawId: z.string().check(z.maxLength(1024)),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: z.string().check(z.maxLength(4096)),
    attestationObject: z.optional(z.string().check(z.maxLength(16_384))),
    authenticatorData: z.optional(z.string().check(z.maxLength(4096))),
    signature: z.optional(z.string().check(z.maxLength(1024))),
    userHandle: z.optional(z.string().check(z.maxLength(1024))),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
    publicKeyAlgorithm: z.optional(z.number()),
    publicKey: z.optional(z.string().check(z.maxLength(4096))),
  }),
  clientExtensionResults: z.optional(z.unknown()),
  authenticatorAttachment: z.optional(z.string()),
});

export const ZStaffPasskeyStep = z.object({ token: ZCeremonyToken, response: ZWebAuthnResponse });

export const ZOwnPasskey = z.object({
  token: ZCeremonyToken,
  response: ZWebAuthnResponse,
  name: z.string().check(z.trim(), z.minLength(1, "Give it a name."), z.maxLength(60)),
});
