import { createHash, createSign, generateKeyPairSync, randomBytes } from "node:crypto";

import { isoCBOR } from "@simplewebauthn/server/helpers";

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64url");
// Authenticator data flags: user present, user verified, attested credential data included.
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED = 0x40;

/**
 * A passkey in software (an ES256 key), answering WebAuthn ceremonies as a browser's
 * authenticator would, with "none" attestation: what the server verifies is real, only the
 * device is not.
 */
export function softwarePasskey({ rpId, origin }: { rpId: string; origin: string }) {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const id = randomBytes(16);
  const rpIdHash = createHash("sha256").update(rpId).digest();
  let counter = 0;

  const clientData = (type: string, challenge: string) => Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  const authenticatorData = (flags: number, attested = Buffer.alloc(0)) => {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([rpIdHash, Buffer.from([flags]), count, attested]);
  };

  return {
    id: b64(id),
    register({ challenge }: { challenge: string }) {
      const coseKey = isoCBOR.encode(
        new Map<number, number | Uint8Array>([
          [1, 2],
          [3, -7],
          [-1, 1],
          [-2, new Uint8Array(Buffer.from(jwk.x!, "base64url"))],
          [-3, new Uint8Array(Buffer.from(jwk.y!, "base64url"))],
        ]),
      );
      const idLength = Buffer.alloc(2);
      idLength.writeUInt16BE(id.length);
      const attested = Buffer.concat([Buffer.alloc(16), idLength, id, Buffer.from(coseKey)]);
      const data = authenticatorData(USER_PRESENT | USER_VERIFIED | ATTESTED, attested);
      const attestationObject = isoCBOR.encode(
        new Map<string, string | Map<never, never> | Uint8Array>([
          ["fmt", "none"],
          ["attStmt", new Map<never, never>()],
          ["authData", new Uint8Array(data)],
        ]),
      );
      return {
        id: b64(id),
        rawId: b64(id),
        type: "public-key" as const,
        response: { clientDataJSON: b64(clientData("webauthn.create", challenge)), attestationObject: b64(attestationObject), transports: ["internal"] },
        clientExtensionResults: {},
      };
    },
    authenticate({ challenge }: { challenge: string }) {
      counter += 1;
      const data = authenticatorData(USER_PRESENT | USER_VERIFIED);
      const json = clientData("webauthn.get", challenge);
      const signature = createSign("sha256")
        .update(Buffer.concat([data, createHash("sha256").update(json).digest()]))
        .sign(privateKey);
      return {
        id: b64(id),
        rawId: b64(id),
        type: "public-key" as const,
        response: { clientDataJSON: b64(json), authenticatorData: b64(data), signature: b64(signature) },
        clientExtensionResults: {},
      };
    },
  };
}
