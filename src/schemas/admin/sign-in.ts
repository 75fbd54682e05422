import type { PublicKeyCredentialCreationOptionsJSON, PublicKeyCredentialRequestOptionsJSON } from "@simplewebauthn/browser";
import { z } from "zod/mini";

import { ZLogin, ZUserProfileAnswer } from "~/schemas/users";

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
  // A credential id may be 1,023 bytes (WebAuthn §5.8.4): 1,364 characters of base64url.
  id: z.string().check(z.minLength(1), z.maxLength(2048)),
  rawId: z.string().check(z.maxLength(2048)),
  type: z.literal("public-key"),
  response: z.object({
    clientDataJSON: z.string().check(z.maxLength(4096)),
    // Post-quantum keys are large: an ML-DSA-87 signature is 4,627 bytes (6,170 characters), its
    // public key 2,592 bytes; Chromium's virtual authenticator signed with ML-DSA in CI.
    attestationObject: z.optional(z.string().check(z.maxLength(32_768))),
    authenticatorData: z.optional(z.string().check(z.maxLength(8192))),
    signature: z.optional(z.string().check(z.maxLength(8192))),
    userHandle: z.optional(z.string().check(z.maxLength(2048))),
    transports: z.optional(z.array(z.string().check(z.maxLength(32))).check(z.maxLength(10))),
    publicKeyAlgorithm: z.optional(z.number()),
    publicKey: z.optional(z.string().check(z.maxLength(8192))),
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

// Answers (docs/decisions/037: every procedure names its answer's shape).

/** The password was right: the ceremony's token, and whether the account verifies a factor or enrols one. */
export const ZStaffPasswordAnswer = z.object({ token: z.string(), next: z.enum(["verify", "enrol"]), totp: z.boolean(), passkey: z.boolean() });

/** A back-office session opened (its cookie is set): who signed in, until when. */
export const ZStaffSignedInAnswer = z.object({ user: ZUserProfileAnswer, expires: z.date() });

/** Enrolment's end: the session, and the recovery codes shown this once. */
export const ZStaffEnrolledAnswer = z.object({ user: ZUserProfileAnswer, expires: z.date(), recoveryCodes: z.array(z.string()) });

/**
 * WebAuthn's options for the browser, made by @simplewebauthn/server: a protocol object whose every
 * field the browser's ceremony needs (a public challenge, the relying party, public credential ids;
 * no secret). It is passed on as it is, once it is seen to carry a challenge.
 */
function webAuthnOptions<Options>() {
  return z.custom<Options>((value) => typeof value === "object" && value !== null && typeof (value as { challenge?: unknown }).challenge === "string");
}
export const ZPasskeySignInOptionsAnswer = webAuthnOptions<PublicKeyCredentialRequestOptionsJSON>();
export const ZPasskeyEnrolmentOptionsAnswer = webAuthnOptions<PublicKeyCredentialCreationOptionsJSON>();

/** The authenticator app to set up: its key (shown once, to type or scan) and the QR code of it. */
export const ZTotpEnrolmentAnswer = z.object({ manualKey: z.string(), otpauthUri: z.string(), qrCodeDataUrl: z.string() });

export const ZOwnFactorsAnswer = z.object({
  authenticatorApp: z.boolean(),
  passkeys: z.array(z.object({ id: z.string(), name: z.string(), createdAt: z.date(), lastUsedAt: z.nullable(z.date()) })),
  recoveryCodesLeft: z.number(),
});
export const ZRecoveryCodesAnswer = z.object({ recoveryCodes: z.array(z.string()) });
export const ZOwnPasskeyOptionsAnswer = z.object({ token: z.string(), options: ZPasskeyEnrolmentOptionsAnswer });
export const ZPasskeyAddedAnswer = z.object({ id: z.string(), name: z.string() });
